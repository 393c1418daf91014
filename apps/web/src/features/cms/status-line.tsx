import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useStatusLine } from '@/lib/use-status-line';
import { cn } from '@/lib/utils';
import { errorLine, isErrorLine } from './messages';

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
  // spec 000 §9: the kit's status line (successes clear after 3,000 ms; errors stay until replaced).
  const { status, success, error, clear } = useStatusLine();
  const say = useCallback((text: string) => (isErrorLine(text) ? error(text) : success(text)), [success, error]);
  const fail = useCallback((message: string) => error(errorLine(message)), [error]);
  const value = useMemo(() => ({ text: status?.text ?? null, say, fail, clear }), [status, say, fail, clear]);
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
