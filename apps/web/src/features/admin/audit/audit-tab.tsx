import {
  AUDIT_ACTION_TYPES,
  AUDIT_RESOURCE_TYPES,
  AUDIT_STATUSES,
  AUDIT_PAGE_SIZE,
  AUDIT_TEXT,
  presetRange,
  utcDay,
  type AuditLogEntry,
  type AuditSort,
} from '@themeport/core';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { DateRangePicker } from '../shared/date-range-picker';
import { ExportButton } from '../shared/export-button';
import { MetricCard } from '../shared/metric-card';
import { auditTimestamp, fetchAuditExport, useAuditLogs, type AuditFilters } from './audit-api';
import { AUDIT_EXPORT_NAME, auditExportData } from './audit-export';

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
    sortValue: (entry) => entry.timestamp,
    cell: (entry) => (
      // The whole row opens the entry (a tab stop of its own); the link stays for screen readers' link lists.
      <Link to={`/admin/audit-logs/${entry.id}`} tabIndex={-1} className="font-medium tabular-nums hover:underline">
        {auditTimestamp(entry.timestamp)}
      </Link>
    ),
  },
  {
    id: 'admin_email',
    header: 'By',
    sortValue: (entry) => entry.adminEmail,
    cell: (entry) => (
      <div className="min-w-0">
        <p className="truncate">{entry.adminFullName ?? entry.adminEmail}</p>
        <p className="truncate text-xs text-muted-foreground">{entry.adminRole}</p>
      </div>
    ),
  },
  {
    id: 'action_type',
    header: 'Action',
    sortValue: (entry) => entry.actionType,
    cell: (entry) => <Badge>{label(entry.actionType)}</Badge>,
  },
  {
    id: 'resource_type',
    header: 'Resource',
    sortValue: (entry) => entry.resourceType,
    cell: (entry) => (
      <div className="min-w-0">
        <p className="truncate">{entry.resourceName ?? entry.resourceId ?? '—'}</p>
        <p className="text-xs text-muted-foreground">{label(entry.resourceType)}</p>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (entry) => entry.status,
    cell: (entry) => <AuditStatusBadge status={entry.status} />,
  },
];

/**
 * spec 001 §2.11: the date range (last 7 days first), filters, search, four summary cards, the
 * table sorted on the server (newest first), pages of 50 and the export of what matches (§9).
 */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(() => ({
    page: 1,
    ...presetRange('last7', utcDay(new Date())),
  }));
  const logs = useAuditLogs(filters);
  const navigate = useNavigate();
  const id = useId();
  const set = (key: keyof AuditFilters, value: string) =>
    setFilters((current) => ({ ...current, [key]: value === '' ? undefined : value, page: 1 }));
  const total = logs.data?.total;
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const summary = logs.data?.summary;
  const error = logs.isError ? parseApiError(logs.error) : null;
  const sort = { id: filters.sort ?? 'timestamp', desc: (filters.order ?? 'desc') === 'desc' };

  return (
    <section aria-label="Audit Logs" className="flex flex-col gap-5">
      <div className="flex justify-end">
        <ExportButton
          name={AUDIT_EXPORT_NAME}
          load={async () => auditExportData((await fetchAuditExport(filters)).items)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <DateRangePicker
          value={{ from: filters.from ?? '', to: filters.to ?? '' }}
          onChange={(range) => setFilters((current) => ({ ...current, ...range, page: 1 }))}
        />
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
        <MetricCard label="Total actions" value={summary?.total} />
        {/* spec 001 §2.11: the success rate is a rounded percent. */}
        <MetricCard label="Success rate" value={summary?.successRate} display={(rate) => `${rate}%`} />
        <MetricCard label="Failed actions" value={summary?.failed} />
        <MetricCard label="Active admins" value={summary?.activeAdmins} />
      </dl>

      {error ? (
        <ErrorState layout="banner" message={error.message || AUDIT_TEXT.fetchFailed} retry={logs} />
      ) : (
        <DataTable
          columns={columns}
          data={logs.data?.items ?? []}
          getRowId={(entry) => entry.id}
          // spec 001 §2.11: clicking a row opens /admin/audit-logs/{id}.
          onRowActivate={(entry) => void navigate(`/admin/audit-logs/${entry.id}`)}
          caption="Audit log entries"
          emptyText="No actions match these filters."
          isLoading={!logs.data}
          sort={sort}
          onSortChange={(next) =>
            setFilters((current) => ({
              ...current,
              sort: (next?.id ?? 'timestamp') as AuditSort,
              order: next && !next.desc ? 'asc' : 'desc',
              page: 1,
            }))
          }
          wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
          className="min-w-[720px]"
        />
      )}
      <nav aria-label="Audit log pages" className="flex items-center justify-end gap-3 text-sm">
        <span className="text-muted-foreground">
          {total === undefined ? null : `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'} · `}
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
