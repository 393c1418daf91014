import { formatDate, formatUtcDate, isoDate } from '@/lib/date-format';
import { useIsHydrated } from '@/lib/use-is-hydrated';

/**
 * 'March 14, 2025' in the viewer's time zone. A server-rendered page shows the UTC date until it
 * is hydrated, so the server's HTML and the browser's first render agree (no hydration mismatch).
 */
export function LocalDate({ value, className }: { value: string; className?: string }) {
  const isHydrated = useIsHydrated();
  return (
    <time dateTime={isoDate(value)} className={className}>
      {isHydrated ? formatDate(value) : formatUtcDate(value)}
    </time>
  );
}
