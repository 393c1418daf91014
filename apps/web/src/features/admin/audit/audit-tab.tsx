import {
  AUDIT_ACTION_TYPES,
  AUDIT_RESOURCE_TYPES,
  AUDIT_STATUSES,
  AUDIT_TEXT,
  type AuditLogEntry,
} from '@themeport/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { auditTimestamp, useAuditLogs, type AuditFilters } from './audit-api';

const label = (value: string) => value.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

export function AuditStatusBadge({ status }: { status: AuditLogEntry['status'] }) {
  return (
    <Badge
      variant={status === 'success' ? 'accent' : 'neutral'}
      className={status === 'failed' ? 'text-danger' : undefined}
    >
      {label(status)}
    </Badge>
  );
}

const columns: DataTableColumn<AuditLogEntry>[] = [
  {
    id: 'timestamp',
    header: 'Time (UTC)',
    cell: (entry) => (
      <Link to={`/admin/audit-logs/${entry.id}`} className="font-medium tabular-nums hover:underline">
        {auditTimestamp(entry.timestamp)}
      </Link>
    ),
  },
  {
    id: 'admin',
    header: 'By',
    cell: (entry) => (
      <div className="min-w-0">
        <p className="truncate">{entry.adminFullName ?? entry.adminEmail}</p>
        <p className="truncate text-xs text-muted-foreground">{entry.adminRole}</p>
      </div>
    ),
  },
  { id: 'action', header: 'Action', cell: (entry) => <Badge>{label(entry.actionType)}</Badge> },
  {
    id: 'resource',
    header: 'Resource',
    cell: (entry) => (
      <div className="min-w-0">
        <p className="truncate">{entry.resourceName ?? entry.resourceId ?? '—'}</p>
        <p className="text-xs text-muted-foreground">{label(entry.resourceType)}</p>
      </div>
    ),
  },
  { id: 'status', header: 'Status', cell: (entry) => <AuditStatusBadge status={entry.status} /> },
];

/** spec 001 §2.11: the date range, filters, search, four summary cards, the table and pages. */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const logs = useAuditLogs(filters);
  const id = useId();
  const set = (key: keyof AuditFilters, value: string) =>
    setFilters((current) => ({ ...current, [key]: value === '' ? undefined : value, page: 1 }));
  const pages = logs.data ? Math.max(1, Math.ceil(logs.data.total / 50)) : 1;
  const summary = logs.data?.summary;
  const error = logs.isError ? parseApiError(logs.error) : null;

  return (
    <section aria-label="Audit Logs" className="flex flex-col gap-5">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Field id={`${id}-from`} label="From" error={error?.fields?.from}>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set('from', e.target.value)}
          />
        </Field>
        <Field id={`${id}-to`} label="To" error={error?.fields?.to}>
          <Input id={`${id}-to`} type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
        </Field>
        {(
          [
            ['actionType', 'Action', AUDIT_ACTION_TYPES],
            ['resourceType', 'Resource', AUDIT_RESOURCE_TYPES],
            ['status', 'Status', AUDIT_STATUSES],
          ] as const
        ).map(([key, name, options]) => (
          <Field key={key} id={`${id}-${key}`} label={name}>
            <Select id={`${id}-${key}`} value={filters[key] ?? ''} onChange={(e) => set(key, e.target.value)}>
              <option value="">All</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {label(option)}
                </option>
              ))}
            </Select>
          </Field>
        ))}
        <Field id={`${id}-search`} label="Search resource">
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Name or id"
            value={filters.search ?? ''}
            onChange={(e) => set('search', e.target.value)}
          />
        </Field>
      </div>

      <dl className="grid gap-3 sm:grid-cols-4">
        {(
          [
            ['Total actions', summary?.total.toLocaleString('en-US')],
            ['Success rate', summary ? `${summary.successRate}%` : undefined],
            ['Failed actions', summary?.failed.toLocaleString('en-US')],
            ['Active admins', summary?.activeAdmins.toLocaleString('en-US')],
          ] as const
        ).map(([name, value]) => (
          <Card key={name} className="p-4">
            <dt className="text-sm text-muted-foreground">{name}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{value ?? <Skeleton className="h-8 w-12" />}</dd>
          </Card>
        ))}
      </dl>

      {error ? (
        <ErrorState layout="banner" message={error.message || AUDIT_TEXT.fetchFailed} retry={logs} />
      ) : !logs.data ? (
        <Skeleton className="h-64 rounded-xl" aria-label="Loading audit logs" />
      ) : (
        <DataTable
          columns={columns}
          data={logs.data.items}
          getRowId={(entry) => entry.id}
          caption="Audit log entries"
          emptyText="No actions match these filters."
          wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
          className="min-w-[720px]"
        />
      )}
      <nav aria-label="Audit log pages" className="flex items-center justify-end gap-3 text-sm">
        <span className="text-muted-foreground">
          Page {filters.page} of {pages}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={filters.page <= 1}
          onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
        >
          Previous
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={filters.page >= pages}
          onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
        >
          Next
        </Button>
      </nav>
    </section>
  );
}
