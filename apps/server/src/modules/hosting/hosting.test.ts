import fs, { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import git from 'isomorphic-git';
import { fillSiteName, type SitePage, type SitePost, type SiteSlot } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLogs, blogPosts, sitePages, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner } from '../../test/auth.ts';
import { insertSite } from '../../test/sites.ts';
import { addToLibrary, createDeployableTheme } from '../../test/slots.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

const base = (accountId: string, slotId: string) => `/api/accounts/${accountId}/slots/${slotId}`;
const repoDir = (siteId: string) => path.join(t.config.reposDir, siteId);

async function readAtHead(siteId: string, filepath: string): Promise<string> {
  const dir = repoDir(siteId);
  const oid = await git.resolveRef({ fs, dir, ref: 'main' });
  const { blob } = await git.readBlob({ fs, dir, oid, filepath });
  return Buffer.from(blob).toString('utf8');
}

const commitsOf = (siteId: string) => git.log({ fs, dir: repoDir(siteId), ref: 'main' });

async function logLines(siteId: string) {
  return t.db.select().from(appLogs).where(eq(appLogs.siteId, siteId));
}

describe('create repository and site (local)', () => {
  it('commits the theme files and content to a git repository on disk and stores both URLs', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    // A draft stays out of the repository, as it stays off the live site.
    await t.db.insert(blogPosts).values({
      accountId: account.id,
      siteId: site.id,
      slug: 'unfinished',
      title: 'Not yet',
      status: 'draft',
      content: { body: 'Draft', type: 'markdown', version: '1.0', status: 'draft' },
    });

    const res = await client.post(`${base(account.id, site.id)}/site`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      repository: { url: `/api/accounts/${account.id}/slots/${site.id}/repository.zip` },
      site: { url: `http://${site.id}.sites.localhost:3000/` },
      hosting: 'local',
    });

    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row).toMatchObject({
      githubRepoUrl: `/api/accounts/${account.id}/slots/${site.id}/repository.zip`,
      netlifyUrl: `http://${site.id}.sites.localhost:3000/`,
      hosting: 'local',
      providerSiteId: null,
    });

    const commits = await commitsOf(site.id);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.commit.author).toMatchObject({ name: 'Themeport', email: 'sites@themeport.dev' });
    expect(commits[0]!.commit.message).toContain('My Bakery');

    // content/pages.json is the site's own pages, without the deleted one.
    const pages = JSON.parse(await readAtHead(site.id, 'content/pages.json')) as SitePage[];
    const stored = await t.db.select().from(sitePages).where(eq(sitePages.siteId, site.id));
    const live = stored.filter((page) => page.deletedAt === null).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(pages.map((page) => [page.id, page.path, page.title])).toEqual(
      live.map((page) => [page.id, page.path, page.title]),
    );
    expect(pages.map((page) => page.path)).toEqual(['/', '/about']);

    const posts = JSON.parse(await readAtHead(site.id, 'content/posts.json')) as SitePost[];
    expect(posts.map((post) => post.slug)).toEqual(['sourdough']);
    const components = JSON.parse(await readAtHead(site.id, 'content/components.json')) as { location: string }[];
    expect(components.map((c) => c.location).sort()).toEqual([
      'ELID:about/story',
      'ELID:global/site-header',
      'ELID:home/hero',
    ]);
    const siteJson = JSON.parse(await readAtHead(site.id, 'content/site.json')) as {
      name: string;
      design: { fonts: { body: string } };
    };
    expect(siteJson.name).toBe('My Bakery');
    expect(siteJson.design.fonts.body).toBe('Inter');

    // The theme's Astro files and a package.json that builds them.
    const files = await git.listFiles({ fs, dir: repoDir(site.id), ref: 'main' });
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'package.json',
        'netlify.toml',
        'src/pages/[...path].astro',
        'src/pages/404.astro',
        '.env.example',
        'src/lib/themeport.ts',
      ]),
    );
    const pkg = JSON.parse(await readAtHead(site.id, 'package.json')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.scripts.build).toBe('astro build');
    // Pinned to a release that runs on Node 20 (astro 6 needs Node 22).
    expect(pkg.dependencies.astro).toBe('5.18.2');

    // The build reads the content API of this site; the read key is only ever an environment variable.
    const config = await readAtHead(site.id, 'astro.config.mjs');
    expect(config).toContain(`default: "http://localhost:3000/api/sites/${site.id}/content"`);
    // The editor helper is served by the portal (decision 022).
    expect(config).toContain(`default: "${t.config.publicUrl}"`);
    expect(config).toContain("THEMEPORT_SITE_KEY: envField.string({ context: 'server', access: 'secret' })");
    const [keyed] = await t.db.select({ key: sites.contentKey }).from(sites).where(eq(sites.id, site.id));
    for (const file of files) expect(await readAtHead(site.id, file)).not.toContain(keyed!.key);
    expect(await readAtHead(site.id, '.gitignore')).toContain('\n.env\n');
    expect(await readAtHead(site.id, 'src/layouts/Base.astro')).toContain('"/site-bridge/helper.js"');

    const lines = await logLines(site.id);
    expect(lines.map((line) => [line.level, line.category]).sort()).toEqual([
      ['info', 'hosting'],
      ['info', 'repository'],
    ]);
  });

  it('writes Next.js pages for a Next.js theme', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id, framework: 'nextjs' });
    expect((await client.post(`${base(account.id, site.id)}/site`)).status).toBe(200);
    const files = await git.listFiles({ fs, dir: repoDir(site.id), ref: 'main' });
    expect(files).toEqual(
      expect.arrayContaining(['app/[[...path]]/page.tsx', 'app/blog/[slug]/page.tsx', 'content/pages.json']),
    );
    const pkg = JSON.parse(await readAtHead(site.id, 'package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toBe('next build');
  });

  it('commits again only when the content changed', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    expect((await client.post(`${base(account.id, site.id)}/site`)).status).toBe(200);
    expect((await client.post(`${base(account.id, site.id)}/site`)).status).toBe(200);
    expect((await client.post(`${base(account.id, site.id)}/rebuild`)).status).toBe(200);
    expect(await commitsOf(site.id)).toHaveLength(1);

    await t.db
      .update(sitePages)
      .set({ title: 'About the bakery', updatedAt: new Date() })
      .where(and(eq(sitePages.siteId, site.id), eq(sitePages.path, '/about')));
    await t.db.update(blogPosts).set({ deletedAt: new Date() }).where(eq(blogPosts.siteId, site.id));
    expect((await client.post(`${base(account.id, site.id)}/rebuild`)).status).toBe(200);

    const commits = await commitsOf(site.id);
    expect(commits).toHaveLength(2);
    const pages = JSON.parse(await readAtHead(site.id, 'content/pages.json')) as SitePage[];
    expect(pages.find((page) => page.path === '/about')?.title).toBe('About the bakery');
    expect(JSON.parse(await readAtHead(site.id, 'content/posts.json'))).toEqual([]);
    // The working tree is clean after the commit.
    const matrix = await git.statusMatrix({ fs, dir: repoDir(site.id) });
    expect(matrix.filter(([, head, workdir, stage]) => !(head === 1 && workdir === 1 && stage === 1))).toEqual([]);
  });

  it('answers 409 with the spec text for a slot without a theme', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id, status: 'inactive' });
    for (const action of ['site', 'rebuild']) {
      const res = await client.post(`${base(account.id, site.id)}/${action}`);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: 'No theme assigned to this subscription. Please assign a theme first.',
        code: 'NO_THEME_ASSIGNED',
      });
    }
    expect(existsSync(repoDir(site.id))).toBe(false);
  });

  it('answers 502 with the spec text and logs an error line when the repository cannot be written', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    // A file where the repository folder should be: the export fails.
    mkdirSync(t.config.reposDir, { recursive: true });
    writeFileSync(repoDir(site.id), 'not a folder');

    const res = await client.post(`${base(account.id, site.id)}/site`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to create GitHub repository', code: 'REPOSITORY_FAILED' });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row).toMatchObject({ githubRepoUrl: null, netlifyUrl: null, hosting: null });
    const lines = await logLines(site.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      category: 'repository',
      message: 'Failed to create GitHub repository',
    });
    // The provider's own words stay on the server.
    expect(JSON.stringify(lines[0]!.details)).not.toContain('EEXIST');
  });
});

