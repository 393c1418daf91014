import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiGet, parseApiError } from '@/lib/api';
import { ErrorState } from '@/components/query-state';
import { adminKeys } from './api';

interface Summary {
  users: number;
  themes: number;
  reviews: number;
}

const COUNTS: { key: keyof Summary; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'themes', label: 'Themes' },
  { key: 'reviews', label: 'Reviews' },
];

export function AdminSummary() {
  const summary = useQuery({ queryKey: adminKeys.summary, queryFn: () => apiGet<Summary>('/api/admin/summary') });

  return (
    <section aria-labelledby="admin-summary" className="mt-8">
      <h2 id="admin-summary" className="text-sm font-semibold">
        Platform
      </h2>
      {summary.isError ? (
        <Card className="mt-3 p-6">
          <ErrorState
            layout="stacked"
            message={parseApiError(summary.error).message}
            retry={summary}
            retryLabel="Try again"
          />
        </Card>
      ) : (
        // Three across at every width: on a phone the counts stay one short row, not three tall cards.
        <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-4">
          {COUNTS.map(({ key, label }) => (
            <Card key={key} className="min-w-0 p-3 sm:p-5">
              <dt className="truncate text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums sm:text-3xl">
                {summary.data ? summary.data[key].toLocaleString('en-US') : <Skeleton className="h-9 w-16" />}
              </dd>
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}
