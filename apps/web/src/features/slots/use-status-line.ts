import { useCallback, useEffect, useState } from 'react';

export interface StatusLine {
  kind: 'success' | 'error';
  text: string;
}

// spec 000 §4, §9: a success message clears after 3,000 ms; errors stay until the next action.
const CLEAR_AFTER_MS = 3_000;

/** One status line under an action, announced politely; success lines clear themselves. */
export function useStatusLine() {
  const [status, setStatus] = useState<StatusLine | null>(null);

  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = window.setTimeout(() => setStatus(null), CLEAR_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const success = useCallback((text: string) => setStatus({ kind: 'success', text }), []);
  const error = useCallback((text: string) => setStatus({ kind: 'error', text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, success, error, clear };
}