describe('a slot deployed through the slots API', () => {
  it("exports the deployed site's own pages, and a rebuild shows edits on the local host at once", async () => {
    const { client, account } = await signedInOwner(t);
    const theme = await createDeployableTheme(t.db);
    await addToLibrary(t.db, account.id, theme.id);
    const deployed = await client.post(`/api/accounts/${account.id}/slots`, {
      themeId: theme.id,
      name: 'Harbour Cafe',
    });
    expect(deployed.status).toBe(201);
    const slot = (await deployed.json()) as SiteSlot;

    expect((await client.post(`${base(account.id, slot.id)}/site`)).status).toBe(200);
    const { pages } = (await (await client.request(`${base(account.id, slot.id)}/pages`)).json()) as {
      pages: SitePage[];
    };
    const exported = JSON.parse(await readAtHead(slot.id, 'content/pages.json')) as SitePage[];
    expect(exported.map((page) => page.id).sort()).toEqual(pages.map((page) => page.id).sort());
    expect(exported.length).toBeGreaterThan(0);

    // The local host serves (and caches) the home page; an edit shows after a rebuild, not before.
    // On the site's own origin (the portal only redirects /sites/{id}/ there).
    const home = async () => (await t.app.request(`http://${slot.id}.sites.localhost:3000/`)).text();
    // Template copy names the site as {site.name}; the live site fills it.
    const homeTitle = fillSiteName(exported.find((page) => page.path === '/')!.title, slot.name);
    expect(await home()).toContain(homeTitle);
    await t.db
      .update(sitePages)
      .set({ title: 'Freshly rebuilt', updatedAt: new Date() })
      .where(and(eq(sitePages.siteId, slot.id), eq(sitePages.path, '/')));
    expect(await home()).toContain(homeTitle);
    expect((await client.post(`${base(account.id, slot.id)}/rebuild`)).status).toBe(200);
    expect(await home()).toContain('Freshly rebuilt');
    const rebuilt = JSON.parse(await readAtHead(slot.id, 'content/pages.json')) as SitePage[];
    expect(rebuilt.find((page) => page.path === '/')!.title).toBe('Freshly rebuilt');
  });
});

