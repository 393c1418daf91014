// Account settings (issue 12, spec 001 §2.2, §5, §6.3): per-field gates per role, validation that
// changes nothing, real usage (an API call counted), and the Danger Zone's deletion of one account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole, AccountSettingsResponse, MeResponse } from '@themeport/core';
import { createLocalPaymentProvider } from '../../adapters/payments/local.ts';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import { createStorage } from '../../adapters/storage/index.ts';
import {
  accountUsers,
  accounts,
  apiUsage,
  auditLogs,
  invoices,
  mediaFiles,
  siteDomains,
  sites,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailsTo, signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { subscribedOwner } from '../../test/billing.ts';
import { onboardedOwnerWithSite } from '../../test/route-fixtures.ts';
import { runLocalBilling } from '../billing/renewals.ts';
import { invalidateCustomDomains } from '../site-host/routes.ts';
import { createOwnedAccount } from './service.ts';

// The local provider as the app uses it, with its cancellations written down: the provider's side
// of "money moves exactly once" (Stripe's own request is covered in adapters/payments).
const cancellations: { providerSubscriptionId: string; idempotencyKey: string }[] = [];
const local = createLocalPaymentProvider();
const payments: PaymentProvider = {
  ...local,
  async cancelSubscriptionNow(input) {
    cancellations.push(input);
    await local.cancelSubscriptionNow(input);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' }, { payments });
}, 300_000);
afterAll(() => t.close());

type SettingsAnswer = AccountSettingsResponse & { code?: string; error?: string; fields?: Record<string, string> };
const send = async (client: Client, accountId: string, json?: unknown) => {
  const res = await client.request(
    `/api/accounts/${accountId}/settings`,
    json === undefined ? {} : { method: 'PATCH', json },
  );
  return { status: res.status, body: (await res.json()) as SettingsAnswer };
};
const settingsOf = (client: Client, accountId: string) => send(client, accountId);
const patch = (client: Client, accountId: string, json: unknown) => send(client, accountId, json);
const accountRow = async (accountId: string) =>
  (await t.db.select().from(accounts).where(eq(accounts.id, accountId)))[0];

async function teamAccount() {
  const owner = await signedInOwner(t);
  const accountId = owner.account.id;
  const members = { owner: owner.client } as Record<AccountRole, Client>;
  for (const role of ['admin', 'editor', 'viewer'] as const)
    members[role] = (await signedInMember(t, accountId, role)).client;
  return { owner, accountId, members };
}

describe('GET /api/accounts/{accountId}/settings', () => {
  it('answers every member the settings, defaults per spec 001 §5, and what their role may change', async () => {
    const { accountId, members } = await teamAccount();
    const owner = await settingsOf(members.owner, accountId);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({
      id: accountId,
      settings: { timezone: 'UTC', date_format: 'YYYY-MM-DD' },
      branding: { primary_color: '#3b82f6', custom_domain: null },
      role: 'owner',
    });
    expect(Object.values(owner.body.permissions).every(Boolean)).toBe(true);
    const viewer = await settingsOf(members.viewer, accountId);
    expect(viewer.status).toBe(200);
    expect(Object.values(viewer.body.permissions).some(Boolean)).toBe(false);
    expect((await settingsOf(members.admin, accountId)).body.permissions).toMatchObject({
      canEditGeneral: true,
      canEditColor: true,
      canEditDomain: false,
      canSeeBilling: false,
      canManageTeam: true,
      canDeleteAccount: false,
    });
  });

  it('refuses a non-member with 403 and nothing of the account', async () => {
    const { accountId } = await teamAccount();
    const stranger = await signedInOwner(t);
    const res = await settingsOf(stranger.client, accountId);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(accountId);
  });
});

describe('PATCH /api/accounts/{accountId}/settings: a check per field', () => {
  it('name and settings: admin and owner; viewer and editor get 403 and nothing changes', async () => {
    const { accountId, members } = await teamAccount();
    const before = await accountRow(accountId);
    for (const role of ['viewer', 'editor'] as const) {
      expect((await patch(members[role], accountId, { name: 'Renamed' })).status, role).toBe(403);
      expect((await patch(members[role], accountId, { settings: { timezone: 'Asia/Tokyo' } })).status, role).toBe(403);
      expect((await patch(members[role], accountId, { branding: { primary_color: '#ff0000' } })).status, role).toBe(
        403,
      );
    }
    expect(await accountRow(accountId)).toEqual(before);

    const admin = await patch(members.admin, accountId, {
      name: '  Renamed by admin  ',
      settings: { timezone: 'Asia/Tokyo', date_format: 'DD/MM/YYYY' },
    });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({
      name: 'Renamed by admin',
      settings: { timezone: 'Asia/Tokyo', date_format: 'DD/MM/YYYY' },
    });
    const owner = await patch(members.owner, accountId, { settings: { date_format: 'MM/DD/YYYY' } });
    expect(owner.body.settings).toEqual({ timezone: 'Asia/Tokyo', date_format: 'MM/DD/YYYY' });
    // The switcher reads the name from /api/me.
    const me = (await (await members.viewer.request('/api/me')).json()) as MeResponse;
    expect(me.accounts.find((account) => account.id === accountId)?.name).toBe('Renamed by admin');
  });

  it('primary colour: admin and owner; custom domain: owner only, and one refused field refuses the whole request', async () => {
    const { accountId, members } = await teamAccount();
    expect((await patch(members.admin, accountId, { branding: { primary_color: '#AA00CC' } })).body.branding).toEqual({
      primary_color: '#aa00cc',
      custom_domain: null,
    });
    const before = await accountRow(accountId);
    const refused = await patch(members.admin, accountId, {
      name: 'Sneaky',
      branding: { custom_domain: 'portal.example.com' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Only the owner can change the custom domain.');
    expect(await accountRow(accountId)).toEqual(before);

    const owner = await patch(members.owner, accountId, { branding: { custom_domain: 'Portal.Example.com' } });
    expect(owner.status).toBe(200);
    expect(owner.body.branding).toEqual({ primary_color: '#aa00cc', custom_domain: 'portal.example.com' });
    expect(
      (await patch(members.owner, accountId, { branding: { custom_domain: '' } })).body.branding.custom_domain,
    ).toBeNull();
  });

  it('answers 400 for invalid input (never 500) and changes nothing', async () => {
    const { accountId, members } = await teamAccount();
    const before = await accountRow(accountId);
    const bodies: unknown[] = [
      { name: ' a ' },
      { name: '' },
      { name: 'x'.repeat(51) },
      { name: `  ${'y'.repeat(51)}  ` },
      { name: 42 },
      { settings: { timezone: 'Mars/Olympus' } },
      { settings: { date_format: 'yyyy.mm.dd' } },
      { settings: { timezone: 'UTC', extra: 1 } },
      { branding: { primary_color: 'blue' } },
      { branding: { primary_color: '#abc' } },
      { branding: { custom_domain: 'https://x.example.com/path' } },
      { plan: 'enterprise' },
      { usageLimits: { max_sites: 999 } },
      {},
    ];
    for (const body of bodies) {
      const res = await patch(members.owner, accountId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const short = await patch(members.owner, accountId, { name: ' a ' });
    expect(short.body.fields).toEqual({ name: 'Account name must be 2 to 50 characters.' });
    expect(await accountRow(accountId)).toEqual(before);
  });
});

describe('usage beside the limits', () => {
  it('counts members, the images’ bytes, occupied slots and content API calls this month', async () => {
    const fixture = await onboardedOwnerWithSite(t);
    const accountId = fixture.account.id;
    await signedInMember(t, accountId, 'editor');
    const [image] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.accountId, accountId));
    const before = await settingsOf(fixture.client, accountId);
    expect(before.body.usage).toMatchObject({
      users: { used: 2, limit: 1 },
      storage: { usedBytes: image!.bytes, limitMb: 100 },
      sites: { used: 1, limit: 1 },
      apiCalls: { used: 0, limit: 1000, month: new Date().toISOString().slice(0, 7) },
    });

    const [site] = await t.db.select().from(sites).where(eq(sites.id, fixture.slot.id));
    const call = (key: string) => t.app.request(`/api/sites/${site!.id}/content`, { headers: { 'X-Site-Key': key } });
    expect((await call(site!.contentKey)).status).toBe(200);
    expect((await call(site!.contentKey)).status).toBe(200);
    // A refused key is not a call of the account's.
    expect((await call('wrong')).status).toBe(401);
    expect((await settingsOf(fixture.client, accountId)).body.usage.apiCalls.used).toBe(2);
    const rows = await t.db.select().from(apiUsage).where(eq(apiUsage.accountId, accountId));
    expect(rows).toEqual([{ accountId, month: new Date().toISOString().slice(0, 7), calls: 2 }]);
  });
});

describe('POST /api/accounts/{accountId}/delete (Danger Zone)', () => {
  it('deletes the account, its sites, domains, images and data after its name is typed, and nothing else', async () => {
    const fixture = await onboardedOwnerWithSite(t);
    const accountId = fixture.account.id;
    const other = await createOwnedAccount(t.db, { userId: fixture.user.id, name: 'Second studio' });
    const editor = await signedInMember(t, accountId, 'editor');
    const admin = await signedInMember(t, accountId, 'admin');
    const domain = `shop-${accountId.slice(0, 8)}.example.com`;
    await t.db.insert(siteDomains).values({ siteId: fixture.slot.id, accountId, domain, status: 'active' });
    await invalidateCustomDomains();
    const [image] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.accountId, accountId));
    const storage = createStorage(t.config);
    expect(await storage.exists(image!.storageKey)).toBe(true);
    expect((await t.app.request(fixture.slot.deploymentUrl!)).status).toBe(200);
    expect((await t.app.request(`http://${domain}/`)).status).toBe(200);

    // Not the owner: 403. A wrong name: 400. Neither changes anything.
    const byAdmin = await admin.client.post(`/api/accounts/${accountId}/delete`, { confirmName: fixture.account.name });
    expect(byAdmin.status).toBe(403);
    for (const confirmName of ['', 'wrong', fixture.account.name.toUpperCase(), `${fixture.account.name}x`]) {
      const res = await fixture.client.post(`/api/accounts/${accountId}/delete`, { confirmName });
      expect(res.status, confirmName).toBe(400);
    }
    expect(await accountRow(accountId)).toBeDefined();

    const res = await fixture.client.post(`/api/accounts/${accountId}/delete`, {
      confirmName: `  ${fixture.account.name} `,
    });
    expect(res.status).toBe(200);
    const me = (await res.json()) as MeResponse;
    expect(me.accounts.map((account) => account.id)).toEqual([other.id]);
    expect(me.currentAccountId).toBe(other.id);
    expect(fixture.client.cookies.get('tp_account')).toBe(other.id);

    // The account's rows are gone (every table cascades), its files too, and nothing is served.
    expect(await accountRow(accountId)).toBeUndefined();
    for (const table of [accountUsers, sites, mediaFiles, siteDomains] as const)
      expect(
        await t.db.select().from(table).where(eq(table.accountId, accountId)),
        table === sites ? 'sites' : '',
      ).toEqual([]);
    expect(await storage.exists(image!.storageKey)).toBe(false);
    expect((await t.app.request(fixture.slot.deploymentUrl!)).status).toBe(404);
    const byDomain = await t.app.request(`http://${domain}/`);
    expect(await byDomain.text()).not.toContain('Fixture site');

    // The owner's other account and its membership are untouched; the members are told.
    expect((await accountRow(other.id))?.name).toBe('Second studio');
    expect((await settingsOf(fixture.client, other.id)).status).toBe(200);
    for (const email of [fixture.user.email, editor.user.email, admin.user.email]) {
      const mails = (await mailsTo(t, email)).filter((mail) => mail.type === 'account_deleted');
      expect(mails, email).toHaveLength(1);
      expect(mails[0]!.metadata.subject).toBe(`The account ${fixture.account.name} was deleted`);
    }
    // The deletion is audited, and the entry outlives the account.
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, accountId));
    expect(entries).toMatchObject([
      {
        adminUserId: fixture.user.id,
        actionType: 'delete',
        resourceType: 'account',
        resourceName: fixture.account.name,
        accountId: null,
        status: 'success',
        metadata: { members: 3, sites: 1 },
      },
    ]);
    // A member's session goes on without the account.
    const editorMe = (await (await editor.client.request('/api/me')).json()) as MeResponse;
    expect(editorMe.accounts).toEqual([]);
    expect(editorMe.currentAccountId).toBeNull();
  });

  it('cancels the subscription once at the provider, and nothing is charged again', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const subscription = await owner.subscriptionRow();
    const { end } = await owner.setPeriod(20);
    const invoicesBefore = (await t.db.select().from(invoices)).length;
    const res = await owner.client.post(`/api/accounts/${owner.accountId}/delete`, { confirmName: owner.account.name });
    expect(res.status).toBe(200);
    const again = await owner.client.post(`/api/accounts/${owner.accountId}/delete`, {
      confirmName: owner.account.name,
    });
    expect(again.status).toBe(403);
    expect(cancellations.filter((call) => call.providerSubscriptionId === subscription.providerSubscriptionId)).toEqual(
      [
        {
          providerSubscriptionId: subscription.providerSubscriptionId,
          idempotencyKey: `account-delete:${subscription.id}`,
        },
      ],
    );
    await runLocalBilling(t.db, new Date(end.getTime() + 86_400_000));
    const after = await t.db.select().from(invoices);
    expect(after.length).toBeLessThanOrEqual(invoicesBefore - 1);
    // Without another account the owner goes back to onboarding for a new workspace.
    const me = (await res.json()) as MeResponse;
    expect([me.accounts, me.currentAccountId, me.user.onboardingNeeded]).toEqual([[], null, true]);
    expect(owner.client.cookies.has('tp_account')).toBe(false);
    const session = (await (await owner.client.request('/api/me')).json()) as MeResponse;
    expect(session.user.onboardingNeeded).toBe(true);
  });
});
