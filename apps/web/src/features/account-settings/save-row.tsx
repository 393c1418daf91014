import { StatusText } from '@/components/status-text';
import { Button } from '@/components/ui/button';
import type { StatusLine } from '@/lib/use-status-line';

/** A section's Save button (disabled while nothing valid changed, 'Saving...' while it runs) and its status line. */
export function SaveRow({
  label,
  canSave,
  isSaving,
  status,
}: {
  label: string;
  canSave: boolean;
  isSaving: boolean;
  status: StatusLine | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <Button type="submit" disabled={!canSave || isSaving}>
        {isSaving ? 'Saving...' : label}
      </Button>
      <StatusText status={status} />
    </div>
  );
}
