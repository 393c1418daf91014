import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';
import type { TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import type { TestDnsServer } from './test-dns-server.ts';

/** An active site (slot 1 unless overridden) of the account, straight in the database. */
export async function createSite(db: Database, accountId: string, overrides: Partial<typeof sites.$inferInsert> = {}) {
  const theme = await createTheme(db);
  const [site] = await db
    .insert(sites)
    .values({
      accountId,
      themeId: theme.id,
      slotNumber: 1,
      status: 'active',
      name: 'Test site',
      contentKey: randomBytes(16).toString('hex'),
      ...overrides,
    })
    .returning();
  return site!;
}

/** An owner with an active site in slot 1, and the site's domains URL. */
export async function ownerWithSite(app: TestApp) {
  const owner = await signedInOwner(app);
  const site = await createSite(app.db, owner.account.id);
  return { ...owner, site, url: `/api/accounts/${owner.account.id}/slots/${site.id}/domains` };
}

let sequence = 0;
/** A fresh registrable name per call: apex 'shop-….example', or a subdomain of one. */
export function freshDomain(sub: string | null = 'www'): string {
  const apex = `shop-${Date.now().toString(36)}${++sequence}.example`;
  return sub === null ? apex : `${sub}.${apex}`;
}

/** Publishes TXT values at the domain's challenge name, as its owner would at their DNS provider. */
export function publishTxt(dns: TestDnsServer, domain: string, ...values: string[]) {
  dns.zone.set(`_themeport-challenge.${domain}`, { txt: values });
}
