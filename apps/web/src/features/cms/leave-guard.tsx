import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLeaveGuard } from './unsaved-changes';

/** Asks before leaving the content manager with unsaved changes (Close, the slot switcher, any link). */
export function LeaveGuard() {
  const { blocker, labels } = useLeaveGuard();
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      description={`You have unsaved changes (${labels.join(', ')}). If you leave now they are lost.`}
      confirmLabel="Leave without saving"
      busyLabel="Leaving…"
      isBusy={false}
      isDestructive
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
