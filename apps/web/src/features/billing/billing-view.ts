import type { AccountSummary } from '@themeport/core';

export type BillingView = { kind: 'no-account' } | { kind: 'restricted' } | { kind: 'owner'; account: AccountSummary };

/**
 * spec 001 §2.5: what /account/billing shows. Without a current account no account is chosen,
 * whoever is signed in (a platform admin or a developer who belongs to none, or someone between
 * accounts); in an account, only its owner sees billing.
 */
export function billingView(account: AccountSummary | null): BillingView {
  if (account === null) return { kind: 'no-account' };
  return account.role === 'owner' ? { kind: 'owner', account } : { kind: 'restricted' };
}
