import {
  CART_TEXT,
  CHECKOUT_TEXT,
  LIBRARY_TEXT,
  cartTotals,
  checkoutFailedMessage,
  formatMoney,
  type CartLine,
} from '@themeport/core';
import { Loader2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LockedButton, LockedNotice } from '@/components/ui/locked';
import { parseApiError, withQuery } from '@/lib/api';
import { plural } from '@/lib/format';
import type { Session } from '@/lib/session';
import { useAccountAccess } from '@/lib/use-permission';
import { useCartCheckout } from './use-cart-checkout';

/** spec 000 §2 /cart: subtotal and total, and the way to checkout (or to sign in first). */
export function OrderSummary({ lines, session }: { lines: CartLine[]; session: Session | null }) {
  const { subtotal, total, payable } = cartTotals(lines);
  const ownedCount = lines.length - payable;

  return (
    <Card role="region" aria-labelledby="order-summary-heading" className="h-fit p-6 lg:sticky lg:top-24">
      <h2 id="order-summary-heading" className="text-base font-semibold">
        {CART_TEXT.orderSummary}
      </h2>
      <dl className="mt-5 flex flex-col gap-3 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">
            {CART_TEXT.subtotal} ({payable} {plural(payable, 'theme')})
          </dt>
          <dd className="tabular font-medium">{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="font-semibold">{CART_TEXT.total}</dt>
          <dd className="tabular text-lg font-semibold">{formatMoney(total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-[13px] leading-5 text-muted-foreground">
        One-time payment. Each licence covers your whole account.
        {ownedCount > 0 ? ' Themes already in your library are not charged.' : ''}
      </p>
      <div className="mt-6">
        <CheckoutAction lines={lines} session={session} payable={payable} />
      </div>
    </Card>
  );
}

function CheckoutAction({ lines, session, payable }: { lines: CartLine[]; session: Session | null; payable: number }) {
  if (session === null) {
    return (
      <Button asChild size="lg" className="w-full">
        <Link to={withQuery('/auth', { returnUrl: '/cart' })}>{CART_TEXT.signIn}</Link>
      </Button>
    );
  }
  if (session.currentAccount === null) {
    return (
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to="/client-onboarding/profile">{LIBRARY_TEXT.finishSetup}</Link>
      </Button>
    );
  }
  return <AccountCheckout lines={lines} accountId={session.currentAccount.id} payable={payable} />;
}

/** Checkout for the current account, locked with the matrix's reason for a role that may not buy ('purchases:write'). */
function AccountCheckout({ lines, accountId, payable }: { lines: CartLine[]; accountId: string; payable: number }) {
  const checkout = useCartCheckout(accountId);
  const lockedReason = useAccountAccess(accountId).reason('purchases', 'write');

  if (lockedReason !== null) {
    return (
      <div className="flex flex-col gap-3">
        <LockedButton size="lg" fullWidth reason={lockedReason}>
          <Lock aria-hidden="true" />
          {CART_TEXT.proceed}
        </LockedButton>
        <LockedNotice reason={lockedReason} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Button
        size="lg"
        className="w-full"
        disabled={checkout.isBusy || payable === 0}
        aria-busy={checkout.isBusy}
        onClick={() => {
          if (!checkout.isBusy) checkout.mutate(lines);
        }}
      >
        {checkout.isBusy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Lock aria-hidden="true" />}
        {CART_TEXT.proceed}
      </Button>
      {payable === 0 ? <p className="text-[13px] text-muted-foreground">{CHECKOUT_TEXT.allInLibrary}</p> : null}
      {checkout.isError ? <Alert>{checkoutFailedMessage(parseApiError(checkout.error).message)}</Alert> : null}
    </div>
  );
}
