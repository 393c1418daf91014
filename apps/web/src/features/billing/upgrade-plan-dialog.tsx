import {
  BILLING_TEXT,
  PAID_PLAN_IDS,
  PAID_PLANS,
  PLAN_CHANGE_TEXT,
  PLAN_NAMES,
  checkoutFailedMessage,
  formatMonthly,
  planSummary,
  type PaidPlan,
  type Plan,
} from '@themeport/core';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { parseApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { goToCheckout, useChangePlan } from './api';
import { PlanChangeSummary } from './plan-change-summary';

export function errorMessage(error: unknown): string {
  const parsed = parseApiError(error);
  // Provider failures read 'Checkout failed: …' (docs/api/billing.md); our own refusals speak for themselves.
  return parsed.code === 'PAYMENT_PROCESSING_ERROR' || parsed.code === 'PAYMENT_SERVICE_UNAVAILABLE'
    ? checkoutFailedMessage(parsed.message)
    : parsed.message;
}

/**
 * Basic or Pro. Without a subscription the choice goes to checkout. With one, the choice first shows
 * what happens (the amount due today and the card for an upgrade, the date and any parked sites for
 * a downgrade) and changes only when confirmed.
 */
export function UpgradePlanDialog({
  accountId,
  currentPlan,
  hasSubscription,
  initialPlan = null,
  open,
  onOpenChange,
  onChanged,
}: {
  accountId: string;
  currentPlan: Plan;
  hasSubscription: boolean;
  initialPlan?: PaidPlan | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}) {
  const change = useChangePlan(accountId);
  const [chosen, setChosen] = useState<PaidPlan | null>(null);
  const selected = chosen ?? initialPlan;
  // Busy until the browser has left for checkout, so the buttons never flash back.
  const isBusy = change.isPending || change.data?.kind === 'checkout';

  const submit = (plan: PaidPlan) =>
    change.mutate(plan, {
      onSuccess: (result) => {
        if (result.kind === 'checkout') goToCheckout(result.url);
        else onChanged();
      },
    });

  const close = (next: boolean) => {
    if (!next) {
      change.reset();
      setChosen(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{initialPlan ? PLAN_CHANGE_TEXT.downgrade : BILLING_TEXT.upgradePlan}</DialogTitle>
        {selected && hasSubscription ? (
          <>
            <DialogDescription className="mt-1.5">
              From {PLAN_NAMES[currentPlan]} to {PLAN_NAMES[selected]} (
              {formatMonthly(PAID_PLANS[selected].amountCents)}).
            </DialogDescription>
            <PlanChangeSummary
              accountId={accountId}
              plan={selected}
              isBusy={isBusy}
              onConfirm={() => submit(selected)}
              onBack={() => {
                change.reset();
                setChosen(null);
                if (initialPlan) close(false);
              }}
            />
          </>
        ) : (
          <>
            <DialogDescription className="mt-1.5">
              Choose the plan for this account. Prices are per month; an upgrade starts today, a downgrade at the end of
              the billing period.
            </DialogDescription>
            <ul className="mt-5 flex flex-col gap-3">
              {PAID_PLAN_IDS.map((planId) => {
                const plan = PAID_PLANS[planId];
                const isCurrent = planId === currentPlan;
                const isChoosing = change.isPending && change.variables === planId;
                return (
                  <li
                    key={planId}
                    className={cn(
                      'flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4',
                      isCurrent ? 'border-primary bg-accent-soft' : 'border-border',
                    )}
                  >
                    <div className="min-w-0">
                      <p className="flex items-center gap-2 font-semibold">
                        {plan.name}
                        {isCurrent ? (
                          <Badge variant="accent">
                            <Check aria-hidden="true" />
                            Current plan
                          </Badge>
                        ) : null}
                      </p>
                      <p className="tabular mt-0.5 text-sm font-medium">{formatMonthly(plan.amountCents)}</p>
                      <p className="mt-1 text-[13px] text-muted-foreground">{planSummary(planId)}</p>
                    </div>
                    {isCurrent ? null : (
                      <Button
                        size="sm"
                        disabled={isBusy}
                        onClick={() => (hasSubscription ? setChosen(planId) : submit(planId))}
                      >
                        {isChoosing ? 'Working…' : `Choose ${plan.name}`}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
        {change.isError ? <Alert className="mt-4">{errorMessage(change.error)}</Alert> : null}
      </DialogContent>
    </Dialog>
  );
}
