import { TIME_TEXT, formatHours, formatMoney, type Project, type TimeEntry } from '@themeport/core';
import { FolderKanban, Pencil, Plus, Timer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState, EmptyState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { ProgressBar, ProjectStatusBadge, formatDay } from '@/components/time-entry-parts';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { parseApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteProject, useDeleteTimeEntry, useMarkPaid, useProjects } from './api';
import { ProjectDialog } from './project-dialog';
import { TimeEntriesCard } from './time-entries-card';
import { TimeEntryDialog } from './time-entry-dialog';

type Editing =
  | { kind: 'project'; project: Project | null }
  | { kind: 'entry'; entry: TimeEntry | null }
  | { kind: 'delete-project'; project: Project }
  | { kind: 'delete-entry'; entry: TimeEntry }
  | null;

function projectColumns(
  edit: (project: Project) => void,
  remove: (project: Project) => void,
): DataTableColumn<Project>[] {
  return [
    {
      id: 'name',
      header: 'Project',
      cell: (project) => (
        <span className="flex flex-col">
          <span className="font-medium">{project.name}</span>
          <span className="text-xs text-muted-foreground">{project.client.name}</span>
        </span>
      ),
      sortValue: (project) => project.name,
    },
    { id: 'status', header: 'Status', cell: (project) => <ProjectStatusBadge status={project.status} /> },
    {
      id: 'deadline',
      header: 'Deadline',
      cell: (project) => (project.deadline ? formatDay(project.deadline) : '—'),
      sortValue: (project) => project.deadline,
    },
    {
      id: 'budget',
      header: 'Budget',
      align: 'right',
      cell: (project) => <span className="tabular-nums">{formatMoney(project.budgetCents)}</span>,
      sortValue: (project) => project.budgetCents,
    },
    {
      id: 'logged',
      header: 'Logged',
      align: 'right',
      cell: (project) => (
        <span className="flex flex-col tabular-nums">
          <span>{formatMoney(project.amountCents)}</span>
          <span className="text-xs text-muted-foreground">{formatHours(Math.round(project.hours * 100))} h</span>
        </span>
      ),
      sortValue: (project) => project.amountCents,
    },
    {
      id: 'progress',
      header: 'Progress',
      cell: (project) => (
        <ProgressBar value={project.progress} label={`${project.name} progress`} className="min-w-32" />
      ),
      sortValue: (project) => project.progress,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (project) => (
        <span className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" aria-label={`Edit ${project.name}`} onClick={() => edit(project)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${project.name}`} onClick={() => remove(project)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ),
    },
  ];
}

/** /developer-portal/projects: a developer's projects and the time logged on them (issue 22, decision 032). */
export default function ProjectsSection() {
  useDocumentTitle('Projects and time');
  const projects = useProjects();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deleteProject = useDeleteProject();
  const deleteEntry = useDeleteTimeEntry();
  const markPaid = useMarkPaid();
  const close = () => {
    setEditing(null);
    setFailure(null);
  };
  const list = projects.data?.projects ?? [];
  const canLog = list.some((project) => project.status === 'active');

  const entryActions = (entry: TimeEntry) => {
    if (entry.status === 'pending')
      return (
        <span className="flex justify-end gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit the entry of ${entry.date}`}
            onClick={() => setEditing({ kind: 'entry', entry })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete the entry of ${entry.date}`}
            onClick={() => setEditing({ kind: 'delete-entry', entry })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      );
    if (entry.status === 'approved')
      return (
        <Button
          variant="outline"
          size="sm"
          disabled={markPaid.isPending && markPaid.variables === entry.id}
          onClick={() =>
            markPaid.mutate(entry.id, {
              onSuccess: () => toast.success(TIME_TEXT.entryPaid),
              onError: (error) => toast.error(parseApiError(error).message),
            })
          }
        >
          {markPaid.isPending && markPaid.variables === entry.id ? 'Marking...' : 'Mark paid'}
        </Button>
      );
    return (
      <span className="text-xs text-muted-foreground">
        Paid {entry.paidAt ? formatDay(entry.paidAt.slice(0, 10)) : ''}
      </span>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        id="projects"
        title={TIME_TEXT.projects}
        description="Projects you run for client accounts on Themeport, with what you have logged on each."
        aside={
          <Button size="sm" onClick={() => setEditing({ kind: 'project', project: null })}>
            <Plus aria-hidden="true" />
            Add project
          </Button>
        }
      >
        {projects.isError ? (
          <ErrorState
            layout="banner"
            message={`${TIME_TEXT.loadFailed} ${parseApiError(projects.error).message}`}
            retry={projects}
          />
        ) : projects.data && list.length === 0 ? (
          <EmptyState
            icon={<FolderKanban className="size-6 text-muted-foreground" aria-hidden="true" />}
            title={TIME_TEXT.noProjects}
            body={TIME_TEXT.noProjectsBody}
            action={
              <Button onClick={() => setEditing({ kind: 'project', project: null })}>
                <Plus aria-hidden="true" />
                Add project
              </Button>
            }
          />
        ) : (
          <div className="-mx-5 overflow-x-auto sm:-mx-6">
            <DataTable
              caption={TIME_TEXT.projects}
              columns={projectColumns(
                (project) => setEditing({ kind: 'project', project }),
                (project) => setEditing({ kind: 'delete-project', project }),
              )}
              data={list}
              getRowId={(project) => project.id}
              isLoading={projects.isPending}
              density="comfortable"
              className="min-w-[820px]"
            />
          </div>
        )}
      </SectionCard>

      <TimeEntriesCard
        actions={entryActions}
        headerAction={
          canLog ? (
            <Button size="sm" onClick={() => setEditing({ kind: 'entry', entry: null })}>
              <Timer aria-hidden="true" />
              Log time
            </Button>
          ) : null
        }
      />

      {editing?.kind === 'project' ? <ProjectDialog project={editing.project} onClose={close} /> : null}
      {editing?.kind === 'entry' ? <TimeEntryDialog entry={editing.entry} projects={list} onClose={close} /> : null}
      <ConfirmDialog
        open={editing?.kind === 'delete-project'}
        title="Delete project"
        description={editing?.kind === 'delete-project' ? TIME_TEXT.confirmDeleteProject(editing.project.name) : ''}
        confirmLabel="Delete project"
        busyLabel="Deleting..."
        isBusy={deleteProject.isPending}
        error={editing?.kind === 'delete-project' ? failure : null}
        isDestructive
        onCancel={close}
        onConfirm={() => {
          if (editing?.kind !== 'delete-project') return;
          deleteProject.mutate(editing.project.id, {
            onSuccess: () => (toast.success(TIME_TEXT.projectDeleted), close()),
            onError: (error) => setFailure(parseApiError(error).message),
          });
        }}
      />
      <ConfirmDialog
        open={editing?.kind === 'delete-entry'}
        title="Delete time entry"
        description={TIME_TEXT.confirmDeleteEntry}
        confirmLabel="Delete entry"
        busyLabel="Deleting..."
        isBusy={deleteEntry.isPending}
        error={editing?.kind === 'delete-entry' ? failure : null}
        isDestructive
        onCancel={close}
        onConfirm={() => {
          if (editing?.kind !== 'delete-entry') return;
          deleteEntry.mutate(editing.entry.id, {
            onSuccess: () => (toast.success(TIME_TEXT.entryDeleted), close()),
            onError: (error) => setFailure(parseApiError(error).message),
          });
        }}
      />
    </div>
  );
}
