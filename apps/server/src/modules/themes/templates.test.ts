import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { isValidSchemaV2Component, pageFilePath, type TemplateConfig } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local.ts';
import { blogPosts, componentInstances, sitePages, themes } from '../../db/schema.ts';
import { SEED_THEMES, seed } from '../../seed/seed.ts';
import { buildTemplateConfig } from '../../seed/data/template-config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createDeployableTheme } from '../../test/slots.ts';
import { syncThemeTemplates } from './templates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const templateRows = async (themeId: string) => ({
  pages: await t.db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.themeId, themeId), eq(sitePages.isTemplate, true), isNull(sitePages.deletedAt))),
  components: await t.db
    .select()
    .from(componentInstances)
    .where(
      and(
        eq(componentInstances.themeId, themeId),
        eq(componentInstances.isTemplate, true),
        isNull(componentInstances.deletedAt),
      ),
    ),
  posts: await t.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.themeId, themeId), eq(blogPosts.isTemplate, true))),
});

describe('file paths per framework', () => {
  it('maps page paths to Astro and Next.js files', () => {
    expect(['/', '/about', '/blog/[slug]'].map((p) => pageFilePath('astro', p))).toEqual([
      'src/pages/index.astro',
      'src/pages/about.astro',
      'src/pages/blog/[slug].astro',
    ]);
    expect(['/', '/about', '/blog/[slug]'].map((p) => pageFilePath('nextjs', p))).toEqual([
      'app/page.tsx',
      'app/about/page.tsx',
      'app/blog/[slug]/page.tsx',
    ]);
  });
});

describe('syncThemeTemplates', () => {
  it("builds the theme's template pages, schema v2 components with ELID locations, and posts", async () => {
    const theme = await createDeployableTheme(t.db, { framework: 'nextjs' });
    const { pages, components, posts } = await templateRows(theme.id);
    const config = theme.templateConfig!;
    expect(pages.map((p) => [p.path, p.filePath, p.isDynamic, p.status, p.sortOrder]).sort()).toEqual([
      ['/', 'app/page.tsx', false, 'published', 1],
      ['/about', 'app/about/page.tsx', false, 'published', 2],
      ['/blog', 'app/blog/page.tsx', false, 'published', 4],
      ['/blog/[slug]', 'app/blog/[slug]/page.tsx', true, 'published', 5],
      ['/contact', 'app/contact/page.tsx', false, 'published', 3],
      ['/privacy', 'app/privacy/page.tsx', false, 'published', 6],
      ['/terms', 'app/terms/page.tsx', false, 'published', 7],
    ]);
    expect(pages.every((p) => p.description.length > 10 && !p.description.includes('{'))).toBe(true);

    const expected =
      Object.keys(config.globalComponents).length +
      config.pages.reduce((n, p) => n + Object.keys(p.components).length, 0);
    expect(components).toHaveLength(expected);
    const hero = components.find((c) => c.pagePath === '/' && c.slug === 'hero')!;
    expect(hero).toMatchObject({
      componentType: 'Hero',
      componentName: 'Hero',
      location: 'ELID:home/hero',
      sortOrder: 1,
      pageId: pages.find((p) => p.path === '/')!.id,
    });
    const header = components.find((c) => c.slug === 'site-header')!;
    expect(header).toMatchObject({
      pagePath: 'global',
      pageId: null,
      location: 'ELID:global/site-header',
      componentName: 'Site Header',
    });
    expect(components.every((c) => isValidSchemaV2Component(c.data) && c.location.startsWith('ELID:'))).toBe(true);

    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.length).toBeLessThanOrEqual(4);
    for (const post of posts) {
      expect(post.content).toMatchObject({
        type: 'markdown',
        version: '1.0',
        status: 'published',
        author: expect.any(String),
      });
      expect(post.content.body).toContain('## ');
      expect(post.content.body).not.toMatch(/lorem|ipsum|undefined/i);
    }
    expect(posts.some((p) => p.title.includes(theme.name))).toBe(true);
  });

  it('is idempotent, keeps ids when the config changes, and soft-deletes what the config dropped', async () => {
    const theme = await createDeployableTheme(t.db);
    const before = await templateRows(theme.id);
    expect(await syncThemeTemplates(t.db, theme.id)).toEqual({ created: 0, updated: 0, removed: 0 });

    const config: TemplateConfig = structuredClone(theme.templateConfig!);
    config.pages[1]!.title = 'Who we are';
    delete config.pages[0]!.components.testimonials;
    await t.db.update(themes).set({ templateConfig: config }).where(eq(themes.id, theme.id));
    // Updated: the About page's title, and the home page's list of components; removed: the testimonials.
    expect(await syncThemeTemplates(t.db, theme.id)).toEqual({ created: 0, updated: 2, removed: 1 });

    const after = await templateRows(theme.id);
    expect(after.pages.map((p) => p.id).sort()).toEqual(before.pages.map((p) => p.id).sort());
    expect(after.pages.find((p) => p.path === '/about')!.title).toBe('Who we are');
    expect(after.components.map((c) => c.slug)).not.toContain('testimonials');
    expect(after.components).toHaveLength(before.components.length - 1);
    expect(after.posts).toHaveLength(before.posts.length);
    expect(await syncThemeTemplates(t.db, theme.id)).toEqual({ created: 0, updated: 0, removed: 0 });
  });

  it('leaves a theme without a template config alone', async () => {
    const [bare] = await t.db
      .insert(themes)
      .values({ name: 'Bare', slug: `bare-${Date.now().toString(36)}`, framework: 'astro' })
      .returning();
    expect(await syncThemeTemplates(t.db, bare!.id)).toEqual({ created: 0, updated: 0, removed: 0 });
    expect(await templateRows(bare!.id)).toEqual({ pages: [], components: [], posts: [] });
  });
});

describe('the template backfill job on an older database', () => {
  it('gives seeded themes their design and every theme with a config its template rows', async () => {
    const seedTheme = SEED_THEMES.find((theme) => theme.slug === 'counsel-legal')!;
    const { design: _design, ...withoutDesign } = buildTemplateConfig(seedTheme, new Date());
    // As an older seed left it: a template config without a design, and no template rows.
    const [old] = await t.db
      .insert(themes)
      .values({
        name: seedTheme.name,
        slug: seedTheme.slug,
        framework: seedTheme.framework,
        templateConfig: withoutDesign as TemplateConfig,
      })
      .returning();
    const uploads = mkdtempSync(path.join(tmpdir(), 'themeport-uploads-'));
    try {
      const result = await seed(t.db, createLocalStorage(uploads));
      // Start-up queues the backfill (decision 044); the job queue runs it.
      expect(result).toMatchObject({ seeded: false, templates: 0, backfillQueued: true });
      expect((await templateRows(old!.id)).pages).toEqual([]);
      await t.jobs.runDue();
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
    const [row] = await t.db.select().from(themes).where(eq(themes.id, old!.id));
    expect(row!.templateConfig!.design).toEqual({
      colors: { primary: '#1e293b', accent: '#d97706', background: '#ffffff', text: '#0f172a', muted: '#475569' },
      fonts: { heading: expect.stringContaining('Merriweather'), body: expect.stringContaining('Source Sans 3') },
      layout: 'classic',
    });
    const rows = await templateRows(old!.id);
    expect([rows.pages.length, rows.posts.length]).toEqual([7, 4]);
    await seed(t.db, createLocalStorage(uploads));
    await t.jobs.runDue();
    expect([rows.pages.length, rows.posts.length]).toEqual([7, 4]);
    expect(await templateRows(old!.id)).toEqual(rows);
  });
});
