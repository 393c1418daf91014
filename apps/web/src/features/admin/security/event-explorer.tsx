import { SECURITY_PAGE_SIZE, type SecurityEventItem } from '@themeport/core';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { StatusText } from '@/components/status-text';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { parseApiError } from '@/lib/api';
import { formatLogTime, isoDate } from '@/lib/date-format';
import { useStatusLine } from '@/lib/use-status-line';
import { saveFile } from '../shared/export-file';
import { EventFilterFields } from './event-filters';
import { Pager } from './pager';
import { fetchEventsCsv, useSecurityEvents, type EventFilters } from './security-api';
import { typeLabel } from './security-format';
import { SeverityBadge } from './severity-badge';
import { pageParam, useUrlParams } from './use-url-params';
import { LoadError } from './load-error';

const KEYS = ['window', 'type', 'severity', 'ip', 'user', 'search', 'from', 'to'] as const;

const columns: DataTableColumn<SecurityEventItem>[] = [
  {
    id: 'time',
    header: 'Time',
    cell: (event) => (
      <time dateTime={isoDate(event.createdAt)} className="tabular-nums whitespace-nowrap">
        {formatLogTime(event.createdAt)}
      </time>
    ),
  },
  { id: 'severity', header: 'Severity', cell: (event) => <SeverityBadge severity={event.severity} /> },
  { id: 'type', header: 'Type', cell: (event) => typeLabel(event.type) },
  { id: 'ip', header: 'Address', cell: (event) => <span className="tabular-nums">{event.ip ?? '—'}</span> },
  { id: 'user', header: 'User', cell: (event) => event.userEmail ?? event.subject ?? '—' },
  {
    id: 'details',
    header: 'Details',
    cell: (event) => (
      <div className="max-w-md min-w-48">
        <p className="break-words">{event.details || '—'}</p>
        {event.endpoint ? <p className="truncate text-xs text-muted-foreground">{event.endpoint}</p> : null}
      </div>
    ),
  },
];

/** The event explorer: filters in the URL, pages of 25, and the CSV of every match (up to 10,000). */
export function EventExplorer() {
  const [params, setParams] = useUrlParams();
  const filters: EventFilters = Object.fromEntries(
    KEYS.map((key) => [key, params.get(`ev_${key}`) ?? undefined]),
  ) as EventFilters;
  const page = pageParam(params.get('ev_page'));
  const events = useSecurityEvents(filters, page);
  const [exporting, setExporting] = useState(false);
  const status = useStatusLine();

  const exportCsv = async () => {
    setExporting(true);
    status.clear();
    try {
      const { blob, fileName } = await fetchEventsCsv(filters);
      saveFile({ blob, fileName, format: 'csv' });
      status.success(`Exported to ${fileName}.`);
    } catch (error) {
      status.error(parseApiError(error).message || 'Export failed');
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard
      id="security-events"
      title="Events"
      description="High and critical events are kept; the last hour holds every event the detectors count."
      aside={
        <div className="flex flex-col items-end gap-1">
          <Button variant="outline" size="sm" disabled={exporting} onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
          <StatusText status={status.status} className="text-right" />
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <EventFilterFields
          filters={filters}
          onChange={(key, value) => setParams({ [`ev_${key}`]: value, ev_page: undefined })}
        />
        {events.isError ? (
          <LoadError error={events.error} retry={events} />
        ) : (
          <DataTable
            columns={columns}
            data={events.data?.items ?? []}
            getRowId={(event) => event.id}
            caption="Security events"
            emptyText={
              filters.window === 'recent'
                ? 'No events match in the last hour. Sign-ins, refusals and detections appear here as they happen.'
                : 'No high or critical events match. Detections, injection attempts and admin changes appear here.'
            }
            isLoading={!events.data}
            wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
            className="min-w-[760px]"
          />
        )}
        <Pager
          label="Event pages"
          page={page}
          pageSize={SECURITY_PAGE_SIZE}
          total={events.data?.total}
          noun={['event', 'events']}
          onPage={(next) => setParams({ ev_page: next === 1 ? undefined : String(next) })}
        />
      </div>
    </SectionCard>
  );
}
