import { cartTotals, type CartLine } from '@themeport/core';
import { useMutation } from '@tanstack/react-query';
import { startThemeCheckout } from '@/lib/checkout';

/**
 * 'Proceed to Checkout' (spec 000 §7, cart page): one checkout for the cart's themes, charged to
 * the current account (the one whose library `inLibrary` was read against), then the
 * browser goes to the provider's page. Busy until the page unloads, so the button never comes back.
 */
export function useCartCheckout(accountId: string) {
  const checkout = useMutation({
    mutationFn: (lines: CartLine[]) =>
      startThemeCheckout(accountId, {
        items: lines.map((line) => ({ themeId: line.themeId, quantity: line.quantity })),
        // The total the buyer saw: a price changed since is refused (409 PRICE_CHANGED) rather than charged.
        expectedTotalCents: cartTotals(lines).total,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return { ...checkout, isBusy: checkout.isPending || checkout.isSuccess };
}
