import { STOREFRONT_TEXT } from '@themeport/core';
import { AlertCircle, LayoutTemplate, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ThemeCardSkeleton } from './theme-card';

export const gridColumns = {
  3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function ThemeGridSkeleton({ count, columns = 3 }: { count: number; columns?: 3 | 4 }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {STOREFRONT_TEXT.loading}
      </p>
      <div className={gridColumns[columns]}>
        {Array.from({ length: count }, (_, index) => (
          <ThemeCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

export function LoadError({
  message,
  onRetry,
  isRetrying = false,
  title = STOREFRONT_TEXT.loadError,
}: {
  message?: string | undefined;
  onRetry: () => void;
  isRetrying?: boolean;
  title?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-[#fecaca] bg-danger-soft px-6 py-10 text-center"
    >
      <AlertCircle className="size-6 text-danger" aria-hidden="true" />
      <p className="mt-3 font-semibold text-foreground">{title}</p>
      {message ? <p className="mt-1 max-w-md text-sm text-muted-foreground">{message}</p> : null}
      <Button variant="outline" size="sm" className="mt-5" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={cn(isRetrying && 'animate-spin')} />
        Retry
      </Button>
    </div>
  );
}

export function EmptyState({
  title,
  body,
  action,
  icon = <LayoutTemplate className="size-6 text-muted-foreground" aria-hidden="true" />,
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-input bg-[#fafafa] px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-white ring-1 ring-border">{icon}</div>
      <p className="mt-4 text-base font-semibold text-foreground">{title}</p>
      {body ? <p className="mt-1 max-w-sm text-sm text-muted-foreground">{body}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export function NoThemesAvailable() {
  return <EmptyState title={STOREFRONT_TEXT.emptyTitle} body={STOREFRONT_TEXT.emptyBody} />;
}
