import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Plan, TemplateConfig } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { accountLibrary, accounts, themes, type Theme } from '../db/schema.ts';
import { SEED_THEMES } from '../seed/seed.ts';
import { buildTemplateConfig } from '../seed/data/template-config.ts';
import type { SeedTheme } from '../seed/data/types.ts';
import { PLAN_USAGE_LIMITS } from '../modules/accounts/plans.ts';
import { syncThemeTemplates } from '../modules/themes/index.ts';
import { createTheme } from './factories.ts';

/**
 * Test data for the slot suites: a theme with a full template config (and so template rows, which
 * createTheme builds), a library entry, a plan. Shared by Vitest only.
 */
export async function createDeployableTheme(db: Database, base: Partial<SeedTheme> = {}): Promise<Theme> {
  const suffix = randomBytes(4).toString('hex');
  const seedTheme: SeedTheme = {
    ...SEED_THEMES[3]!,
    name: `Deploy Theme ${suffix}`,
    slug: `deploy-theme-${suffix}`,
    ...base,
  };
  return createTheme(db, {
    name: seedTheme.name,
    slug: seedTheme.slug,
    framework: seedTheme.framework,
    description: seedTheme.description,
    features: seedTheme.features,
    industryCategory: seedTheme.category,
    industryType: seedTheme.type,
    templateConfig: buildTemplateConfig(seedTheme, new Date()),
  });
}

export async function addToLibrary(db: Database, accountId: string, ...themeIds: string[]): Promise<void> {
  await db.insert(accountLibrary).values(themeIds.map((themeId) => ({ accountId, themeId, source: 'free' as const })));
}

/** The plan and the usage limits a subscription would set (max_sites: free 1, starter 3, pro 10). */
export async function setPlan(db: Database, accountId: string, plan: Plan): Promise<void> {
  await db.update(accounts).set({ plan, usageLimits: PLAN_USAGE_LIMITS[plan] }).where(eq(accounts.id, accountId));
}

/**
 * What an admin's Publish does to a theme (issue 13): its template config changes, its template
 * rows are rebuilt, and the third number of its version goes up. Answers the new version.
 */
export async function publishThemeChange(
  db: Database,
  themeId: string,
  change: (config: TemplateConfig) => TemplateConfig,
): Promise<string> {
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId));
  const [major = '1', minor = '0', patch = '0'] = theme!.version.split('.');
  const version = `${major}.${minor}.${Number(patch) + 1}`;
  await db
    .update(themes)
    .set({ templateConfig: change(structuredClone(theme!.templateConfig!)), version })
    .where(eq(themes.id, themeId));
  await syncThemeTemplates(db, themeId);
  return version;
}
