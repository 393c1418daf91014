import {
  BILLING_TEXT,
  canRemovePaymentMethod,
  cardBrandLabel,
  type AccountSummary,
  type PaymentMethod,
} from '@themeport/core';
import { CreditCard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import {
  goToCheckout,
  usePaymentMethods,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
  useStartCardSetup,
} from './api';
import { ErrorState } from '@/components/query-state';
import { PaymentMethodRow } from './payment-method-row';

function cardName(method: PaymentMethod): string {
  return `${cardBrandLabel(method.card.brand)} ending ${method.card.last4}`;
}

/** spec 001 §2.5 Payment Methods tab; cards are added on the provider's page (test mode locally). */
export function PaymentMethodsTab({ account }: { account: AccountSummary }) {
  const methods = usePaymentMethods(account.id);
  const setup = useStartCardSetup(account.id);
  const setDefault = useSetDefaultPaymentMethod(account.id);
  const remove = useRemovePaymentMethod(account.id);
  const [pendingRemoval, setPendingRemoval] = useState<PaymentMethod | null>(null);
  // Busy until the browser has left for the card page.
  const isAdding = setup.isPending || setup.isSuccess;

  const addCard = () => {
    setDefault.reset();
    remove.reset();
    setup.mutate(undefined, { onSuccess: ({ url }) => goToCheckout(url) });
  };

  const list = methods.data?.paymentMethods ?? [];

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-6" role="region" aria-labelledby="payment-methods-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="payment-methods-heading" className="text-base font-semibold">
              Payment Methods
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Cards on file for {account.name}.</p>
          </div>
          {list.length > 0 ? (
            <Button onClick={addCard} disabled={isAdding}>
              <Plus aria-hidden="true" />
              {isAdding ? 'Redirecting…' : BILLING_TEXT.addPaymentMethod}
            </Button>
          ) : null}
        </div>

        {setup.isError ? <Alert className="mt-4">{parseApiError(setup.error).message}</Alert> : null}
        {setDefault.isError ? <Alert className="mt-4">{BILLING_TEXT.updateDefaultFailed}</Alert> : null}
        {remove.isError ? (
          <Alert className="mt-4">
            {BILLING_TEXT.removeFailed}
            {parseApiError(remove.error).code === 'CANNOT_REMOVE_DEFAULT'
              ? `: ${BILLING_TEXT.cannotRemoveDefault}`
              : null}
          </Alert>
        ) : null}

        {methods.isPending ? (
          <div className="mt-5 flex flex-col gap-3" aria-hidden="true">
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-[72px]" />
            ))}
          </div>
        ) : methods.isError ? (
          <ErrorState
            layout="banner"
            className="mt-5"
            message={BILLING_TEXT.fetchMethodsFailed}
            retry={methods}
            retryLabel="Try again"
          />
        ) : list.length === 0 ? (
          <div className="mt-5 flex flex-col items-center gap-3 rounded-lg border border-dashed border-input px-5 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-muted">
              <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
            </span>
            <p className="font-medium">{BILLING_TEXT.noPaymentMethods}</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Add a card to pay for your plan. You enter it on our payment provider&apos;s secure page.
            </p>
            <Button onClick={addCard} disabled={isAdding}>
              <Plus aria-hidden="true" />
              {isAdding ? 'Redirecting…' : BILLING_TEXT.addFirstCard}
            </Button>
          </div>
        ) : (
          <ul className="mt-5 flex flex-col gap-3" aria-label="Saved cards">
            {list.map((method) => (
              <PaymentMethodRow
                key={method.id}
                method={method}
                name={cardName(method)}
                canRemove={canRemovePaymentMethod(method, list.length)}
                isSettingDefault={setDefault.isPending && setDefault.variables === method.id}
                isBusy={setDefault.isPending || remove.isPending}
                onSetDefault={() => {
                  remove.reset();
                  setDefault.mutate(method.id);
                }}
                onRemove={() => {
                  setDefault.reset();
                  remove.reset();
                  setPendingRemoval(method);
                }}
              />
            ))}
          </ul>
        )}
      </Card>

      <Alert variant="info">
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{BILLING_TEXT.secure}</span>
          <span>
            Your bank may ask you to confirm a payment. Card details are stored by the payment provider, never on our
            servers.
          </span>
        </span>
      </Alert>

      {/* spec 001 §5: removal asks first, with the spec's words. */}
      <ConfirmDialog
        open={pendingRemoval !== null}
        title={`Remove ${pendingRemoval ? cardName(pendingRemoval) : ''}?`}
        description={BILLING_TEXT.confirmRemove}
        confirmLabel="Remove"
        busyLabel="Removing…"
        isBusy={remove.isPending}
        isDestructive
        onCancel={() => setPendingRemoval(null)}
        onConfirm={() => {
          if (pendingRemoval) remove.mutate(pendingRemoval.id, { onSettled: () => setPendingRemoval(null) });
        }}
      />
    </div>
  );
}
