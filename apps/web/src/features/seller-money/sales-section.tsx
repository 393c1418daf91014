// Sales: every sale as one line, gross → platform 20% → you 80%, filtered by theme, dates and a
// search kept in the URL, and the same list as CSV.
import { formatMoney } from '@themeport/core';
import { Download } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { salesPath, useSales, type Sale, type SalesFilter } from './api';
import { utcDay } from './format';

const FILTER_KEYS = ['themeId', 'from', 'to', 'q'] as const;

export default function SalesSection() {
  const [params, setParams] = useSearchParams();
  const filter: SalesFilter = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]).filter(([, value]) => value),
  );
  const sales = useSales(filter);
  // The theme choices come from all the developer's sales, whatever the filter.
  const all = useSales({});
  const themes = useMemo(() => {
    const byId = new Map((all.data?.sales ?? []).map((sale) => [sale.themeId, sale.themeName]));
    return [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  }, [all.data]);
  const [q, setQ] = useState(filter.q ?? '');

  const apply = (next: SalesFilter) =>
    setParams(
      Object.fromEntries(Object.entries({ ...filter, ...next }).filter(([, value]) => value)) as Record<string, string>,
      { replace: true },
    );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: q.trim() || undefined });
  };
  const totals = (sales.data?.sales ?? [])
    .filter((sale) => !sale.refundedAt)
    .reduce((sum, sale) => ({ gross: sum.gross + sale.grossCents, net: sum.net + sale.netCents }), {
      gross: 0,
      net: 0,
    });

  return (
    <SectionCard
      id="sales"
      title="Sales"
      description="Every sale in one line: what the buyer paid, the platform's 20%, and your 80%. Dates in UTC."
      aside={
        <Button asChild variant="outline" size="sm">
          <a href={salesPath(filter, true)} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
        </Button>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sales-theme">Theme</Label>
          <Select
            id="sales-theme"
            value={filter.themeId ?? ''}
            onChange={(e) => apply({ themeId: e.target.value || undefined })}
          >
            <option value="">All themes</option>
            {themes.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sales-from">From</Label>
          <Input
            id="sales-from"
            type="date"
            value={filter.from ?? ''}
            onChange={(e) => apply({ from: e.target.value || undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sales-to">To</Label>
          <Input
            id="sales-to"
            type="date"
            value={filter.to ?? ''}
            onChange={(e) => apply({ to: e.target.value || undefined })}
          />
        </div>
        <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sales-search">Search</Label>
            <Input
              id="sales-search"
              type="search"
              placeholder="Theme or buyer"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
      </div>
      {sales.isError ? (
        <ErrorState className="mt-4" message="Your sales could not be loaded." retry={sales} layout="banner" />
      ) : (
        <>
          <p className="mt-4 text-sm text-muted-foreground tabular" aria-live="polite">
            {sales.data
              ? `${sales.data.sales.length} sales · ${formatMoney(totals.gross)} paid by buyers · ${formatMoney(totals.net)} to you (refunds left out)`
              : 'Loading sales…'}
          </p>
          <DataTable
            columns={SALE_COLUMNS}
            data={sales.data?.sales ?? []}
            getRowId={(sale) => sale.purchaseId}
            isLoading={sales.isPending}
            caption="Sales"
            emptyText={
              Object.keys(filter).length > 0
                ? 'No sales match these filters.'
                : 'No sales yet. Publish a theme: each sale shows here the moment a buyer pays.'
            }
            wrapperProps={{ className: 'relative mt-3', tabIndex: 0, role: 'group', 'aria-label': 'Sales' }}
            className="min-w-[44rem]"
          />
        </>
      )}
    </SectionCard>
  );
}

const SALE_COLUMNS: DataTableColumn<Sale>[] = [
  {
    id: 'date',
    header: 'Date (UTC)',
    cell: (sale) => utcDay(sale.createdAt),
    cellClassName: 'tabular whitespace-nowrap',
  },
  {
    id: 'theme',
    header: 'Theme',
    cell: (sale) => (
      <>
        <span className="font-medium">{sale.themeName}</span>
        <span className="block text-xs text-muted-foreground">{sale.buyer}</span>
      </>
    ),
  },
  {
    id: 'line',
    header: 'Gross → platform 20% → you 80%',
    cell: (sale) => (
      <span className={sale.refundedAt ? 'line-through decoration-muted-foreground' : undefined}>{sale.line}</span>
    ),
    cellClassName: 'tabular',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (sale) =>
      sale.refundedAt ? <Badge>Refunded {utcDay(sale.refundedAt)}</Badge> : <Badge variant="accent">Paid</Badge>,
  },
];
