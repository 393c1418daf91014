import { EMAIL_LOG_STATUSES, EMAIL_LOG_TEXT, type AdminEmailLog, type EmailLogStatus } from '@themeport/core';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { AccountDate } from '@/components/account-date';
import { ErrorState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { CreateEmailDialog } from './create-email-dialog';
import { EMAIL_LOG_PAGE_SIZE, useEmailLogs, useResendEmail } from './email-api';
import { EmailStatusBadge, STATUS_LABELS } from './email-status';
import { TemplatesDialog } from './templates-dialog';

/**
 * spec 001 §2.10 Email Logs: ID, Type, Status, Metadata and Created At of every e-mail, newest
 * first; Create Email (from a template or not) and Resend of a failed one; the templates manager.
 */
export function EmailTab({ say }: { say: (text: string) => void }) {
  const [status, setStatus] = useState<EmailLogStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'create' | 'templates' | null>(null);
  const logs = useEmailLogs({ status, page });
  const resend = useResendEmail();
  const pages = Math.max(1, Math.ceil((logs.data?.total ?? 0) / EMAIL_LOG_PAGE_SIZE));

  const onResend = (log: AdminEmailLog) =>
    resend.mutate(log.id, {
      onSuccess: (result) =>
        say(
          result.status === 'sent' ? EMAIL_LOG_TEXT.resent : `Error: ${EMAIL_LOG_TEXT.sendFailed(result.error ?? '')}`,
        ),
      onError: (error) => say(`Error: ${parseApiError(error).message}`),
    });

  const columns: DataTableColumn<AdminEmailLog>[] = [
    {
      id: 'id',
      header: 'ID',
      cell: (log) => (
        <code title={log.id} className="font-mono text-xs text-muted-foreground">
          {log.id.slice(0, 8)}
        </code>
      ),
    },
    { id: 'type', header: 'Type', cell: (log) => log.type },
    { id: 'status', header: 'Status', cell: (log) => <EmailStatusBadge status={log.status} /> },
    {
      id: 'metadata',
      header: 'Metadata',
      cell: (log) => (
        <div className="max-w-md min-w-0">
          <p className="truncate">
            <span className="text-muted-foreground">To:</span> {log.metadata.to}
          </p>
          <p className="truncate">
            <span className="text-muted-foreground">Subject:</span> {log.metadata.subject}
          </p>
          {log.error ? <p className="line-clamp-2 text-xs text-danger">{log.error}</p> : null}
        </div>
      ),
    },
    { id: 'created', header: 'Created At', cell: (log) => <AccountDate value={log.createdAt} time /> },
    {
      id: 'actions',
      header: 'Actions',
      headerClassName: 'sr-only',
      align: 'right',
      cell: (log) =>
        log.status === 'failed' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={resend.isPending}
            onClick={() => onResend(log)}
            aria-label={`Resend the email to ${log.metadata.to}: ${log.metadata.subject}`}
          >
            {resend.isPending && resend.variables === log.id ? 'Resending…' : 'Resend'}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-label="Email Logs" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Status</span>
          <Select
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || undefined) as EmailLogStatus | undefined);
              setPage(1);
            }}
            className="w-40"
          >
            <option value="">All statuses</option>
            {EMAIL_LOG_STATUSES.map((option) => (
              <option key={option} value={option}>
                {STATUS_LABELS[option]}
              </option>
            ))}
          </Select>
        </label>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => setDialog('templates')}>
            <FileText aria-hidden="true" />
            Templates
          </Button>
          <Button type="button" onClick={() => setDialog('create')}>
            <Plus aria-hidden="true" />
            Create Email
          </Button>
        </div>
      </div>
      {logs.isError ? (
        <ErrorState layout="banner" message={parseApiError(logs.error).message} retry={logs} />
      ) : logs.isPending ? (
        <Skeleton className="h-64 rounded-xl" aria-label="Loading email logs" />
      ) : (
        <DataTable
          columns={columns}
          data={logs.data.items}
          getRowId={(log) => log.id}
          caption="Email logs"
          emptyText="No emails yet."
          wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
          className="min-w-[760px]"
        />
      )}
      {pages > 1 ? (
        <nav aria-label="Email log pages" className="flex items-center justify-end gap-3 text-sm">
          <Button type="button" size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button type="button" size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      {dialog === 'create' ? <CreateEmailDialog onClose={() => setDialog(null)} say={say} /> : null}
      {dialog === 'templates' ? <TemplatesDialog onClose={() => setDialog(null)} say={say} /> : null}
    </section>
  );
}
