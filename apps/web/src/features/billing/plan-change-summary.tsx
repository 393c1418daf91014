import {
  PLAN_CHANGE_TEXT,
  PLAN_NAMES,
  cardBrandLabel,
  formatDay,
  formatMoney,
  type Plan,
  type PlanChangePreview,
} from '@themeport/core';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { goToCheckout, usePlanPreview, useStartCardSetup } from './api';

/** What a change does, from the server's preview, and the button that confirms it. */
export function PlanChangeSummary({
  accountId,
  plan,
  isBusy,
  confirmLabel,
  backLabel = 'Back',
  onConfirm,
  onBack,
}: {
  accountId: string;
  /** 'free' previews a cancellation. */
  plan: Plan;
  isBusy: boolean;
  confirmLabel?: string;
  backLabel?: string;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const preview = usePlanPreview(accountId, plan);
  const data = preview.data;
  const needsCard = data?.kind === 'upgrade' && data.card === null;
  const label =
    confirmLabel ??
    (data?.kind === 'upgrade'
      ? PLAN_CHANGE_TEXT.confirmUpgrade
      : data?.kind === 'cancel'
        ? PLAN_CHANGE_TEXT.confirmCancel
        : PLAN_CHANGE_TEXT.confirmDowngrade);

  return (
    <div className="mt-5 flex flex-col gap-4">
      {preview.isError ? (
        <Alert>{parseApiError(preview.error).message}</Alert>
      ) : !data ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Working out the change">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-5" />
        </div>
      ) : (
        <Details preview={data} />
      )}
      {needsCard ? <AddCard accountId={accountId} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onBack} disabled={isBusy}>
          {backLabel}
        </Button>
        {data && data.kind !== 'none' && !needsCard ? (
          <Button onClick={onConfirm} disabled={isBusy} variant={data.kind === 'cancel' ? 'dark' : 'primary'}>
            {isBusy ? 'Working…' : label}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Details({ preview }: { preview: PlanChangePreview }) {
  const money = (amount: number) => formatMoney(amount, preview.currency);
  if (preview.kind === 'upgrade') {
    return (
      <section aria-label="Amount due" className="rounded-lg border border-border p-4">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-muted-foreground">{PLAN_CHANGE_TEXT.amountDueNow}</span>
          <span className="tabular text-2xl font-semibold">{money(preview.amountDue)}</span>
        </p>
        <dl className="mt-3 flex flex-col gap-1 text-[13px] text-muted-foreground">
          <div className="flex justify-between gap-3">
            <dt>{PLAN_NAMES[preview.toPlan]} for the rest of this period</dt>
            <dd className="tabular">{money(preview.charge)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>Credit for unused {PLAN_NAMES[preview.fromPlan]}</dt>
            <dd className="tabular">−{money(preview.credit)}</dd>
          </div>
        </dl>
        {preview.card ? (
          <p className="mt-3 flex items-center gap-2 text-sm">
            <CreditCard aria-hidden="true" className="size-4" />
            Charged to {cardBrandLabel(preview.card.brand)} •••• {preview.card.last4}
          </p>
        ) : null}
      </section>
    );
  }
  if (preview.kind === 'none') {
    return <p className="text-sm text-muted-foreground">Nothing changes: this is already your plan.</p>;
  }
  const on = preview.effectiveAt ? formatDay(preview.effectiveAt) : 'the end of the billing period';
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        {preview.kind === 'cancel'
          ? `Your ${PLAN_NAMES[preview.fromPlan]} plan stays until ${on}, then the account moves to the Free plan.`
          : `Your plan changes to ${PLAN_NAMES[preview.toPlan]} on ${on}.`}{' '}
        Nothing is charged today.
      </p>
      {preview.warning ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-[#fde68a] bg-[#fffbeb] p-3 text-sm text-[#854d0e]"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{preview.warning} Parked sites keep their content and come back when you upgrade.</span>
        </p>
      ) : null}
    </div>
  );
}

/** No usable card on file: add one (the provider's page), then come back to change the plan. */
function AddCard({ accountId }: { accountId: string }) {
  const setup = useStartCardSetup(accountId);
  return (
    <Alert variant="info">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{PLAN_CHANGE_TEXT.cardRequired}</span>
        <Button
          size="sm"
          disabled={setup.isPending || setup.isSuccess}
          onClick={() => setup.mutate(undefined, { onSuccess: ({ url }) => goToCheckout(url) })}
        >
          {PLAN_CHANGE_TEXT.addCard}
        </Button>
      </div>
    </Alert>
  );
}
