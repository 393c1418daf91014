import { eq } from 'drizzle-orm';
import {
  bumpThemeVersion,
  emptyTemplateConfig,
  type ComponentContentField,
  type SchemaV2Component,
  type TemplateConfig,
} from '@themeport/core';
import { seedUuid } from './data/template-config.ts';
import type { StorageAdapter } from '../adapters/storage/index.ts';
import type { Database } from '../db/client.ts';
import { themeSubmissions, themes, users } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { runThemeCheck } from '../modules/theme-review/index.ts';

// Issue 22 demo: a theme by the demo developer waiting in the review queue, with the real
// automated check's report, so the admin's Themes tab and the developer's My Themes show one.

const SLUG = 'meridian-studio';
const DEVELOPER = 'developer@themeport.dev';

function field(value: string, elementType: string): ComponentContentField {
  return { value, elementType };
}

function component(slug: string, sortOrder: number, content: Record<string, ComponentContentField>): SchemaV2Component {
  return {
    meta: {
      id: seedUuid(`${SLUG}:${slug}`),
      slug,
      component: 'Section',
      file: `src/components/${slug}.astro`,
      stage: 'production',
      schemaVersion: 2,
    },
    content,
    settings: { location: 'main', sort_order: sortOrder },
  };
}

function meridianConfig(now: Date): TemplateConfig {
  const config = emptyTemplateConfig(now);
  config.pages = [
    {
      name: 'index',
      path: '/',
      title: 'Home',
      status: 'published',
      is_dynamic: false,
      file_path: 'src/pages/index.astro',
      components: {
        intro: component('intro', 1, {
          title: field('Architecture with a quiet hand', 'h1'),
          body: field(
            'Meridian is a studio site for small architecture practices: projects, people and a way to get in touch.',
            'p',
          ),
          cta: field('/about', 'a'),
        }),
      },
    },
    {
      name: 'about',
      path: '/about',
      title: 'About',
      status: 'published',
      is_dynamic: false,
      file_path: 'src/pages/about.astro',
      components: {
        story: component('story', 1, {
          title: field('About the studio', 'h1'),
          body: field('Three architects, one long table, and projects we can walk past years later.', 'p'),
          back: field('/', 'a'),
        }),
      },
    },
  ];
  return config;
}

/** The demo developer's theme in review; once (an existing theme of that slug is left alone). */
export async function seedThemeInReview(deps: {
  db: Database;
  logger: Logger;
  storage: StorageAdapter;
}): Promise<boolean> {
  const { db } = deps;
  const [developer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEVELOPER));
  if (!developer) return false;
  const [existing] = await db.select({ id: themes.id }).from(themes).where(eq(themes.slug, SLUG));
  if (existing) return false;
  const now = new Date();
  const [theme] = await db
    .insert(themes)
    .values({
      name: 'Meridian Studio',
      slug: SLUG,
      description: 'A calm portfolio site for small architecture practices.',
      framework: 'astro',
      price: 4900,
      creatorId: developer.id,
      features: ['Portfolio', 'About page'],
      industryCategory: 'business',
      industryType: 'consulting',
      published: false,
      version: '1.0.0',
      templateConfig: meridianConfig(now),
    })
    .returning();
  const { report, config } = await runThemeCheck(deps, theme!.id);
  await db.insert(themeSubmissions).values({
    themeId: theme!.id,
    developerId: developer.id,
    kind: 'new',
    version: bumpThemeVersion(theme!.version),
    changelog: 'First release: a home page and an About page.',
    status: 'in_review',
    checks: report,
    snapshot: config,
    listing: { name: theme!.name, slug: SLUG, description: theme!.description, price: theme!.price },
    submittedAt: new Date(now.getTime() - 2 * 86_400_000),
  });
  return true;
}
