import { APP_LOG_LEVELS, type AppLogEntry, type AppLogLevel } from '@themeport/core';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { formatLogTime } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import { ErrorState } from '@/components/query-state';
import { StatusText } from '@/components/status-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useAppLogs, useClearLogs, type LogFilters } from './api';
import { downloadFile, stampedFileName } from './download';
import { useStatusLine } from '@/lib/use-status-line';

const LEVEL_LABELS: Record<AppLogLevel, string> = { info: 'Info', warn: 'Warning', error: 'Error' };
const LEVEL_CLASSES: Record<AppLogLevel, string> = {
  info: '',
  warn: 'bg-[#fefce8] text-[#854d0e] ring-[#fde68a]',
  error: 'bg-danger-soft text-[#991b1b] ring-[#fecaca]',
};

const LOG_COLUMNS: DataTableColumn<AppLogEntry>[] = [
  {
    id: 'time',
    header: 'Time',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatLogTime(entry.createdAt)}</time>,
    cellClassName: 'tabular whitespace-nowrap text-muted-foreground',
  },
  {
    id: 'level',
    header: 'Level',
    cell: (entry) => (
      <Badge variant="neutral" className={cn(LEVEL_CLASSES[entry.level])}>
        {LEVEL_LABELS[entry.level]}
      </Badge>
    ),
  },
  { id: 'category', header: 'Category', cell: (entry) => entry.category, cellClassName: 'capitalize' },
  {
    id: 'slot',
    header: 'Slot',
    cell: (entry) => (entry.slotNumber !== null ? `Slot ${entry.slotNumber}` : '—'),
    cellClassName: 'tabular whitespace-nowrap',
  },
  { id: 'message', header: 'Message', cell: (entry) => entry.message, cellClassName: 'break-words' },
  {
    id: 'user',
    header: 'User',
    cell: (entry) => entry.userEmail ?? '—',
    cellClassName: 'break-all text-muted-foreground',
  },
];

/** The filter waits for a pause in typing before it asks the server. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The Logs tab: filter, level, auto-refresh every second, Download Logs and (owner or admin) Clear All. */
export function LogsPanel({ accountId, canClear }: { accountId: string; canClear: boolean }) {
  const [text, setText] = useState('');
  const [level, setLevel] = useState<LogFilters['level']>('');
  const [autoRefresh, setAutoRefresh] = useState(false);
  const q = useDebounced(text, 250);
  const logs = useAppLogs(accountId, { level, q }, autoRefresh);
  const clear = useClearLogs(accountId);
  const status = useStatusLine();
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const entries = logs.data?.entries ?? [];
  const isFiltered = q.trim() !== '' || level !== '';

  function onDownload() {
    downloadFile(
      stampedFileName('themeport-logs', 'json'),
      `${JSON.stringify(entries, null, 2)}\n`,
      'application/json',
    );
    status.success(`Downloaded ${entries.length} log ${entries.length === 1 ? 'entry' : 'entries'}.`);
  }

  function onClear() {
    setClearError(null);
    clear.mutate(undefined, {
      onSuccess: ({ deleted }) => {
        setIsConfirmingClear(false);
        status.success(`Cleared ${deleted} log ${deleted === 1 ? 'entry' : 'entries'}.`);
      },
      onError: (failure) => setClearError(parseApiError(failure).message),
    });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="logs-filter">Filter</Label>
          <Input
            id="logs-filter"
            type="search"
            value={text}
            placeholder="Search messages"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-40">
          <Label htmlFor="logs-level">Level</Label>
          <Select
            id="logs-level"
            value={level}
            onChange={(event) => setLevel(event.target.value as LogFilters['level'])}
          >
            <option value="">All levels</option>
            {APP_LOG_LEVELS.map((value) => (
              <option key={value} value={value}>
                {LEVEL_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm select-none">
          <input
            type="checkbox"
            checked={autoRefresh}
            onChange={(event) => setAutoRefresh(event.target.checked)}
            className="size-4 accent-primary-strong"
          />
          Auto-refresh
        </label>
      </div>

      <LogList logs={logs} entries={entries} isFiltered={isFiltered} />

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onDownload} disabled={entries.length === 0}>
          <Download aria-hidden="true" />
          Download Logs
        </Button>
        {canClear ? (
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft"
            onClick={() => {
              setClearError(null);
              setIsConfirmingClear(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            Clear All
          </Button>
        ) : null}
        <StatusText status={status.status} className="sm:ml-auto" />
      </div>

      <ConfirmDialog
        open={isConfirmingClear}
        title="Clear all log entries?"
        description="Every entry in this account's application log is deleted. This can't be undone."
        confirmLabel="Clear All"
        busyLabel="Clearing..."
        isBusy={clear.isPending}
        error={clearError}
        isDestructive
        onCancel={() => setIsConfirmingClear(false)}
        onConfirm={onClear}
      />
    </div>
  );
}

function LogList({
  logs,
  entries,
  isFiltered,
}: {
  logs: ReturnType<typeof useAppLogs>;
  entries: AppLogEntry[];
  isFiltered: boolean;
}) {
  if (logs.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-9" />
        ))}
      </div>
    );
  }
  if (logs.isError && !logs.data) {
    return <ErrorState message={`Error loading the log: ${parseApiError(logs.error).message}`} retry={logs} />;
  }
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-input px-4 py-8 text-center text-sm text-muted-foreground">
        {isFiltered ? 'No log entries match this filter.' : 'No log entries yet.'}
      </p>
    );
  }
  return (
    <DataTable
      columns={LOG_COLUMNS}
      data={entries}
      getRowId={(entry) => entry.id}
      stickyHeader
      // A keyboard user can scroll the list: it is focusable and named.
      wrapperProps={{
        tabIndex: 0,
        role: 'region',
        'aria-label': 'Log entries',
        className:
          'min-h-0 flex-1 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring',
        style: { maxHeight: 'min(50dvh, 28rem)' },
      }}
      className="min-w-[720px]"
      rowClassName="align-top"
    />
  );
}
