import { type SecurityTopAccount, type SecurityTopIp } from '@themeport/core';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatLogTime } from '@/lib/date-format';
import type { useSecurityTop } from './security-api';
import { LoadError } from './load-error';
import { SEVERITY_CLASS } from './security-format';

const n = (value: number) => <span className="tabular-nums">{value.toLocaleString('en-US')}</span>;

const ipColumns: DataTableColumn<SecurityTopIp>[] = [
  {
    id: 'ip',
    header: 'Address',
    cell: (row) => (
      <span className="flex items-center gap-2 tabular-nums">
        {row.ip}
        {row.isBlocked ? <Badge className={SEVERITY_CLASS.high}>Blocked</Badge> : null}
      </span>
    ),
  },
  { id: 'events', header: 'Events', align: 'right', cell: (row) => n(row.events) },
  { id: 'failures', header: 'Failed sign-ins', align: 'right', cell: (row) => n(row.failures) },
  { id: 'last', header: 'Last seen', cell: (row) => formatLogTime(row.lastSeenAt) },
];

const accountColumns: DataTableColumn<SecurityTopAccount>[] = [
  {
    id: 'account',
    header: 'Account',
    cell: (row) => (
      <span className="break-all">
        {row.email ?? row.key}
        {row.userId ? null : <span className="ml-1 text-xs text-muted-foreground">(no such user)</span>}
      </span>
    ),
  },
  { id: 'events', header: 'Events', align: 'right', cell: (row) => n(row.events) },
  { id: 'failures', header: 'Failed sign-ins', align: 'right', cell: (row) => n(row.failures) },
  { id: 'ips', header: 'Addresses', align: 'right', cell: (row) => n(row.ips) },
];

/** The addresses and accounts with the most events in the chosen range. */
export function TopTables({ query }: { query: ReturnType<typeof useSecurityTop> }) {
  const error = query.isError ? <LoadError error={query.error} retry={query} /> : null;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <SectionCard id="security-top-ips" title="Top addresses">
        {error ?? (
          <DataTable
            columns={ipColumns}
            data={query.data?.ips ?? []}
            getRowId={(row) => row.ip}
            caption="Addresses with the most events"
            emptyText="No events from any address in this period. Addresses that fail to sign in or are refused appear here."
            isLoading={!query.data}
            wrapperProps={{ className: 'overflow-x-auto' }}
          />
        )}
      </SectionCard>
      <SectionCard id="security-top-accounts" title="Targeted accounts">
        {error ?? (
          <DataTable
            columns={accountColumns}
            data={query.data?.accounts ?? []}
            getRowId={(row) => row.key}
            caption="Accounts with the most events"
            emptyText="No account was targeted in this period. Accounts with failed sign-ins or refusals appear here."
            isLoading={!query.data}
            wrapperProps={{ className: 'overflow-x-auto' }}
          />
        )}
      </SectionCard>
    </div>
  );
}
