import type { AccountRole, AccountSummary } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { billingView } from './billing-view';

const account = (role: AccountRole): AccountSummary => ({ id: 'a1', name: 'Acme Studio', role, plan: 'free' });

describe('billing page view', () => {
  it('says no account is selected to someone without a current account (a platform admin with none)', () => {
    expect(billingView(null)).toEqual({ kind: 'no-account' });
  });

  it('shows billing to the owner and Access Restricted to every other role', () => {
    expect(billingView(account('owner'))).toMatchObject({ kind: 'owner', account: { id: 'a1' } });
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      expect(billingView(account(role))).toEqual({ kind: 'restricted' });
    }
  });
});
