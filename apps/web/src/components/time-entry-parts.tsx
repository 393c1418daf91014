// What the developer portal (features/seller-time) and the client portal (features/client-projects)
// both draw of projects and time entries (decision 032).
import {
  PROJECT_STATUS_LABELS,
  TIME_ENTRY_STATUS_LABELS,
  type ProjectStatus,
  type TimeEntryStatus,
} from '@themeport/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

// UI.md: amber pending, the accent for approved (agreed, not yet paid), green paid.
const ENTRY_CLASSES: Record<TimeEntryStatus, string> = {
  pending: 'bg-[#fffbeb] text-[#92400e] ring-[#fde68a]',
  approved: 'bg-accent-soft text-[#1d4ed8] ring-[#d6e4ff]',
  paid: 'bg-[#f0fdf4] text-[#166534] ring-[#bbf7d0]',
};

export function TimeEntryStatusBadge({ status }: { status: TimeEntryStatus }) {
  return (
    <Badge variant="neutral" className={ENTRY_CLASSES[status]}>
      {TIME_ENTRY_STATUS_LABELS[status]}
    </Badge>
  );
}

const PROJECT_CLASSES: Record<ProjectStatus, string> = {
  active: 'bg-[#f0fdf4] text-[#166534] ring-[#bbf7d0]',
  on_hold: 'bg-[#fffbeb] text-[#92400e] ring-[#fde68a]',
  completed: '',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge variant="neutral" className={PROJECT_CLASSES[status]}>
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A project's progress (0–100) as a bar with its figure, named for screen readers. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${clamped}%` }} />
      </div>
      <span className="w-10 text-right text-xs font-medium tabular-nums text-muted-foreground">{clamped}%</span>
    </div>
  );
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-27' → 'Nov 27, 2026' (days are calendar days, shown as written). */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
