import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ACCOUNT_SETTINGS_TEXT,
  accountSettingsPermissions,
  type AccountRole,
  type AccountSettingsResponse,
} from '@themeport/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionStore, SessionStoreContext } from '@/lib/session-store';
import { Sections } from './account-settings-page';

const account = (role: AccountRole): AccountSettingsResponse => ({
  id: 'a1',
  name: 'Acme Studio',
  plan: 'free',
  role,
  settings: { timezone: 'UTC', date_format: 'YYYY-MM-DD' },
  branding: { primary_color: '#3b82f6', custom_domain: null },
  usage: {
    users: { used: 2, limit: 1 },
    storage: { usedBytes: 48_213, limitMb: 100 },
    sites: { used: 1, limit: 1 },
    apiCalls: { used: 12, limit: 1000, month: '2026-11' },
  },
  permissions: accountSettingsPermissions(role),
});

const render = (role: AccountRole) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SessionStoreContext value={new SessionStore(() => Promise.resolve(null), null)}>
        <MemoryRouter>
          <Sections account={account(role)} team={(id) => <p>team of {id}</p>} />
        </MemoryRouter>
      </SessionStoreContext>
    </QueryClientProvider>,
  );

// Each control that a role may not use is there but disabled, with the reason beside it.
const disabledInput = (html: string, id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*disabled`).test(html);

describe('account settings sections by role (spec 001 §2.2)', () => {
  it('a viewer sees General, Branding, Usage and the team (which says who may invite), read only; no Billing or Danger Zone', () => {
    const html = render('viewer');
    for (const title of ['General Settings', 'Branding', 'Usage Limits']) expect(html).toContain(title);
    for (const title of ['Billing &amp; Subscription', 'Danger Zone']) expect(html).not.toContain(title);
    expect(html).toContain('team of a1');
    expect(disabledInput(html, 'account-name')).toBe(true);
    expect(disabledInput(html, 'account-primary-color')).toBe(true);
    expect(disabledInput(html, 'account-custom-domain')).toBe(true);
    expect(html).toContain(ACCOUNT_SETTINGS_TEXT.needWrite);
    expect(html).toContain(ACCOUNT_SETTINGS_TEXT.needAdminColor);
    expect(html).toContain(ACCOUNT_SETTINGS_TEXT.needOwnerDomain);
    expect(html).not.toContain('Save changes');
    expect(html).toContain('48.2 KB of 100 MB');
  });

  it('an admin edits General and the colour and sees Team Management, not the domain, Billing or Danger Zone', () => {
    const html = render('admin');
    expect(html).toContain('team of a1');
    expect(disabledInput(html, 'account-name')).toBe(false);
    expect(disabledInput(html, 'account-primary-color')).toBe(false);
    expect(disabledInput(html, 'account-custom-domain')).toBe(true);
    expect(html).not.toContain('Billing &amp; Subscription');
    expect(html).not.toContain('Danger Zone');
  });

  it('the owner sees every section, with the link to /account/billing and the Danger Zone', () => {
    const html = render('owner');
    for (const title of ['General Settings', 'Billing &amp; Subscription', 'team of a1', 'Branding', 'Usage Limits'])
      expect(html).toContain(title);
    expect(html).toContain('href="/account/billing"');
    expect(html).toContain('Delete Account');
    expect(disabledInput(html, 'account-custom-domain')).toBe(false);
  });
});
