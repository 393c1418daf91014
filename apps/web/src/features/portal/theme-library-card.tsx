import { FRAMEWORK_LABELS, formatPrice, LIBRARY_TEXT, librarySummary, type LibraryItem } from '@themeport/core';
import { Library, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { useAccountLibrary } from './library-api';

/** spec 000 §2 client portal: the Theme Library list with a summary, or the first-theme block. */
export function ThemeLibraryCard({ accountId }: { accountId: string }) {
  const query = useAccountLibrary(accountId);

  return (
    <Card className="p-6 md:col-span-2" aria-labelledby="theme-library-heading" role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="theme-library-heading" className="flex items-center gap-2 text-sm font-semibold">
          <Library aria-hidden="true" className="size-4 text-muted-foreground" />
          Theme Library
        </h2>
        {query.data ? (
          <p className="tabular text-sm text-muted-foreground">{librarySummary(query.data.items.length)}</p>
        ) : null}
      </div>

      <QueryState
        query={query}
        loading={<LoadingState className="mt-4" rows={2} rowClassName="h-16 rounded-lg" />}
        error={(error) => (
          <ErrorState
            className="mt-4"
            message={`Error loading your library: ${parseApiError(error).message}`}
            retry={query}
          />
        )}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <div className="mt-4 flex flex-col items-start gap-3 rounded-lg border border-dashed border-input px-5 py-6">
            <Sparkles aria-hidden="true" className="size-5 text-primary-strong" />
            <h3 className="font-semibold">{LIBRARY_TEXT.emptyTitle}</h3>
            <p className="text-sm text-muted-foreground">
              Pick a theme from the marketplace; free themes are added in one click.
            </p>
            <Button asChild size="sm">
              <Link to="/themes">Browse Themes</Link>
            </Button>
          </div>
        }
      >
        {(data) => (
          <ul className="mt-4 divide-y divide-border">
            {data.items.map((item) => (
              <LibraryRow key={item.templateId} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function LibraryRow({ item }: { item: LibraryItem }) {
  const image = item.images[0] ?? item.previewUrl;
  return (
    <li className="flex items-center gap-4 py-3">
      {image ? (
        <img
          src={image}
          alt=""
          className="h-12 w-20 shrink-0 rounded-md object-cover ring-1 ring-border"
          loading="lazy"
        />
      ) : (
        <span aria-hidden="true" className="h-12 w-20 shrink-0 rounded-md bg-muted ring-1 ring-border" />
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={`/themes/${encodeURIComponent(item.slug || item.templateId)}`}
          className="block truncate text-sm font-medium hover:underline"
        >
          {item.templateName}
        </Link>
        <p className="mt-0.5 text-[13px] text-muted-foreground">
          Added <AccountDate value={item.purchasedAt} />
        </p>
      </div>
      <Badge variant="accent">{FRAMEWORK_LABELS[item.framework]}</Badge>
      <span className="tabular w-14 text-right text-sm font-medium">{formatPrice(item.price)}</span>
    </li>
  );
}
