// Data work on an existing database runs as jobs, never before the server listens (issue 25,
// decision 044): `seed()` queues the backfill, any process's job queue runs it once (decision 036).
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { themes } from '../db/schema.ts';
import { enqueue, type JobQueue } from '../jobs/index.ts';
import { notifyThemeChanged } from '../lib/domain-events.ts';
import type { Logger } from '../logger.ts';
import { addMissingTemplatePages } from '../modules/slots/index.ts';
import { backfillThemeTemplates, syncThemeTemplates } from '../modules/themes/index.ts';
import { CATALOGUE_A } from './data/catalogue-a.ts';
import { CATALOGUE_B } from './data/catalogue-b.ts';
import { buildDesign } from './data/design.ts';
import { buildLegalPages } from './data/template-config.ts';

const DEMO_THEMES = [...CATALOGUE_A, ...CATALOGUE_B];
/** One backfill queued or running at a time, however many processes start. */
const BACKFILL_KEY = 'backfill';

/** Queues the backfill unless one is already queued or running; answers whether this call added it. */
export async function enqueueTemplateBackfill(db: Database): Promise<boolean> {
  return (await enqueue(db, 'themes.backfill-templates', {}, { singletonKey: BACKFILL_KEY })) !== null;
}

/**
 * Demo themes seeded before designs or the Privacy and Terms pages existed get them. The changed
 * configs and the job that re-syncs their templates (and their sites' missing pages) commit
 * together, so a run cut short between the two loses nothing. Answers the changed themes.
 */
async function updateDemoThemeConfigs(db: Database): Promise<number> {
  const bySlug = new Map(DEMO_THEMES.map((theme) => [theme.slug, theme]));
  const rows = await db
    .select({ id: themes.id, slug: themes.slug, templateConfig: themes.templateConfig })
    .from(themes)
    .where(inArray(themes.slug, [...bySlug.keys()]));
  return db.transaction(async (tx) => {
    const resync: string[] = [];
    let changed = 0;
    for (const row of rows) {
      if (!row.templateConfig) continue;
      const theme = bySlug.get(row.slug)!;
      const design = row.templateConfig.design ?? buildDesign(theme);
      // The footer links to /privacy and /terms: themes seeded before those pages existed get them.
      const paths = new Set(row.templateConfig.pages.map((page) => page.path));
      const legal = buildLegalPages(theme).filter((page) => !paths.has(page.path));
      if (row.templateConfig.design && legal.length === 0) continue;
      await tx
        .update(themes)
        .set({ templateConfig: { ...row.templateConfig, design, pages: [...row.templateConfig.pages, ...legal] } })
        .where(eq(themes.id, row.id));
      changed++;
      if (legal.length > 0) resync.push(row.id);
    }
    if (resync.length > 0) await enqueue(tx, 'themes.resync-templates', { themeIds: resync });
    return changed;
  });
}

/** The two queues' handlers, on every process's job queue (app.ts) and on the seed CLI's. */
export function registerBackfillJobs(jobs: JobQueue, { db, logger }: { db: Database; logger?: Logger }): void {
  jobs.handle('themes.backfill-templates', async (_payload, job) => {
    const demoThemes = await updateDemoThemeConfigs(db);
    const started = Date.now();
    // A shutdown ends the run between two themes: the next start queues the rest.
    const built = await backfillThemeTemplates(db, {
      onProgress: (done, total) => logger?.info({ done, total }, `template backfill: ${done} of ${total} themes`),
      shouldStop: job.stopping,
    });
    if (built > 0) {
      notifyThemeChanged(db);
      logger?.info({ themes: built, ms: Date.now() - started }, 'template backfill done');
    }
    return { demoThemes, built };
  });
  jobs.handle('themes.resync-templates', async ({ themeIds }) => {
    for (const id of themeIds) await syncThemeTemplates(db, id);
    // Sites deployed before the theme gained the pages get them too (their footers link there).
    const pages = await addMissingTemplatePages(db, themeIds);
    notifyThemeChanged(db);
    logger?.info({ themes: themeIds.length, sitePages: pages }, 'theme templates re-synced');
  });
}
