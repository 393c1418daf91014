import { eq, max } from 'drizzle-orm';
import {
  AUTH_TEXT,
  THEME_INSTALL_TEXT,
  emptyTemplateConfig,
  planInstall,
  type InstallationTestResult,
  type TemplateConfig,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accounts, sites, themes } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { PLAN_USAGE_LIMITS } from '../accounts/index.ts';
import { renderSitePages, type RenderedSitePage, type SiteContent } from '../site-host/index.ts';
import { cloneTemplatesIntoSite, newContentKey } from '../slots/index.ts';
import { loadThemeTemplates, syncThemeTemplates } from '../themes/index.ts';
import { themeNotFound } from './themes.ts';

// spec 001 §2.7 installation test, for real (decision 025), and the same test run by Publish
// (issue 20): a theme is published only when a deploy of it would install and render.

type Rendered = InstallationTestResult['rendered'];

interface Installed {
  pages: number;
  components: number;
  posts: number;
  rendered: Rendered;
  /** Each installed page's document and the site it came from (the automated check reads them). */
  documents: RenderedSitePage[];
  site: SiteContent | null;
  /** Why the install failed, in THEME_INSTALL_TEXT's words; null when every page rendered. */
  problem: string | null;
}

/** Thrown to roll a transaction or savepoint back with its result. */
class RollBack<T> extends Error {
  constructor(readonly result: T) {
    super('installation test rolled back');
  }
}

async function rolledBack<T>(run: () => Promise<unknown>): Promise<T> {
  try {
    await run();
  } catch (err) {
    if (err instanceof RollBack) return err.result as T;
    throw err;
  }
  throw new Error('installation test ended without a result');
}

/** The working copy's pages as the CMS counts them: drafts included, each with its own components. */
export function readinessPages(config: TemplateConfig | null) {
  return (config?.pages ?? []).map((page) => ({
    title: page.title,
    status: page.status,
    componentCount: Object.keys(page.components).length,
  }));
}

function renderProblem(rendered: Rendered): string | null {
  if (rendered.length === 0) return THEME_INSTALL_TEXT.nothingRendered;
  const failed = rendered.find((page) => page.status !== 200);
  return failed ? THEME_INSTALL_TEXT.notRendered(failed.path, failed.status) : null;
}

/**
 * In a savepoint of `tx` that is always rolled back: the theme's published template rows (synced
 * in `tx`) are cloned into a new site exactly as a deploy clones, and every page of that site is
 * rendered. The site goes into `accountId`, or into a throwaway account when it is null. A clone
 * that fails is a failed test, not a server error: the savepoint keeps `tx` usable.
 */
async function installAndRender(
  tx: Database,
  logger: Logger,
  theme: { id: string; name: string },
  accountId: string | null,
): Promise<Installed> {
  try {
    return await rolledBack<Installed>(() =>
      tx.transaction(async (sp) => {
        const [owner] = accountId
          ? [{ id: accountId }]
          : await sp
              .insert(accounts)
              .values({ name: 'Installation test', usageLimits: PLAN_USAGE_LIMITS.free })
              .returning({ id: accounts.id });
        // A slot number no row of the account has, so the test never meets a real site.
        const [highest] = await sp
          .select({ n: max(sites.slotNumber) })
          .from(sites)
          .where(eq(sites.accountId, owner!.id));
        const [site] = await sp
          .insert(sites)
          .values({
            accountId: owner!.id,
            themeId: theme.id,
            slotNumber: (highest?.n ?? 0) + 1,
            status: 'active',
            name: `${theme.name} (installation test)`,
            hosting: 'local',
            contentKey: newContentKey(),
          })
          .returning({ id: sites.id });
        const templates = await loadThemeTemplates(sp, theme.id);
        const cloned = await cloneTemplatesIntoSite(sp, { accountId: owner!.id, siteId: site!.id, templates });
        const result = await renderSitePages(sp, site!.id);
        const documents = result?.pages ?? [];
        const rendered = documents.map(({ path, status, html }) => ({ path, status, bytes: Buffer.byteLength(html) }));
        throw new RollBack<Installed>({
          ...cloned,
          rendered,
          documents,
          site: result?.site ?? null,
          problem: renderProblem(rendered),
        });
      }),
    );
  } catch (err) {
    logger.warn({ err, themeId: theme.id }, 'installation test: the template could not be installed');
    return {
      pages: 0,
      components: 0,
      posts: 0,
      rendered: [],
      documents: [],
      site: null,
      problem: THEME_INSTALL_TEXT.installFailed,
    };
  }
}

