import { and, eq } from 'drizzle-orm';
import { SITE_TEXT, isUuid, type AppLogCategory, type HostingProvider, type SiteSlot } from '@themeport/core';
import { zipRepository } from '../../adapters/sites/local.ts';
import { siteNameSlug } from '../../adapters/sites/names.ts';
import { HostingProviderError, type SiteHostingInput, type SiteHostingProvider } from '../../adapters/sites/types.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sites, themes, type SiteRow, type Theme } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { findSlot as findSiteSlot, localSiteUrl } from '../slots/index.ts';
import { buildSourceFiles, loadSiteContent } from './source.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

export interface HostingDeps {
  db: Database;
  config: Pick<Config, 'reposDir' | 'publicUrl' | 'sites'>;
  logger: Logger;
  provider: SiteHostingProvider;
}

interface SlotRef {
  accountId: string;
  slotId: string;
  userId: string;
}

export interface CreatedSiteResponse {
  repository: { url: string };
  site: { url: string };
  /** Who hosts the site: the success text names GitHub and Netlify only when they do. */
  hosting: HostingProvider;
}

export interface RebuildResponse {
  ok: true;
  builtAt: string;
}

/** The account's slot, or 404: another account's slot is as unknown as a made-up id. */
export async function findSlotRow(
  db: Database,
  { accountId, slotId }: { accountId: string; slotId: string },
): Promise<SiteRow> {
  const [site] = isUuid(slotId)
    ? await db
        .select()
        .from(sites)
        .where(and(eq(sites.id, slotId), eq(sites.accountId, accountId)))
        .limit(1)
    : [];
  if (!site) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
  return site;
}

/** An active slot with its theme, or 409 with the spec's text. */
async function findActiveSlot(
  db: Database,
  ref: { accountId: string; slotId: string },
): Promise<{ site: SiteRow; theme: Theme }> {
  const site = await findSlotRow(db, ref);
  const [theme] =
    site.status === 'active' && site.themeId
      ? await db.select().from(themes).where(eq(themes.id, site.themeId)).limit(1)
      : [];
  if (!theme) throw new AppError('NO_THEME_ASSIGNED', 409, SITE_TEXT.noThemeAssigned);
  return { site, theme };
}

/** Everything an adapter needs: the site, its theme, the account and the source tree as it is now. */
async function hostingInput(
  { db, config }: Pick<HostingDeps, 'db' | 'config'>,
  site: SiteRow,
  theme: Theme,
): Promise<SiteHostingInput> {
  const [[account], content] = await Promise.all([
    db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, site.accountId)).limit(1),
    loadSiteContent(db, site.id),
  ]);
  const hostedTheme = { id: theme.id, name: theme.name, slug: theme.slug, framework: theme.framework };
  const files = buildSourceFiles({
    site: { id: site.id, name: site.name, description: site.description },
    theme: { ...hostedTheme, version: theme.version, design: theme.templateConfig?.design ?? null },
    ...content,
    urls: {
      contentApi: `${config.publicUrl}/api/sites/${site.id}/content`,
      // The portal serves the editor helper (decision 022).
      themeport: config.publicUrl,
    },
  });
  return {
    site: {
      id: site.id,
      slotNumber: site.slotNumber,
      name: site.name,
      description: site.description,
      repositoryUrl: site.githubRepoUrl,
      deploymentUrl: site.netlifyUrl,
      hosting: site.hosting,
      providerSiteId: site.providerSiteId,
    },
    theme: hostedTheme,
    account: { id: account?.id ?? site.accountId, name: account?.name ?? '' },
    files,
    // An Astro site reads its content from the content API when it is built: the key goes to the
    // build's environment (Netlify's site settings), never into the repository.
    ...(theme.framework === 'astro' ? { buildEnv: { THEMEPORT_SITE_KEY: site.contentKey } } : {}),
  };
}

/** Logs the provider's own words on the server and writes a plain line to the account's log. */
async function recordFailure(
  deps: HostingDeps,
  {
    ref,
    site,
    category,
    message,
    error,
  }: { ref: SlotRef; site: SiteRow; category: AppLogCategory; message: string; error: unknown },
): Promise<void> {
  const provider = error instanceof HostingProviderError ? error.provider : deps.provider.name;
  const status = error instanceof HostingProviderError ? error.status : null;
  deps.logger.error(
    { err: error, siteId: site.id, accountId: ref.accountId, provider, status },
    `site hosting: ${message}`,
  );
  await writeAppLog(deps.db, {
    accountId: ref.accountId,
    siteId: site.id,
    userId: ref.userId,
    level: 'error',
    category,
    message,
    details: { slotNumber: site.slotNumber, hosting: deps.provider.name, provider, status },
  }).catch((logError: unknown) =>
    deps.logger.error({ err: logError, siteId: site.id }, 'could not write the app log line'),
  );
}

/**
 * spec 000 §7 create-subscription-site: the repository and the site (local: a git repository on
 * disk and the local host; production: GitHub from the theme's template and Netlify), their URLs
 * stored on the slot together with the log lines. Safe to repeat: a second run commits only changes.
 */
