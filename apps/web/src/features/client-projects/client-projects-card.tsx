import { TIME_TEXT, formatHours, formatMoney, type ClientProject, type TimeEntry } from '@themeport/core';
import { Briefcase, Check } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { ProgressBar, ProjectStatusBadge, TimeEntryStatusBadge, formatDay } from '@/components/time-entry-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LockedButton } from '@/components/ui/locked';
import { parseApiError } from '@/lib/api';
import { useAccountAccess } from '@/lib/use-permission';
import { useApproveTimeEntry, useClientProjects } from './api';

function ApproveButton({
  accountId,
  entry,
  lockedReason,
}: {
  accountId: string;
  entry: TimeEntry;
  lockedReason: string | null;
}) {
  const approve = useApproveTimeEntry(accountId);
  const label = `Approve ${formatHours(Math.round(entry.hours * 100))} h on ${formatDay(entry.date)}`;
  if (lockedReason)
    return (
      <LockedButton variant="outline" size="sm" reason={lockedReason}>
        Approve
      </LockedButton>
    );
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      disabled={approve.isPending}
      onClick={() =>
        approve.mutate(entry.id, {
          onSuccess: () => toast.success(TIME_TEXT.entryApproved),
          onError: (error) => toast.error(parseApiError(error).message),
        })
      }
    >
      <Check aria-hidden="true" />
      {approve.isPending ? 'Approving...' : 'Approve'}
    </Button>
  );
}

function entryColumns(accountId: string, lockedReason: string | null): DataTableColumn<TimeEntry>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      cell: (entry) => <span className="whitespace-nowrap">{formatDay(entry.date)}</span>,
      sortValue: (entry) => entry.date,
    },
    {
      id: 'work',
      header: 'Work',
      cell: (entry) => entry.description || <span className="text-muted-foreground">—</span>,
    },
    {
      id: 'hours',
      header: 'Hours',
      align: 'right',
      cell: (entry) => <span className="tabular-nums">{formatHours(Math.round(entry.hours * 100))}</span>,
    },
    {
      id: 'rate',
      header: 'Rate',
      align: 'right',
      cell: (entry) => <span className="tabular-nums">{formatMoney(entry.rateCents)}/h</span>,
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (entry) => <span className="font-medium tabular-nums">{formatMoney(entry.amountCents)}</span>,
    },
    { id: 'status', header: 'Status', cell: (entry) => <TimeEntryStatusBadge status={entry.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (entry) =>
        entry.status === 'pending' ? (
          <ApproveButton accountId={accountId} entry={entry} lockedReason={lockedReason} />
        ) : null,
    },
  ];
}

function ProjectBlock({
  accountId,
  project,
  lockedReason,
}: {
  accountId: string;
  project: ClientProject;
  lockedReason: string | null;
}) {
  const headingId = `client-project-${project.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="flex items-center gap-2 font-medium">
            {project.name}
            <ProjectStatusBadge status={project.status} />
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            By {project.developerName} · {project.deadline ? `Due ${formatDay(project.deadline)}` : 'No deadline'} ·
            Budget {formatMoney(project.budgetCents)}
          </p>
        </div>
        <dl className="flex gap-5 text-right text-xs">
          <div>
            <dt className="text-muted-foreground">To approve</dt>
            <dd className="text-sm font-semibold tabular-nums">{formatMoney(project.totals.byStatus.pending)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Approved</dt>
            <dd className="text-sm font-semibold tabular-nums">{formatMoney(project.totals.byStatus.approved)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Paid</dt>
            <dd className="text-sm font-semibold tabular-nums">{formatMoney(project.totals.byStatus.paid)}</dd>
          </div>
        </dl>
      </div>
      <ProgressBar value={project.progress} label={`${project.name} progress`} className="mt-3" />
      <div className="-mx-4 mt-3 overflow-x-auto">
        <DataTable
          caption={`Time entries of ${project.name}`}
          columns={entryColumns(accountId, lockedReason)}
          data={project.entries}
          getRowId={(entry) => entry.id}
          emptyText="No time logged yet."
          className="min-w-[640px]"
        />
      </div>
    </section>
  );
}

/**
 * The client portal's view of the projects developers run for the account (issue 22): their time
 * entries, and Approve for owners and admins (others see why not). Absent while no developer has
 * named the account on a project.
 */
export function ClientProjectsCard({ accountId }: { accountId: string }) {
  const query = useClientProjects(accountId);
  const lockedReason = useAccountAccess(accountId).reason('projects', 'write');
  if (query.isSuccess && query.data.projects.length === 0) return null;
  return (
    <Card className="mt-4 min-w-0 p-6" role="region" aria-labelledby="client-projects-heading">
      <h2 id="client-projects-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Briefcase aria-hidden="true" className="size-4 text-muted-foreground" />
        Developer projects
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Time your developers log stays pending until an owner or admin approves it.
      </p>
      <div className="mt-4 flex flex-col gap-4">
        {query.isPending ? (
          <LoadingState rows={2} rowClassName="h-20" />
        ) : query.isError ? (
          <ErrorState
            message={`Could not load developer projects: ${parseApiError(query.error).message}`}
            retry={query}
          />
        ) : (
          query.data.projects.map((project) => (
            <ProjectBlock key={project.id} accountId={accountId} project={project} lockedReason={lockedReason} />
          ))
        )}
      </div>
    </Card>
  );
}
