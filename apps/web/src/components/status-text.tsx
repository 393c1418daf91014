import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { StatusLine } from '@/lib/use-status-line';

/**
 * A success line in a region that stays mounted (so each new line is read out), an error as an
 * alert. spec 000 §8: status lines are red when they report an error.
 */
export function StatusText({ status, className }: { status: StatusLine | null; className?: string }) {
  return (
    <div className={cn('text-[13px]', className)}>
      <div role="status" aria-atomic="true">
        {status?.kind === 'success' ? (
          <p className="flex items-start gap-1.5 text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>{status.text}</span>
          </p>
        ) : null}
      </div>
      {status?.kind === 'error' ? (
        <p role="alert" className="flex items-start gap-1.5 text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>{status.text}</span>
        </p>
      ) : null}
    </div>
  );
}