export async function createRepositoryAndSite(deps: HostingDeps, ref: SlotRef): Promise<CreatedSiteResponse> {
  const { db, provider } = deps;
  const { site, theme } = await findActiveSlot(db, ref);
  const input = await hostingInput(deps, site, theme);

  let created;
  try {
    created = await provider.createSite(input);
  } catch (error) {
    const category: AppLogCategory =
      error instanceof HostingProviderError && error.provider === 'netlify' ? 'hosting' : 'repository';
    await recordFailure(deps, { ref, site, category, message: SITE_TEXT.repositoryFailed, error });
    throw new AppError('REPOSITORY_FAILED', 502, SITE_TEXT.repositoryFailed);
  }

  const isNew = site.githubRepoUrl !== created.repositoryUrl;
  const details = { slotNumber: site.slotNumber, hosting: provider.name, commit: created.commit };
  await db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({
        githubRepoUrl: created.repositoryUrl,
        netlifyUrl: created.siteUrl,
        hosting: provider.name,
        providerSiteId: created.providerSiteId,
        updatedAt: new Date(),
      })
      .where(and(eq(sites.id, site.id), eq(sites.accountId, ref.accountId)));
    const repositoryMessage = isNew
      ? `Repository created: ${created.repositoryUrl}`
      : created.commit
        ? 'Repository updated with the latest content'
        : 'Repository already up to date';
    await writeAppLog(tx, {
      accountId: ref.accountId,
      siteId: site.id,
      userId: ref.userId,
      level: 'info',
      category: 'repository',
      message: repositoryMessage,
      details,
    });
    await writeAppLog(tx, {
      accountId: ref.accountId,
      siteId: site.id,
      userId: ref.userId,
      level: 'info',
      category: 'hosting',
      message: `Site live at ${created.siteUrl}`,
      details: { ...details, providerSiteId: created.providerSiteId },
    });
  });
  // The local host drops its cached pages, so a rebuild shows the content as it is now.
  if (provider.name === 'local') notifySiteChanged(site.id);
  return { repository: { url: created.repositoryUrl }, site: { url: created.siteUrl }, hosting: provider.name };
}

/** spec 000 §5 deployment URL: set by hand ('Please enter a Netlify URL' is the schema's). */
export async function saveDeploymentUrl(
  deps: Pick<HostingDeps, 'db' | 'config'>,
  ref: SlotRef & { url: string },
): Promise<SiteSlot> {
  const { site } = await findActiveSlot(deps.db, ref);
  return storeDeploymentUrl(deps, ref, site, ref.url, `Deployment URL set to ${ref.url}`);
}

/**
 * Clears a deployment URL set by hand: the site is answered at its address on the local host
 * again (a Netlify-hosted site is left without one until its next create).
 */
export async function clearDeploymentUrl(deps: Pick<HostingDeps, 'db' | 'config'>, ref: SlotRef): Promise<SiteSlot> {
  const { site } = await findActiveSlot(deps.db, ref);
  const url = site.hosting === 'netlify' ? null : localSiteUrl(deps.config, site.id);
  return storeDeploymentUrl(
    deps,
    ref,
    site,
    url,
    url ? `Deployment URL cleared: the site is at ${url}` : 'Deployment URL cleared',
  );
}

/** Stores the site's deployment URL with its log line, and answers the slot as the portal shows it. */
async function storeDeploymentUrl(
  deps: Pick<HostingDeps, 'db' | 'config'>,
  ref: SlotRef,
  site: { id: string; slotNumber: number; netlifyUrl: string | null },
  url: string | null,
  message: string,
): Promise<SiteSlot> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(sites)
      .set({ netlifyUrl: url, updatedAt: new Date() })
      .where(and(eq(sites.id, site.id), eq(sites.accountId, ref.accountId)));
    await writeAppLog(tx, {
      accountId: ref.accountId,
      siteId: site.id,
      userId: ref.userId,
      level: 'info',
      category: 'hosting',
      message,
      details: { slotNumber: site.slotNumber, previous: site.netlifyUrl },
    });
  });
  const slot = await findSiteSlot(deps, { accountId: ref.accountId, slotId: site.id });
  if (!slot) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
  return slot;
}

/** Rebuild: the local host re-renders (its cache dropped, the repository re-exported); Netlify builds again. */
export async function rebuildSite(deps: HostingDeps, ref: SlotRef): Promise<RebuildResponse> {
  const { db, provider } = deps;
  const { site, theme } = await findActiveSlot(db, ref);
  const input = await hostingInput(deps, site, theme);

  let rebuilt;
  try {
    if (provider.name === 'local') notifySiteChanged(site.id);
    rebuilt = await provider.rebuild(input);
  } catch (error) {
    await recordFailure(deps, { ref, site, category: 'rebuild', message: SITE_TEXT.rebuildFailed, error });
    throw new AppError('REBUILD_FAILED', 502, SITE_TEXT.rebuildFailed);
  }

  await writeAppLog(db, {
    accountId: ref.accountId,
    siteId: site.id,
    userId: ref.userId,
    level: 'info',
    category: 'rebuild',
    message: rebuilt.commit ? 'Site rebuild triggered with updated content' : 'Site rebuild triggered',
    details: {
      slotNumber: site.slotNumber,
      hosting: provider.name,
      commit: rebuilt.commit,
      builtAt: rebuilt.builtAt.toISOString(),
    },
  });
  return { ok: true, builtAt: rebuilt.builtAt.toISOString() };
}

/** The local repository as a zip named after the site, or 404 before it exists. */
export async function repositoryArchive(
  deps: Pick<HostingDeps, 'db' | 'config'>,
  ref: { accountId: string; slotId: string },
): Promise<{ filename: string; bytes: Uint8Array }> {
  const site = await findSlotRow(deps.db, ref);
  const bytes = await zipRepository(deps.config.reposDir, site.id);
  if (!bytes)
    throw new AppError(
      'REPOSITORY_NOT_FOUND',
      404,
      'This site has no repository yet. Create the repository and site first.',
    );
  return { filename: `${siteNameSlug(site.name)}.zip`, bytes };
}
