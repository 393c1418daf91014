import { Button } from '@/components/ui/button';

/** A tab form's Discard and Save, enabled only while the form differs from what was saved. */
export function FormActions({
  isDirty,
  isSaving,
  saveLabel,
  onDiscard,
}: {
  isDirty: boolean;
  isSaving: boolean;
  saveLabel: string;
  onDiscard: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" disabled={!isDirty || isSaving} onClick={onDiscard}>
        Discard
      </Button>
      <Button type="submit" disabled={!isDirty || isSaving}>
        {isSaving ? 'Saving...' : saveLabel}
      </Button>
    </div>
  );
}
