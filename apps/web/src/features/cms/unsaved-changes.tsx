import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved-change tracking across the content manager's tabs (issue 11): each editor that holds
 * edits registers them under a key with its own save. The header's Save Changes saves them all;
 * leaving the manager (Close, the slot switcher, any link, closing the tab) asks first.
 */
export interface PendingEdit {
  /** What the person would lose, e.g. 'Settings' or 'Post “Hello”'. */
  label: string;
  /** Saves the edits; throws (an ApiRequestError or Error) when it fails. */
  save: () => Promise<void>;
}

interface UnsavedApi {
  pending: ReadonlyMap<string, PendingEdit>;
  set: (key: string, edit: PendingEdit | null) => void;
}

const UnsavedContext = createContext<UnsavedApi | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<ReadonlyMap<string, PendingEdit>>(new Map());
  const set = useCallback((key: string, edit: PendingEdit | null) => {
    setPending((current) => {
      if (edit === null && !current.has(key)) return current;
      const next = new Map(current);
      if (edit === null) next.delete(key);
      else next.set(key, edit);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ pending, set }), [pending, set]);
  return <UnsavedContext.Provider value={value}>{children}</UnsavedContext.Provider>;
}

function useUnsavedApi(): UnsavedApi {
  const api = useContext(UnsavedContext);
  if (!api) throw new Error('unsaved changes need an UnsavedChangesProvider');
  return api;
}

/**
 * Registers an editor's edits while `dirty` is true; the registration follows the latest label and
 * save without re-registering on every render.
 */
export function useTrackUnsaved(key: string, dirty: boolean, edit: PendingEdit): void {
  const { set } = useUnsavedApi();
  const latest = useRef(edit);
  useEffect(() => {
    latest.current = edit;
  });
  const label = edit.label;
  useEffect(() => {
    if (!dirty) {
      set(key, null);
      return;
    }
    set(key, { label, save: () => latest.current.save() });
    return () => set(key, null);
  }, [key, dirty, label, set]);
}

/** Everything unsaved, and one call that saves it all (in registration order, stopping at the first failure). */
export function useUnsavedChanges() {
  const { pending } = useUnsavedApi();
  const saveAll = useCallback(async () => {
    for (const edit of pending.values()) await edit.save();
  }, [pending]);
  return { count: pending.size, labels: [...pending.values()].map((edit) => edit.label), saveAll };
}

/**
 * Asks before leaving with unsaved changes: in-app navigation through the router's blocker, a tab
 * close or reload through beforeunload (the browser shows its own words there).
 */
export function useLeaveGuard() {
  const { pending } = useUnsavedApi();
  const hasUnsaved = pending.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);
  return { blocker, labels: [...pending.values()].map((edit) => edit.label) };
}
