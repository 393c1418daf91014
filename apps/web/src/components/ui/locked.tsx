import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button, type ButtonProps } from './button';

/**
 * A control the person's role may not use: shown disabled, the reason on hover (the wrapper holds
 * the title, since a disabled button gets no pointer events) and as its accessible description.
 * `fullWidth` for a button that fills its column (a purchase panel, an order summary).
 */
export function LockedButton({
  reason,
  children,
  className,
  fullWidth = false,
  ...props
}: Omit<ButtonProps, 'disabled' | 'onClick'> & { reason: string; children: ReactNode; fullWidth?: boolean }) {
  const id = useId();
  return (
    <span title={reason} className={fullWidth ? 'flex w-full' : 'inline-flex'}>
      <Button
        {...props}
        className={cn(fullWidth && 'w-full', className)}
        disabled
        aria-describedby={id}
        data-locked="true"
      >
        {children}
      </Button>
      <span id={id} hidden>
        {reason}
      </span>
    </span>
  );
}

/** The line above a view whose controls are locked: what the person can do instead. */
export function LockedNotice({ reason, className }: { reason: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        'flex items-center gap-2 rounded-lg border border-border bg-muted px-3.5 py-2.5 text-sm text-muted-foreground',
        className,
      )}
    >
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      {reason}
    </p>
  );
}
