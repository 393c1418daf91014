import { AlertCircle, LayoutTemplate, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The web kit's loading, error and empty states. UI.md: every list has a loading skeleton, an
 * empty state that says what to do next, and an error state with a retry. Screens pass their
 * own words (the spec's texts); the markup, the retry button and its busy state live here.
 */

/** What a retry needs: a TanStack Query result fits as it is. */
export interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

/** The one retry button: disabled while the retry runs, with an optional busy label and spinning icon. */
export function RetryButton({
  retry,
  label = 'Retry',
  busyLabel,
  withIcon = false,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  retry: Retryable;
  label?: string;
  busyLabel?: string;
  withIcon?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const isRetrying = retry.isFetching;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void retry.refetch()}
      disabled={isRetrying}
    >
      {withIcon ? <RefreshCw aria-hidden="true" className={cn(isRetrying && 'animate-spin')} /> : null}
      {isRetrying && busyLabel ? busyLabel : label}
    </Button>
  );
}

export type ErrorLayout = 'inline' | 'banner' | 'stacked' | 'panel';

/**
 * An error with its retry.
 * - inline: message and button on one line (lists inside cards and dialogs);
 * - banner: the same in a red box (a list that is the card's main content);
 * - stacked: message above the button (a card that holds nothing else);
 * - panel: a centred block with an icon and a title (storefront sections and pages).
 */
export function ErrorState({
  message,
  title,
  retry,
  retryLabel = 'Retry',
  layout = 'inline',
  className,
}: {
  message?: ReactNode;
  /** The panel's heading line. */
  title?: string;
  retry: Retryable;
  retryLabel?: string;
  layout?: ErrorLayout;
  className?: string;
}) {
  if (layout === 'panel') {
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-col items-center rounded-xl border border-[#fecaca] bg-danger-soft px-6 py-10 text-center',
          className,
        )}
      >
        <AlertCircle className="size-6 text-danger" aria-hidden="true" />
        {title ? <p className="mt-3 font-semibold text-foreground">{title}</p> : null}
        {message ? <p className="mt-1 max-w-md text-sm text-muted-foreground">{message}</p> : null}
        <RetryButton retry={retry} label={retryLabel} withIcon className="mt-5" />
      </div>
    );
  }
  if (layout === 'stacked') {
    return (
      <div className={cn('flex flex-col items-start gap-3 text-sm', className)}>
        <p role="alert" className="text-danger">
          {message}
        </p>
        <RetryButton retry={retry} label={retryLabel} />
      </div>
    );
  }
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 text-sm',
        layout === 'banner' && 'rounded-lg border border-[#fecaca] bg-danger-soft px-4 py-3 text-[#991b1b]',
        className,
      )}
    >
      <p role="alert" className={cn(layout === 'inline' && 'text-danger')}>
        {message}
      </p>
      <RetryButton retry={retry} label={retryLabel} />
    </div>
  );
}

/** Nothing here yet: a title, what to do next, and optionally the action that does it. */
export function EmptyState({
  title,
  body,
  action,
  icon = <LayoutTemplate className="size-6 text-muted-foreground" aria-hidden="true" />,
  className,
}: {
  title: string;
  body?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-input bg-[#fafafa] px-6 py-14 text-center',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-white ring-1 ring-border">{icon}</div>
      <p className="mt-4 text-base font-semibold text-foreground">{title}</p>
      {body ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{body}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
