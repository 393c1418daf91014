import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { errorLine, isErrorLine } from './messages';

// spec 000 §9: a status message clears after 3,000 ms (successes; errors stay until replaced).
const CLEAR_AFTER_MS = 3_000;

interface StatusApi {
  text: string | null;
  /** A success or progress line; it clears itself. */
  say: (text: string) => void;
  /** A failure: shown as 'Error: {message}' until the next line or a dismiss. */
  fail: (message: string) => void;
  clear: () => void;
}

const StatusContext = createContext<StatusApi | null>(null);

export function StatusProvider({ children }: { children: ReactNode }) {
  const [line, setLine] = useState<{ text: string; id: number } | null>(null);

  useEffect(() => {
    if (!line || isErrorLine(line.text)) return;
    const timer = window.setTimeout(() => setLine(null), CLEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [line]);

  const say = useCallback((text: string) => setLine({ text, id: Date.now() }), []);
  const fail = useCallback((message: string) => setLine({ text: errorLine(message), id: Date.now() }), []);
  const clear = useCallback(() => setLine(null), []);
  const value = useMemo(() => ({ text: line?.text ?? null, say, fail, clear }), [line, say, fail, clear]);
  return <StatusContext.Provider value={value}>{children}</StatusContext.Provider>;
}

export function useStatus(): StatusApi {
  const status = useContext(StatusContext);
  if (!status) throw new Error('useStatus needs a StatusProvider');
  return status;
}

/**
 * The manager's one status line, floating under the toolbar so a message never pushes the page
 * about; always in the page so screen readers hear each change.
 */
export function StatusLine({ className }: { className?: string }) {
  const { text, clear } = useStatus();
  const isError = text !== null && isErrorLine(text);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cn('pointer-events-none flex justify-center px-4', className)}
    >
      {text ? (
        <p
          className={cn(
            'pointer-events-auto flex max-w-xl items-center justify-between gap-3 rounded-lg border px-3.5 py-2 text-sm font-medium shadow-md',
            isError ? 'border-[#fecaca] bg-danger-soft text-[#991b1b]' : 'border-[#bbf7d0] bg-[#f0fdf4] text-[#166534]',
          )}
        >
          <span className="min-w-0">{text}</span>
          {isError ? (
            <button
              type="button"
              onClick={clear}
              aria-label="Dismiss message"
              className="-mr-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-[#fee2e2] focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
