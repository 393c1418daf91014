import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInHistoryResponse } from '@themeport/core';
import { loadConfig } from '../../config.ts';
import { securityRecentEvents, signInHistory } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, mailsTo, signedInClient } from '../../test/auth.ts';

// The country a trusted proxy names (TRUSTED_COUNTRY_HEADER): kept with each sign-in, and an
// admin's sign-in from a country none of their earlier ones came from is a new_admin_device.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For', TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' });
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A sign-in through the route from one network and browser, in the given country. */
async function signInFrom(user: { email: string }, password: string, country: string, host: number) {
  const client = new Client(t, `192.0.2.${host}`);
  client.userAgent = CHROME_MAC;
  const res = await client.request('/api/auth/sign-in/email', {
    json: { email: user.email, password },
    headers: { 'cf-ipcountry': country },
  });
  expect(res.status).toBe(200);
}

describe('the country of a sign-in (behind a proxy that names it)', () => {
  it("keeps it in the history, and flags an admin's first sign-in from another country", async () => {
    const { user, password, client } = await signedInClient(t, { role: 'admin' });
    await signInFrom(user, password, 'de', 10);
    await signInFrom(user, password, 'DE', 11); // same country, network and browser: nothing
    const newDevice = () =>
      t.db
        .select()
        .from(securityRecentEvents)
        .where(and(eq(securityRecentEvents.type, 'new_admin_device'), eq(securityRecentEvents.userId, user.id)));
    const before = (await newDevice()).length;

    await signInFrom(user, password, 'US', 12);
    const flagged = (await newDevice()).slice(before);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.metadata).toMatchObject({ country: 'US', isNewCountry: true, isNewNetwork: false });
    expect(flagged[0]!.details).toContain('new country (US)');
    const mails = await mailsTo(t, user.email);
    expect(mails.some((mail) => mail.metadata.subject === 'Was this you? An admin sign-in from a new device')).toBe(
      true,
    );

    const history = await t.db.select().from(signInHistory).where(eq(signInHistory.userId, user.id));
    expect(history.map((row) => row.country).filter(Boolean)).toEqual(expect.arrayContaining(['DE', 'DE', 'US']));
    // The profile's history says where each one came from.
    const listed = (await (await client.request('/api/me/sign-ins')).json()) as SignInHistoryResponse;
    expect(listed.signIns.map((row) => row.country)).toEqual(expect.arrayContaining(['US', 'DE', null]));
  });

  it('is read only behind a trusted proxy: a client cannot name its own country', () => {
    expect(loadConfig({ TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' }).trustedCountryHeader).toBeNull();
    expect(
      loadConfig({ TRUSTED_PROXY: 'X-Forwarded-For', TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' }).trustedCountryHeader,
    ).toBe('cf-ipcountry');
  });
});
