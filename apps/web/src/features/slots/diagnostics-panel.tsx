import { ACCOUNT_RESOURCE_LABELS, ACCOUNT_ROLE_LABELS, type AccessCheck } from '@themeport/core';
import { CircleCheck, CircleX, Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { fetchDiagnostics, useAccessCheck } from './api';
import { downloadFile, stampedFileName } from './download';
import { StatusText } from '@/components/status-text';
import { useStatusLine } from '@/lib/use-status-line';

/**
 * The Diagnostics tab: 'Download Diagnostic' saves the account's report as JSON; 'Access check'
 * (what the spec calls Debug RLS) shows which resources the user's role allows and whether each
 * server check passed.
 */
export function DiagnosticsPanel({ accountId }: { accountId: string }) {
  const [isCheckRequested, setIsCheckRequested] = useState(false);
  const access = useAccessCheck(accountId, isCheckRequested);
  const [isDownloading, setIsDownloading] = useState(false);
  const status = useStatusLine();

  async function onDownloadDiagnostic() {
    setIsDownloading(true);
    status.clear();
    try {
      const report = await fetchDiagnostics(accountId);
      downloadFile(
        stampedFileName('themeport-diagnostic', 'json'),
        `${JSON.stringify(report, null, 2)}\n`,
        'application/json',
      );
      status.success('Diagnostic report downloaded.');
    } catch (error) {
      status.error(parseApiError(error).message);
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="diagnostic-report-heading">
        <h3 id="diagnostic-report-heading" className="text-sm font-semibold">
          Diagnostic report
        </h3>
        <p className="mt-1 text-[13px] text-muted-foreground">
          Your plan and limits, every slot with its page, component and post counts, domains, hosting and recent errors,
          as one JSON file to share with support.
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => void onDownloadDiagnostic()} disabled={isDownloading}>
            <Download aria-hidden="true" />
            {isDownloading ? 'Preparing...' : 'Download Diagnostic'}
          </Button>
          <StatusText status={status.status} />
        </div>
      </section>

      <section aria-labelledby="access-check-heading">
        <h3 id="access-check-heading" className="text-sm font-semibold">
          Access check
        </h3>
        <p className="mt-1 text-[13px] text-muted-foreground">
          What your role in this account lets you do, and whether the server agreed on each check.
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={access.isFetching}
          onClick={() => {
            if (isCheckRequested) void access.refetch();
            else setIsCheckRequested(true);
          }}
        >
          <ShieldCheck aria-hidden="true" />
          {access.isFetching ? 'Checking...' : isCheckRequested ? 'Run access check again' : 'Access check'}
        </Button>
        {isCheckRequested ? <AccessReport access={access} /> : null}
      </section>
    </div>
  );
}

const PERMISSION_LABELS: Record<AccessCheck['permission'], string> = {
  read: 'Read',
  write: 'Write',
  delete: 'Delete',
  admin: 'Admin',
};

/**
 * A check is in order when the server did what the role matrix says: let an allowed request
 * through, refuse one the role does not hold.
 */
const agrees = (check: AccessCheck) => check.allowed === check.passed;

const ACCESS_COLUMNS: DataTableColumn<AccessCheck>[] = [
  {
    id: 'resource',
    header: 'Resource',
    cell: (check) => (
      <>
        <span className="font-medium">{ACCOUNT_RESOURCE_LABELS[check.resource] ?? check.resource}</span>
        <span className="block text-muted-foreground">{check.action}</span>
      </>
    ),
  },
  { id: 'permission', header: 'Permission', cell: (check) => PERMISSION_LABELS[check.permission] ?? check.permission },
  {
    id: 'role',
    header: 'Your role',
    cell: (check) => (check.allowed ? 'Allowed' : 'Not allowed'),
    cellClassName: 'whitespace-nowrap',
  },
  {
    id: 'server',
    header: 'Server check',
    cellClassName: 'whitespace-nowrap',
    cell: (check) =>
      agrees(check) ? (
        <span className="inline-flex items-center gap-1 text-success">
          <CircleCheck aria-hidden="true" className="size-3.5" />
          {check.passed ? 'Passed' : 'Refused, as expected'}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-danger">
          <CircleX aria-hidden="true" className="size-3.5" />
          {check.passed ? 'Let through' : 'Failed'}
        </span>
      ),
  },
  { id: 'detail', header: 'Detail', cell: (check) => check.detail, cellClassName: 'text-muted-foreground' },
];

function AccessReport({ access }: { access: ReturnType<typeof useAccessCheck> }) {
  if (access.isPending) return <Skeleton className="mt-4 h-32" />;
  if (access.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-danger">
        The access check failed: {parseApiError(access.error).message}
      </p>
    );
  }
  const { checks, role, user } = access.data;
  const mismatches = checks.filter((check) => !agrees(check)).length;
  return (
    <div className="mt-4">
      <p className="text-sm" role="status">
        <span className="font-medium">{user.email}</span> · {ACCOUNT_ROLE_LABELS[role] ?? role} ·{' '}
        {mismatches === 0 ? (
          <span className="text-success">the server agreed with your role on all {checks.length} checks</span>
        ) : (
          <span className="text-danger">
            {mismatches} of {checks.length} checks did not match your role
          </span>
        )}
      </p>
      <DataTable
        columns={ACCESS_COLUMNS}
        data={checks}
        getRowId={(check) => `${check.resource}:${check.permission}`}
        caption="Access check results"
        emptyText="No checks ran."
        wrapperProps={{ className: 'mt-3 rounded-lg border border-border' }}
        className="min-w-[640px]"
        rowClassName="align-top"
      />
    </div>
  );
}
