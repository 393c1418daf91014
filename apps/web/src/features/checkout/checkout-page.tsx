import { CHECKOUT_TEXT, PORTAL_PATHS } from '@themeport/core';
import { CircleAlert, CircleCheck, Clock3, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isNotFound, parseApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { RetryButton } from '@/components/query-state';
import { useCheckoutSession } from './api';
import { CheckoutFrame, CheckoutNotice, CheckoutSkeleton, TestModeBadge, TestModeNote } from './checkout-states';
import { OrderSummary } from './order-summary';
import { PaymentForm } from './payment-form';

/**
 * /checkout/:sessionId: the local payment provider's hosted page (docs/api/billing.md, "Local
 * provider only"), in test mode. Stripe's own page takes its place in production.
 */
export function CheckoutPage({ sessionId }: { sessionId: string }) {
  const query = useCheckoutSession(sessionId);
  const session = useSession();
  const portalPath = session ? PORTAL_PATHS[session.user.role] : '/';

  const backLinks = (
    <>
      <Button asChild>
        <Link to={portalPath}>Back to your portal</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/themes">Browse Themes</Link>
      </Button>
    </>
  );

  if (query.isPending) return <CheckoutSkeleton />;

  if (query.isError) {
    if (isNotFound(query.error)) {
      return (
        <CheckoutNotice icon={SearchX} title={CHECKOUT_TEXT.sessionNotFound} actions={backLinks}>
          <p>The link may be incomplete, or the checkout was started from another account.</p>
        </CheckoutNotice>
      );
    }
    return (
      <CheckoutNotice
        icon={CircleAlert}
        title="We couldn't load this checkout"
        actions={<RetryButton retry={query} label="Try again" busyLabel="Retrying..." size="md" />}
      >
        <p role="alert">{parseApiError(query.error).message}</p>
      </CheckoutNotice>
    );
  }

  const view = query.data;
  if (view.status !== 'open') {
    return (
      <CheckoutNotice
        icon={view.status === 'complete' ? CircleCheck : Clock3}
        title={CHECKOUT_TEXT.sessionClosed}
        actions={backLinks}
      >
        <p>
          {view.status === 'complete'
            ? 'This payment has already gone through; you will find it in your portal.'
            : 'It was cancelled or timed out, so nothing was charged. You can start again whenever you are ready.'}
        </p>
      </CheckoutNotice>
    );
  }

  return (
    <CheckoutFrame>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {view.mode === 'setup' ? 'Add a card' : 'Checkout'}
        </h1>
        <TestModeBadge />
      </div>
      <TestModeNote />
      <Card className="grid overflow-hidden md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <OrderSummary view={view} />
        <PaymentForm view={view} onClosed={() => void query.refetch()} />
      </Card>
    </CheckoutFrame>
  );
}
