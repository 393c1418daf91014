import { Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { parseApiError } from '@/lib/api';
import { useStatus } from './status-line';
import { useUnsavedChanges } from './unsaved-changes';

/** spec 000 §2 Save Changes: saves every tab's unsaved edits; disabled when there are none. */
export function SaveChangesButton({ lockedReason }: { lockedReason: string | null }) {
  const { count, labels, saveAll } = useUnsavedChanges();
  const status = useStatus();
  const [isSaving, setSaving] = useState(false);
  if (lockedReason)
    return (
      <LockedButton reason={lockedReason}>
        <Save aria-hidden="true" />
        Save Changes
      </LockedButton>
    );

  const save = async () => {
    setSaving(true);
    try {
      await saveAll();
      status.say('Changes saved successfully!');
    } catch (error) {
      status.fail(parseApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button
      onClick={() => void save()}
      disabled={count === 0 || isSaving}
      title={count > 0 ? `Unsaved: ${labels.join(', ')}` : 'No unsaved changes'}
    >
      <Save aria-hidden="true" />
      {isSaving ? 'Saving…' : count > 0 ? `Save Changes (${count})` : 'Save Changes'}
    </Button>
  );
}
