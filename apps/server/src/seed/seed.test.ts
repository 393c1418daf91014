import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isIndustryType, componentProblems, isValidSchemaV2Component, type ThemeListResponse } from '@themeport/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import {
  blogPosts,
  componentInstances,
  emailTemplates,
  sitePages,
  themeReviews,
  themes,
  type Theme,
} from '../db/schema.ts';
import { syncThemeTemplates } from '../modules/themes/index.ts';
import { seed } from './seed.ts';

let t: TestApp;
let uploadsDir: string;
let rows: Theme[];

beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'themeport-uploads-'));
  const result = await seed(t.db, createLocalStorage(uploadsDir));
  expect(result.seeded).toBe(true);
  rows = await t.db.select().from(themes);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('covers the catalogue: 12+ themes, 6+ categories, both frameworks, free and paid', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.industryCategory)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.framework))).toEqual(new Set(['astro', 'nextjs']));
    expect(rows.some((r) => r.price === 0)).toBe(true);
    expect(rows.some((r) => r.price > 0)).toBe(true);
    for (const row of rows) expect(isIndustryType(row.industryCategory, row.industryType)).toBe(true);
  });

  it('gives each theme realistic fields', () => {
    for (const row of rows) {
      expect(row.features.length).toBeGreaterThanOrEqual(4);
      expect(row.features.length).toBeLessThanOrEqual(8);
      expect(row.longDescription.split('\n').length).toBeGreaterThanOrEqual(2);
      // Demos are served by Themeport from the templates (decision 021): no outside address is stored.
      expect(row.demoUrl).toBeNull();
      expect(row.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(row.description.length).toBeGreaterThan(40);
    }
    expect(new Set(rows.map((r) => r.downloads)).size).toBeGreaterThan(10);
    const created = rows.map((r) => r.createdAt.getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(90 * 86_400_000);
  });

  it('writes at least three SVG gallery images per theme through the storage adapter', () => {
    for (const row of rows) {
      expect(row.images.length).toBeGreaterThanOrEqual(3);
      expect(row.previewUrl).toBe(row.images[0]);
      row.images.forEach((url, index) => {
        expect(url).toBe(`/uploads/themes/${row.slug}-${index + 1}.svg`);
        const svg = readFileSync(path.join(uploadsDir, url.slice('/uploads/'.length)), 'utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toContain('linearGradient');
        expect(svg).toContain(row.name.replace(/&/g, '&amp;'));
      });
    }
  });

  it('gives every theme a full template config whose components are all valid schema v2', () => {
    for (const row of rows) {
      const config = row.templateConfig!;
      expect(config.schemaVersion).toBe(1);
      expect(config.installationConfig.createDefaultPages).toBe(true);
      expect(config.metadata.themeVersion).toBe(row.version);
      expect(config.pages.map((p) => [p.path, p.is_dynamic])).toEqual([
        ['/', false],
        ['/about', false],
        ['/contact', false],
        ['/blog', false],
        ['/blog/[slug]', true],
        ['/privacy', false],
        ['/terms', false],
      ]);
      const components = [
        ...Object.values(config.globalComponents),
        ...config.pages.flatMap((p) => Object.values(p.components)),
      ];
      expect(Object.keys(config.globalComponents).sort()).toEqual(['footer', 'header']);
      for (const component of components) {
        expect(isValidSchemaV2Component(component), `${row.slug} ${component.meta.id}`).toBe(true);
        // The theme CMS's rules too (spec 001 §5: UUID ids), so an admin can save a seeded page as it is.
        expect(componentProblems({ [component.meta.slug]: component })).toEqual([]);
        for (const [name, value] of Object.entries(component.content)) {
          if (name !== 'items')
            expect(value).toMatchObject({
              value: expect.any(String),
              elementType: expect.any(String),
              cssClasses: expect.any(Array),
            });
        }
      }
      expect(components.some((c) => Array.isArray(c.content.items) && c.content.items.length > 0)).toBe(true);
    }
  });

  it('adds approved reviews to most themes, and the others do not count in the rating', async () => {
    const reviews = await t.db.select().from(themeReviews);
    const approved = reviews.filter((r) => r.status === 'approved');
    expect(reviews.some((r) => r.status !== 'approved')).toBe(true);
    expect(new Set(approved.map((r) => r.themeId)).size).toBeGreaterThan(rows.length / 2);
    expect(reviews.every((r) => r.reviewerName.length > 0)).toBe(true);

    const body = (await (await t.app.request('/api/themes?pageSize=48')).json()) as ThemeListResponse;
    for (const item of body.items) {
      const ratings = approved.filter((r) => r.themeId === item.id).map((r) => r.rating);
      const expected = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
        : null;
      expect([item.slug, item.rating, item.reviewCount]).toEqual([item.slug, expected, ratings.length]);
    }
  });

  it('gives every theme a design from its palette and template rows: pages, ELID-marked components, 3-4 posts', async () => {
    const pages = await t.db.select().from(sitePages).where(eq(sitePages.isTemplate, true));
    const components = await t.db.select().from(componentInstances).where(eq(componentInstances.isTemplate, true));
    const posts = await t.db.select().from(blogPosts).where(eq(blogPosts.isTemplate, true));
    for (const row of rows) {
      const design = row.templateConfig!.design!;
      expect(design.colors.primary, row.slug).toMatch(/^#[0-9a-f]{6}$/);
      expect(design.fonts.heading.length).toBeGreaterThan(3);
      expect(['classic', 'centered', 'split']).toContain(design.layout);
      expect(pages.filter((p) => p.themeId === row.id)).toHaveLength(row.templateConfig!.pages.length);
      expect(components.filter((c) => c.themeId === row.id && c.location.startsWith('ELID:')).length).toBeGreaterThan(
        10,
      );
      const own = posts.filter((p) => p.themeId === row.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
      expect(own.some((p) => p.title.includes(row.name))).toBe(true);
    }
  });

  it('gives every theme Privacy and Terms pages, the targets of its footer links', () => {
    for (const row of rows) {
      const paths = row.templateConfig!.pages.map((page) => page.path);
      expect(paths, row.slug).toEqual(expect.arrayContaining(['/privacy', '/terms']));
    }
  });

  it('adds the Privacy and Terms pages to themes seeded before they existed', async () => {
    const row = rows[0]!;
    const config = row.templateConfig!;
    const old = { ...config, pages: config.pages.filter((page) => !['/privacy', '/terms'].includes(page.path)) };
    await t.db.update(themes).set({ templateConfig: old }).where(eq(themes.id, row.id));
    await syncThemeTemplates(t.db, row.id);
    const livePaths = async () =>
      (
        await t.db
          .select({ path: sitePages.path })
          .from(sitePages)
          .where(and(eq(sitePages.themeId, row.id), eq(sitePages.isTemplate, true), isNull(sitePages.deletedAt)))
      ).map((page) => page.path);
    expect(await livePaths()).not.toContain('/privacy');

    // Start-up only queues the work (decision 044); the job adds the pages.
    const again = await seed(t.db, createLocalStorage(uploadsDir));
    expect(again).toMatchObject({ seeded: false, templates: 0, backfillQueued: true });
    expect(await livePaths()).not.toContain('/privacy');
    await t.jobs.runDue();
    expect(await livePaths()).toEqual(expect.arrayContaining(['/privacy', '/terms']));
    const [updated] = await t.db.select().from(themes).where(eq(themes.id, row.id));
    expect(updated!.templateConfig!.pages.map((page) => page.path)).toEqual(config.pages.map((page) => page.path));
  });

  it('adds the demo e-mail templates once, newest first in the order written', async () => {
    const names = (await t.db.select().from(emailTemplates).orderBy(desc(emailTemplates.createdAt))).map(
      (row) => row.name,
    );
    expect(names).toEqual(['Welcome to Themeport', 'Scheduled maintenance', 'Payment problem']);
  });

  it('does nothing when themes already exist', async () => {
    const again = await seed(t.db, createLocalStorage(uploadsDir));
    expect(again).toMatchObject({ seeded: false, templates: 0, emailTemplates: 0 });
    const [templates] = await t.db.select({ total: count() }).from(emailTemplates);
    expect(templates!.total).toBe(3);
    const [total] = await t.db.select({ total: count() }).from(themes).where(eq(themes.published, true));
    expect(total!.total).toBe(rows.length);
  });
});
