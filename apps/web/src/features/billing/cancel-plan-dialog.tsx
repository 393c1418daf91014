import { useId, useState } from 'react';
import {
  CANCELLATION_DETAIL_MAX,
  CANCELLATION_REASONS,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_TEXT,
  PLAN_CHANGE_TEXT,
  type CancellationReason,
} from '@themeport/core';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldClass, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useCancellation } from './api';
import { PlanChangeSummary } from './plan-change-summary';
import { errorMessage } from './upgrade-plan-dialog';

/**
 * Cancel at the period end, after reading what happens then (the date, the sites that would be
 * parked), saying why if the owner wants to (issue 23: both answers optional).
 */
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
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [detail, setDetail] = useState('');
  const close = (next: boolean) => {
    if (!next) {
      cancellation.reset();
      setReason(null);
      setDetail('');
    }
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
          <>
            <CancelReasonFields reason={reason} detail={detail} onReason={setReason} onDetail={setDetail} />
            <PlanChangeSummary
              accountId={accountId}
              plan="free"
              isBusy={cancellation.isPending}
              backLabel="Keep my plan"
              onConfirm={() =>
                cancellation.mutate(
                  { cancel: { reason, detail: detail.trim() || null } },
                  { onSuccess: () => close(false) },
                )
              }
              onBack={() => close(false)}
            />
          </>
        ) : null}
        {cancellation.isError ? <Alert className="mt-4">{errorMessage(cancellation.error)}</Alert> : null}
      </DialogContent>
    </Dialog>
  );
}

/** "Why are you cancelling?": the short list and a free-text box, both optional. */
function CancelReasonFields({
  reason,
  detail,
  onReason,
  onDetail,
}: {
  reason: CancellationReason | null;
  detail: string;
  onReason: (reason: CancellationReason) => void;
  onDetail: (detail: string) => void;
}) {
  const id = useId();
  return (
    <div className="mt-5 flex flex-col gap-4">
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="text-sm font-medium">{CANCELLATION_TEXT.question}</legend>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
          {CANCELLATION_TEXT.optional}
        </p>
        <div className="mt-2 grid gap-1.5 sm:grid-cols-2">
          {CANCELLATION_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors',
                reason === value ? 'border-primary bg-accent-soft' : 'border-input hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => onReason(value)}
                className="size-4 accent-primary-strong"
              />
              {CANCELLATION_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-detail`}>{CANCELLATION_TEXT.detailLabel}</Label>
        <textarea
          id={`${id}-detail`}
          value={detail}
          onChange={(event) => onDetail(event.target.value)}
          rows={3}
          maxLength={CANCELLATION_DETAIL_MAX}
          className={cn(fieldClass, 'h-auto min-h-20 py-2 leading-6')}
        />
      </div>
    </div>
  );
}
