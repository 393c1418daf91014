import { PLAN_CHANGE_TEXT, type PaidPlan, type SubscriptionSummary } from '@themeport/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCancellation, useChangePlan } from './api';
import { errorMessage } from './upgrade-plan-dialog';

/** Downgrade, Cancel plan, Resume and Keep {plan}: what a live subscription can do besides upgrading. */
export function PlanActions({
  accountId,
  subscription,
  onDowngrade,
  onCancel,
}: {
  accountId: string;
  subscription: SubscriptionSummary;
  onDowngrade: (plan: PaidPlan) => void;
  onCancel: () => void;
}) {
  const cancellation = useCancellation(accountId);
  const keep = useChangePlan(accountId);
  const current = subscription.planId;
  const isBusy = cancellation.isPending || keep.isPending;
  const canDowngrade = current === 'pro' && subscription.pendingPlanId !== 'starter' && !subscription.cancelAtPeriodEnd;
  const error = cancellation.error ?? keep.error;

  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
      <div className="flex flex-wrap gap-3">
        {canDowngrade ? (
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onDowngrade('starter')}>
            {PLAN_CHANGE_TEXT.downgrade}
          </Button>
        ) : null}
        {subscription.pendingPlanId && (current === 'starter' || current === 'pro') ? (
          <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => keep.mutate(current)}>
            {PLAN_CHANGE_TEXT.keepPlan(current)}
          </Button>
        ) : null}
        {subscription.cancelAtPeriodEnd ? (
          <Button size="sm" disabled={isBusy} onClick={() => cancellation.mutate('resume')}>
            {cancellation.isPending ? 'Working…' : PLAN_CHANGE_TEXT.resume}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" disabled={isBusy} onClick={onCancel}>
            {PLAN_CHANGE_TEXT.cancelPlan}
          </Button>
        )}
      </div>
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
    </div>
  );
}
