import { eq, max } from 'drizzle-orm';
import { AUTH_TEXT, THEME_CMS_TEXT, type InstallationTestResult } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accounts, sites, themes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { renderEveryPage } from '../site-host/index.ts';
import { cloneTemplatesIntoSite, newContentKey } from '../slots/index.ts';
import { loadThemeTemplates, syncThemeTemplates } from '../themes/index.ts';
import { themeNotFound } from './themes.ts';

class RollBack extends Error {
  constructor(readonly result: InstallationTestResult) {
    super('installation test rolled back');
  }
}

/**
 * spec 001 §2.7 installation test, for real: the theme's working copy becomes template rows, is
 * cloned into a new site of the chosen account exactly as a deploy clones, and every page of that
 * site is rendered — all in one transaction that is then rolled back, so nothing stays.
 */
export async function runInstallationTest(db: Database, themeId: string, accountId: string) {
  try {
    await db.transaction(async (tx) => {
      const [theme] = await tx.select({ id: themes.id, name: themes.name }).from(themes).where(eq(themes.id, themeId));
      if (!theme) throw themeNotFound();
      const [account] = await tx
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
      await syncThemeTemplates(tx, themeId);
      const templates = await loadThemeTemplates(tx, themeId);
      if (templates.pages.length === 0) throw new AppError('NOTHING_TO_PUBLISH', 400, THEME_CMS_TEXT.noPages);
      // A slot number no row of the account has, so the test never meets a real site.
      const [highest] = await tx
        .select({ n: max(sites.slotNumber) })
        .from(sites)
        .where(eq(sites.accountId, accountId));
      const [site] = await tx
        .insert(sites)
        .values({
          accountId,
          themeId,
          slotNumber: (highest?.n ?? 0) + 1,
          status: 'active',
          name: `${theme.name} (installation test)`,
          hosting: 'local',
          contentKey: newContentKey(),
        })
        .returning({ id: sites.id });
      const cloned = await cloneTemplatesIntoSite(tx, { accountId, siteId: site!.id, templates });
      const rendered = (await renderEveryPage(tx, site!.id)) ?? [];
      const ok = rendered.length > 0 && rendered.every((page) => page.status === 200);
      throw new RollBack({
        ok,
        account,
        pages: cloned.pages,
        components: cloned.components,
        posts: cloned.posts,
        rendered,
        message: ok
          ? `Installation test passed: ${cloned.pages} pages, ${cloned.components} components and ${cloned.posts} posts installed into ${account.name} and rendered (nothing was kept).`
          : 'Installation test failed: a page did not render.',
      });
    });
  } catch (err) {
    if (err instanceof RollBack) return err.result;
    throw err;
  }
  throw new Error('installation test ended without a result');
}
