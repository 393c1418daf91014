import {
  TIME_PERIODS,
  TIME_PERIOD_LABELS,
  TIME_TEXT,
  formatHours,
  formatMoney,
  periodLabel,
  periodRange,
  shiftPeriod,
  utcDay,
  type TimeEntriesResponse,
  type TimeEntry,
  type TimePeriod,
} from '@themeport/core';
import { ChevronLeft, ChevronRight, Clock, Download } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { ErrorState, EmptyState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { TimeEntryStatusBadge, formatDay } from '@/components/time-entry-parts';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TabTrigger } from '@/components/ui/tabs';
import { parseApiError } from '@/lib/api';
import { exportUrl, useTimeEntries } from './api';
import { usePeriod } from './use-period';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Totals({ data }: { data: TimeEntriesResponse }) {
  const { totals } = data;
  return (
    <dl
      aria-label="Totals"
      className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-muted/40 p-4 sm:grid-cols-5"
    >
      <Total label="Hours" value={formatHours(totals.hundredths)} />
      <Total label="Amount" value={formatMoney(totals.amountCents)} />
      <Total label="Pending" value={formatMoney(totals.byStatus.pending)} />
      <Total label="Approved" value={formatMoney(totals.byStatus.approved)} />
      <Total label="Paid" value={formatMoney(totals.byStatus.paid)} />
    </dl>
  );
}

function columns(actions?: (entry: TimeEntry) => ReactNode): DataTableColumn<TimeEntry>[] {
  const list: DataTableColumn<TimeEntry>[] = [
    {
      id: 'date',
      header: 'Date',
      cell: (entry) => <span className="whitespace-nowrap">{formatDay(entry.date)}</span>,
      sortValue: (entry) => entry.date,
    },
    { id: 'client', header: 'Client', cell: (entry) => entry.client.name, sortValue: (entry) => entry.client.name },
    {
      id: 'project',
      header: 'Project',
      cell: (entry) => (
        <span className="flex flex-col">
          <span className="font-medium">{entry.projectName}</span>
          {entry.description ? <span className="text-xs text-muted-foreground">{entry.description}</span> : null}
        </span>
      ),
      sortValue: (entry) => entry.projectName,
    },
    {
      id: 'hours',
      header: 'Hours',
      align: 'right',
      cell: (entry) => <span className="tabular-nums">{formatHours(Math.round(entry.hours * 100))}</span>,
      sortValue: (entry) => entry.hours,
    },
    {
      id: 'rate',
      header: 'Rate',
      align: 'right',
      cell: (entry) => <span className="tabular-nums">{formatMoney(entry.rateCents)}/h</span>,
      sortValue: (entry) => entry.rateCents,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (entry) => <span className="font-medium tabular-nums">{formatMoney(entry.amountCents)}</span>,
      sortValue: (entry) => entry.amountCents,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) => <TimeEntryStatusBadge status={entry.status} />,
      sortValue: (entry) => entry.status,
    },
  ];
  if (actions) list.push({ id: 'actions', header: 'Actions', align: 'right', cell: actions });
  return list;
}

/**
 * spec 000 §2 Developer dashboard: Time Entries with the filter week, month or year (kept in the
 * URL), the period's totals and a CSV export. `actions` adds a column of per-entry controls.
 */
export function TimeEntriesCard({
  actions,
  headerAction,
}: {
  actions?: (entry: TimeEntry) => ReactNode;
  headerAction?: ReactNode;
}) {
  const { period, date, update } = usePeriod();
  const query = useTimeEntries(period, date);
  const today = utcDay(new Date());
  const anchor = date ?? today;
  const range = periodRange(period, anchor);
  const isCurrent = range.from <= today && today <= range.to;

  return (
    <SectionCard
      id="time-entries"
      title={TIME_TEXT.timeEntries}
      aside={
        <div className="flex flex-wrap items-center gap-2">
          {headerAction}
          <Button asChild variant="outline" size="sm">
            <a href={exportUrl(period, date)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        </div>
      }
    >
      <Tabs.Root value={period} onValueChange={(value) => update({ period: value as TimePeriod, date: undefined })}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border">
          <Tabs.List aria-label="Period" className="flex">
            {TIME_PERIODS.map((value) => (
              <TabTrigger key={value} value={value}>
                {TIME_PERIOD_LABELS[value]}
              </TabTrigger>
            ))}
          </Tabs.List>
          <div className="flex items-center gap-1 pb-1.5">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Previous ${period}`}
              onClick={() => update({ date: shiftPeriod(period, anchor, -1) })}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <span className="min-w-36 text-center text-sm font-medium tabular-nums" aria-live="polite">
              {periodLabel(period, anchor)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Next ${period}`}
              onClick={() => update({ date: shiftPeriod(period, anchor, 1) })}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            {!isCurrent ? (
              <Button variant="link" size="sm" onClick={() => update({ date: undefined })}>
                This {period}
              </Button>
            ) : null}
          </div>
        </div>
        <Tabs.Content value={period} className="mt-4 flex flex-col gap-4 outline-none">
          {query.isError ? (
            <ErrorState
              layout="banner"
              message={`${TIME_TEXT.entriesLoadFailed} ${parseApiError(query.error).message}`}
              retry={query}
            />
          ) : (
            <>
              {query.data ? <Totals data={query.data} /> : null}
              {query.data && query.data.entries.length === 0 ? (
                <EmptyState
                  icon={<Clock className="size-6 text-muted-foreground" aria-hidden="true" />}
                  title={TIME_TEXT.noEntries}
                  body={TIME_TEXT.noEntriesBody}
                />
              ) : (
                <div className="-mx-5 overflow-x-auto sm:-mx-6">
                  <DataTable
                    caption={`${TIME_TEXT.timeEntries}, ${periodLabel(period, anchor)}`}
                    columns={columns(actions)}
                    data={query.data?.entries ?? []}
                    getRowId={(entry) => entry.id}
                    isLoading={query.isPending}
                    density="comfortable"
                    className="min-w-[720px]"
                  />
                </div>
              )}
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </SectionCard>
  );
}