describe('repository download', () => {
  it('answers a zip of the working tree and its .git folder that is a real repository', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id, name: 'Crumbs & Co.' });
    expect((await client.request(`${base(account.id, site.id)}/repository.zip`)).status).toBe(404);
    expect((await client.post(`${base(account.id, site.id)}/site`)).status).toBe(200);

    const res = await client.request(`${base(account.id, site.id)}/repository.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="crumbs-co.zip"');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(entries['content/site.json']!))).toMatchObject({ id: site.id, name: 'Crumbs & Co.' });
    expect(strFromU8(entries['.git/HEAD']!).trim()).toBe('ref: refs/heads/main');

    // Unzipped, it is the same repository: same head commit, clean working tree.
    const out = mkdtempSync(path.join(tmpdir(), 'themeport-unzip-'));
    try {
      for (const [name, bytes] of Object.entries(entries)) {
        mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
        writeFileSync(path.join(out, name), bytes);
      }
      const [head] = await git.log({ fs, dir: out, ref: 'main', depth: 1 });
      const [original] = await commitsOf(site.id);
      expect(head!.oid).toBe(original!.oid);
      const matrix = await git.statusMatrix({ fs, dir: out });
      expect(matrix.every(([, h, w, s]) => h === 1 && w === 1 && s === 1)).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('deployment URL', () => {
  it("saves a URL by hand and answers the slot; an empty one gets 'Please enter a Netlify URL'", async () => {
    const { client, account } = await signedInOwner(t);
    const { site, theme } = await insertSite(t.db, { accountId: account.id });
    const url = `${base(account.id, site.id)}/deployment-url`;

    const empty = await client.request(url, { method: 'PUT', json: { url: '  ' } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.url).toBe('Please enter a Netlify URL');

    const res = await client.request(url, { method: 'PUT', json: { url: 'my-bakery.netlify.app' } });
    expect(res.status).toBe(200);
    const slot = (await res.json()) as SiteSlot;
    expect(slot).toMatchObject({
      id: site.id,
      deploymentUrl: 'https://my-bakery.netlify.app',
      status: 'active',
      pageCount: 2,
      postCount: 1,
    });
    expect(slot.theme).toMatchObject({ id: theme.id, slug: theme.slug, framework: 'astro' });
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row!.netlifyUrl).toBe('https://my-bakery.netlify.app');
    expect((await logLines(site.id)).map((line) => line.category)).toEqual(['hosting']);

    // Cleared, the site is answered at its address on the local host again.
    const cleared = await client.request(url, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    const local = `http://${site.id}.sites.localhost:3000/`;
    expect(await cleared.json()).toMatchObject({ id: site.id, deploymentUrl: local, localUrl: local });
    const [after] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(after!.netlifyUrl).toBe(local);
    expect((await logLines(site.id)).map((line) => line.message)).toContain(
      `Deployment URL cleared: the site is at ${local}`,
    );
  });
});

