import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../test/netlify-github-stand-in.ts';
import { createSiteHostingProvider } from '../../adapters/sites/index.ts';
import { appLogs, sites } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { insertSite } from '../../test/sites.ts';
import { createRepositoryAndSite, rebuildSite, type HostingDeps } from './service.ts';

// The hosting service with the production adapter chosen by config (both tokens set), talking
// real HTTP to stand-ins for api.github.com and api.netlify.com, over the real database.

let t: TestApp;
let fake: FakeProviders;
let deps: HostingDeps;
beforeAll(async () => {
  fake = await startFakeProviders({ owner: 'acme' });
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For', NETLIFY_TOKEN: 'nf-secret', GITHUB_TOKEN: 'gh-secret' });
  const provider = createSiteHostingProvider(t.config, {
    githubBaseUrl: fake.githubUrl,
    netlifyBaseUrl: fake.netlifyUrl,
    branchWait: { attempts: 3, delayMs: 1 },
  });
  deps = { db: t.db, config: t.config, logger: createLogger(t.config), provider };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('create repository and site with Netlify + GitHub', () => {
  it('stores the GitHub repository, the Netlify site and its id on the slot, with the log lines', async () => {
    expect(deps.provider.name).toBe('netlify');
    const { user, account } = await signedInOwner(t);
    const { site, theme } = await insertSite(t.db, { accountId: account.id });

    const answer = await createRepositoryAndSite(deps, { accountId: account.id, slotId: site.id, userId: user.id });
    const name = `my-bakery-${site.id.slice(0, 8)}`;
    expect(answer).toEqual({
      repository: { url: `https://github.com/acme/${name}` },
      site: { url: `https://${name}.netlify.app` },
      hosting: 'netlify',
    });
    expect(fake.requests.some((r) => r.path === `/github/repos/themeport-themes/${theme.slug}/generate`)).toBe(true);

    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row).toMatchObject({
      githubRepoUrl: `https://github.com/acme/${name}`,
      netlifyUrl: `https://${name}.netlify.app`,
      hosting: 'netlify',
      providerSiteId: `nf-${name}`,
    });
    // The Astro build reads the content API: its read key is in the Netlify site's build settings only.
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/netlify/api/v1/sites');
    expect((created!.body as { repo: { env: Record<string, string> } }).repo.env).toEqual({
      THEMEPORT_SITE_KEY: row!.contentKey,
    });
    // The content JSON is committed on top of the template.
    const pages = JSON.parse(fake.filesOf(`acme/${name}`)['content/pages.json']!) as { path: string }[];
    expect(pages.map((page) => page.path)).toEqual(['/', '/about']);
    const lines = await t.db.select().from(appLogs).where(eq(appLogs.siteId, site.id));
    expect(lines.map((line) => [line.level, line.category, line.message]).sort()).toEqual([
      ['info', 'hosting', `Site live at https://${name}.netlify.app`],
      ['info', 'repository', `Repository created: https://github.com/acme/${name}`],
    ]);

    const rebuilt = await rebuildSite(deps, { accountId: account.id, slotId: site.id, userId: user.id });
    expect(rebuilt).toEqual({ ok: true, builtAt: '2030-01-02T03:04:05.000Z' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/netlify/api/v1/sites/nf-${name}/builds` });
  });

  it('answers 502 with the spec text, logs an error line and leaves the slot unchanged when Netlify refuses', async () => {
    const { user, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    fake.failNext('/netlify/api/v1/sites', 401, { code: 401, message: 'Access Denied' });

    const error = await createRepositoryAndSite(deps, {
      accountId: account.id,
      slotId: site.id,
      userId: user.id,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      code: 'REPOSITORY_FAILED',
      userMessage: 'Failed to create GitHub repository',
    });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row).toMatchObject({ githubRepoUrl: null, netlifyUrl: null, hosting: null, providerSiteId: null });
    const lines = await t.db.select().from(appLogs).where(eq(appLogs.siteId, site.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      category: 'hosting',
      message: 'Failed to create GitHub repository',
    });
    expect(lines[0]!.details).toMatchObject({ provider: 'netlify', status: 401 });
    expect(JSON.stringify(lines[0])).not.toContain('Access Denied');
  });

  it('answers 502 with the rebuild text when the site has no Netlify site yet', async () => {
    const { user, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    const error = await rebuildSite(deps, { accountId: account.id, slotId: site.id, userId: user.id }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 502, code: 'REBUILD_FAILED', userMessage: 'Failed to rebuild site' });
    const lines = await t.db.select().from(appLogs).where(eq(appLogs.siteId, site.id));
    expect(lines.map((line) => [line.level, line.category])).toEqual([['error', 'rebuild']]);
  });
});
