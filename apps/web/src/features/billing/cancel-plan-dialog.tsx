import { PLAN_CHANGE_TEXT } from '@themeport/core';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCancellation } from './api';
import { PlanChangeSummary } from './plan-change-summary';
import { errorMessage } from './upgrade-plan-dialog';

/** Cancel at the period end, after reading what happens then (the date, the sites that would be parked). */
export function CancelPlanDialog({
  accountId,
  open,
  onOpenChange,
}: {
  accountId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancellation = useCancellation(accountId);
  const close = (next: boolean) => {
    if (!next) cancellation.reset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{PLAN_CHANGE_TEXT.cancelPlan}</DialogTitle>
        <DialogDescription className="mt-1.5">
          The plan stays until the end of the billing period; you can resume it until then.
        </DialogDescription>
        {open ? (
          <PlanChangeSummary
            accountId={accountId}
            plan="free"
            isBusy={cancellation.isPending}
            backLabel="Keep my plan"
            onConfirm={() => cancellation.mutate('cancel', { onSuccess: () => close(false) })}
            onBack={() => close(false)}
          />
        ) : null}
        {cancellation.isError ? <Alert className="mt-4">{errorMessage(cancellation.error)}</Alert> : null}
      </DialogContent>
    </Dialog>
  );
}
