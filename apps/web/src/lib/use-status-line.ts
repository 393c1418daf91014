import { useCallback, useEffect, useState } from 'react';

export interface StatusLine {
  kind: 'success' | 'error';
  text: string;
}

// spec 000 §4, §9: a success message clears after 3,000 ms; errors stay until the next action.
export const STATUS_CLEAR_AFTER_MS = 3_000;

/** How long a line stays on screen: a success clears itself, an error waits to be replaced. */
export function clearDelay(status: StatusLine | null): number | null {
  return status?.kind === 'success' ? STATUS_CLEAR_AFTER_MS : null;
}

/**
 * The one status line under an action (the web kit's 3-second rule). Show it with StatusText
 * (components/status-text.tsx) or a screen's own presentation; every new line, even the same
 * text again, restarts the clock.
 */
export function useStatusLine() {
  const [status, setStatus] = useState<StatusLine | null>(null);

  useEffect(() => {
    const delay = clearDelay(status);
    if (delay === null) return;
    const timer = window.setTimeout(() => setStatus(null), delay);
    return () => window.clearTimeout(timer);
  }, [status]);

  const success = useCallback((text: string) => setStatus({ kind: 'success', text }), []);
  const error = useCallback((text: string) => setStatus({ kind: 'error', text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, success, error, clear };
}
