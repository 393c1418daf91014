import { checkoutFailedMessage, isFree, LIBRARY_TEXT, libraryButtonState, themeCheckoutUrls } from '@themeport/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LockedButton, LockedNotice } from '@/components/ui/locked';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { startThemeCheckout } from '@/lib/checkout';
import { useSession } from '@/lib/session';
import { useAccountAccess } from '@/lib/use-permission';
import { AddToCartButton } from './add-to-cart-button';
import { useAddToLibrary, useLibraryStatus } from './library-api';

interface LibraryButtonProps {
  themeId: string;
  idOrSlug: string;
  themePath: string;
  priceCents: number;
}

/**
 * The theme's purchase panel buttons, in the states of spec 000 §4 (libraryButtonState in core),
 * with 'Add to cart' under the main button for paid themes that are not in the library yet.
 */
export function LibraryButton({ themeId, idOrSlug, themePath, priceCents }: LibraryButtonProps) {
  const session = useSession();
  if (session === undefined) return <Skeleton className="h-12 w-full rounded-lg" />;
  const cartButton = isFree(priceCents) ? null : <AddToCartButton themeId={themeId} />;
  if (session === null) {
    const state = libraryButtonState({ isSignedIn: false, isInLibrary: false, isBusy: false, priceCents });
    return (
      <ButtonStack>
        <Button asChild size="lg" className="w-full">
          <Link to={`/signin?returnUrl=${encodeURIComponent(themePath)}`}>{state.label}</Link>
        </Button>
        {cartButton}
      </ButtonStack>
    );
  }
  if (session.currentAccount === null) {
    return (
      <ButtonStack>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to="/client-onboarding/profile">{LIBRARY_TEXT.finishSetup}</Link>
        </Button>
        {cartButton}
      </ButtonStack>
    );
  }
  return (
    <SignedInLibraryButton
      themeId={themeId}
      idOrSlug={idOrSlug}
      priceCents={priceCents}
      accountId={session.currentAccount.id}
      cartButton={cartButton}
    />
  );
}

function ButtonStack({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3">{children}</div>;
}

function SignedInLibraryButton({
  themeId,
  idOrSlug,
  priceCents,
  accountId,
  cartButton,
}: {
  themeId: string;
  idOrSlug: string;
  priceCents: number;
  accountId: string;
  cartButton: ReactNode;
}) {
  const navigate = useNavigate();
  const status = useLibraryStatus(idOrSlug, accountId, true);
  const add = useAddToLibrary(idOrSlug, accountId);
  const buy = useBuyTheme(accountId, { id: themeId, slug: idOrSlug, priceCents });
  // Buying is 'purchases:write' in the matrix (owners and admins); the server's guard says the same.
  const buyLockedReason = useAccountAccess(accountId).reason('purchases', 'write');

  if (status.isPending) return <Skeleton className="h-12 w-full rounded-lg" />;
  const state = libraryButtonState({
    isSignedIn: true,
    isInLibrary: status.data?.inLibrary ?? false,
    // Busy until the navigation after success, so the label never flashes back.
    isBusy: add.isPending || add.isSuccess || buy.isPending || buy.isSuccess,
    priceCents,
  });

  const onAdd = () =>
    add.mutate(themeId, {
      onSuccess: () => void navigate('/client-portal?success=library'),
    });
  const onClick = state.kind === 'add' ? onAdd : state.kind === 'buy' ? () => buy.mutate() : undefined;

  if (state.kind === 'buy' && buyLockedReason !== null) {
    return (
      <ButtonStack>
        <LockedButton size="lg" fullWidth reason={buyLockedReason}>
          {state.label}
        </LockedButton>
        <LockedNotice reason={buyLockedReason} />
        {cartButton}
      </ButtonStack>
    );
  }
  return (
    <ButtonStack>
      <Button size="lg" className="w-full" disabled={state.disabled} onClick={onClick}>
        {state.label}
      </Button>
      {add.isError ? <Alert>{addErrorMessage(add.error)}</Alert> : null}
      {buy.isError ? <Alert>{checkoutFailedMessage(parseApiError(buy.error).message)}</Alert> : null}
      {state.kind === 'in-library' ? null : cartButton}
    </ButtonStack>
  );
}

/**
 * 'Buy $49' (spec 000 §7 create-theme-checkout): a checkout for this one theme, for the current
 * account, that returns to the portal, or to this page when cancelled; then the browser goes to
 * the provider's page.
 */
function useBuyTheme(accountId: string, theme: { id: string; slug: string; priceCents: number }) {
  return useMutation({
    mutationFn: () =>
      startThemeCheckout(accountId, {
        items: [{ themeId: theme.id, quantity: 1 }],
        // The price on the button: a price changed since is refused (409 PRICE_CHANGED) rather than charged.
        expectedTotalCents: theme.priceCents,
        ...themeCheckoutUrls(theme),
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** The server's own words for known refusals (already there, must be bought), else spec 000 §8's text. */
function addErrorMessage(error: unknown): string {
  const parsed = parseApiError(error);
  return parsed.status === 400 || parsed.status === 409 || parsed.status === 403 || parsed.status === 404
    ? parsed.message
    : LIBRARY_TEXT.addFailed;
}