/**
 * What Publish checks before a theme goes on sale, inside its transaction once the working copy
 * is synced into template rows: the pages a deploy installs (no pages, only drafts or only empty
 * pages are refused) and a real install into a throwaway account that every page renders from.
 * Answers why the theme cannot be installed, or null.
 */
export async function publishProblem(
  tx: Database,
  logger: Logger,
  theme: { id: string; name: string; templateConfig: TemplateConfig | null },
): Promise<string | null> {
  const plan = planInstall(readinessPages(theme.templateConfig));
  if (plan.problem) return plan.problem;
  return (await installAndRender(tx, logger, theme, null)).problem;
}

/** The theme an installation test installs, or 'Theme not found'. */
async function themeToTest(tx: Database, themeId: string) {
  const [theme] = await tx
    .select({ id: themes.id, name: themes.name, templateConfig: themes.templateConfig })
    .from(themes)
    .where(eq(themes.id, themeId));
  if (!theme) throw themeNotFound();
  return theme;
}

/**
 * spec 001 §2.7 installation test, for real: the theme's working copy becomes template rows, is
 * cloned into a new site of the chosen account exactly as a deploy clones, and every page of that
 * site is rendered — all in one transaction that is then rolled back, so nothing stays. It counts
 * the pages as the CMS lists them and says which drafts a deploy leaves out; a theme that cannot
 * be installed is answered (ok: false) in the words Publish refuses it with.
 */
export async function runInstallationTest(
  db: Database,
  logger: Logger,
  themeId: string,
  accountId: string,
): Promise<InstallationTestResult> {
  return rolledBack<InstallationTestResult>(() =>
    db.transaction(async (tx) => {
      const theme = await themeToTest(tx, themeId);
      const [account] = await tx
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
      const plan = planInstall(readinessPages(theme.templateConfig));
      const report = {
        account,
        templatePages: plan.installs.length + plan.drafts.length,
        draftPages: plan.drafts.map((page) => page.title),
      };
      if (plan.problem) {
        const result = { ...report, ok: false, pages: 0, components: 0, posts: 0, rendered: [], message: plan.problem };
        throw new RollBack(result);
      }
      await syncThemeTemplates(tx, themeId);
      const installed = await installAndRender(tx, logger, theme, accountId);
      const passed = THEME_INSTALL_TEXT.passed({
        ...installed,
        templatePages: report.templatePages,
        account: account.name,
      });
      const message = installed.problem
        ? installed.problem
        : report.draftPages.length > 0
          ? `${passed} ${THEME_INSTALL_TEXT.draftsLeftOut(report.draftPages)}`
          : passed;
      throw new RollBack<InstallationTestResult>({
        ...report,
        ok: installed.problem === null,
        pages: installed.pages,
        components: installed.components,
        posts: installed.posts,
        rendered: installed.rendered,
        message,
      });
    }),
  );
}

/** What the automated check of a submission reads: the working copy installed and every page rendered. */
export interface InstalledTheme {
  config: TemplateConfig;
  /** Why a deploy would install nothing, or why the install failed; null when it installed. */
  problem: string | null;
  drafts: string[];
  documents: RenderedSitePage[];
  site: SiteContent | null;
}

/**
 * The working copy as a client would get it, in a transaction that is always rolled back: synced
 * into template rows, installed into a throwaway account as a deploy installs, every page rendered
 * by the site renderer. Nothing stays.
 */
export async function installWorkingCopy(db: Database, logger: Logger, themeId: string): Promise<InstalledTheme> {
  return rolledBack<InstalledTheme>(() =>
    db.transaction(async (tx) => {
      const theme = await themeToTest(tx, themeId);
      const config = theme.templateConfig ?? emptyTemplateConfig(new Date());
      const plan = planInstall(readinessPages(config));
      const drafts = plan.drafts.map((page) => page.title);
      if (plan.problem)
        throw new RollBack<InstalledTheme>({ config, problem: plan.problem, drafts, documents: [], site: null });
      await syncThemeTemplates(tx, themeId);
      const installed = await installAndRender(tx, logger, theme, null);
      throw new RollBack<InstalledTheme>({
        config,
        problem: installed.problem,
        drafts,
        documents: installed.documents,
        site: installed.site,
      });
    }),
  );
}
