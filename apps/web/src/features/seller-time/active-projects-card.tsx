import { TIME_TEXT, formatMoney, type Project } from '@themeport/core';
import { FolderKanban } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState, EmptyState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { ProgressBar, formatDay } from '@/components/time-entry-parts';
import { parseApiError } from '@/lib/api';
import { useProjects } from './api';

function ProjectRow({ project }: { project: Project }) {
  return (
    <li className="flex flex-col gap-2 py-3.5 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="truncate font-medium">{project.name}</p>
          <p className="text-xs text-muted-foreground">{project.client.name}</p>
        </div>
        <p className="text-xs text-muted-foreground tabular-nums">
          {project.deadline ? `Due ${formatDay(project.deadline)}` : 'No deadline'} · Budget{' '}
          {formatMoney(project.budgetCents)}
        </p>
      </div>
      <ProgressBar value={project.progress} label={`${project.name} progress`} />
    </li>
  );
}

/** spec 000 §2 Developer dashboard: Active Projects, each with its client, deadline, budget and progress bar. */
export function ActiveProjectsCard({ headerAction }: { headerAction?: ReactNode }) {
  const query = useProjects();
  const active = query.data?.projects.filter((project) => project.status === 'active') ?? [];
  return (
    <SectionCard id="active-projects" title={TIME_TEXT.activeProjects} aside={headerAction}>
      {query.isPending ? (
        <LoadingState rows={3} rowClassName="h-12" />
      ) : query.isError ? (
        <ErrorState message={`${TIME_TEXT.loadFailed} ${parseApiError(query.error).message}`} retry={query} />
      ) : active.length === 0 ? (
        <EmptyState
          icon={<FolderKanban className="size-6 text-muted-foreground" aria-hidden="true" />}
          title={TIME_TEXT.noActiveProjects}
          body={TIME_TEXT.noProjectsBody}
        />
      ) : (
        <ul className="divide-y divide-border">
          {active.map((project) => (
            <ProjectRow key={project.id} project={project} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