describe('rebuild', () => {
  it('answers ok with the build time and writes a rebuild line', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    const before = Date.now();
    const res = await client.post(`${base(account.id, site.id)}/rebuild`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; builtAt: string };
    expect(body.ok).toBe(true);
    expect(new Date(body.builtAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const lines = await logLines(site.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', category: 'rebuild' });
    // No repository was asked for, so none is made.
    expect(existsSync(repoDir(site.id))).toBe(false);
  });

  it('answers 502 with the spec text when the repository cannot be re-exported', async () => {
    const { client, account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    mkdirSync(repoDir(site.id), { recursive: true });
    writeFileSync(path.join(repoDir(site.id), '.git'), 'broken');
    const res = await client.post(`${base(account.id, site.id)}/rebuild`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to rebuild site', code: 'REBUILD_FAILED' });
    expect((await logLines(site.id)).map((line) => [line.level, line.category])).toEqual([['error', 'rebuild']]);
  });
});

describe('who may use hosting', () => {
  it('lets an editor create the site and refuses a viewer with 403 on every hosting route', async () => {
    const { account } = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: account.id });
    const editor = await signedInMember(t, account.id, 'editor');
    const viewer = await signedInMember(t, account.id, 'viewer');

    expect((await viewer.client.post(`${base(account.id, site.id)}/site`)).status).toBe(403);
    expect((await viewer.client.post(`${base(account.id, site.id)}/rebuild`)).status).toBe(403);
    expect(
      (
        await viewer.client.request(`${base(account.id, site.id)}/deployment-url`, {
          method: 'PUT',
          json: { url: 'x.netlify.app' },
        })
      ).status,
    ).toBe(403);
    expect(existsSync(repoDir(site.id))).toBe(false);

    expect((await editor.client.post(`${base(account.id, site.id)}/site`)).status).toBe(200);
    expect((await viewer.client.request(`${base(account.id, site.id)}/repository.zip`)).status).toBe(403);
    expect((await editor.client.request(`${base(account.id, site.id)}/repository.zip`)).status).toBe(200);
  });

  it("answers 404 for another account's slot and 403 for another account's path", async () => {
    const owner = await signedInOwner(t);
    const { site } = await insertSite(t.db, { accountId: owner.account.id });
    expect((await owner.client.post(`${base(owner.account.id, site.id)}/site`)).status).toBe(200);
    const stranger = await signedInOwner(t);

    const mine = base(stranger.account.id, site.id);
    for (const res of [
      await stranger.client.post(`${mine}/site`),
      await stranger.client.post(`${mine}/rebuild`),
      await stranger.client.request(`${mine}/repository.zip`),
      await stranger.client.request(`${mine}/deployment-url`, { method: 'PUT', json: { url: 'x.netlify.app' } }),
      await stranger.client.post(`${base(stranger.account.id, 'not-a-uuid')}/site`),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('SLOT_NOT_FOUND');
    }
    expect((await stranger.client.post(`${base(owner.account.id, site.id)}/site`)).status).toBe(403);
    expect((await stranger.client.request(`${base(owner.account.id, site.id)}/repository.zip`)).status).toBe(403);
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row!.netlifyUrl).toBe(`http://${site.id}.sites.localhost:3000/`);
  });
});
