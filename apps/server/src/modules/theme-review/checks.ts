import { buildCheckReport, readPage, type TemplateConfig, type ThemeCheckReport } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { installWorkingCopy } from '../admin-themes/index.ts';
import { siteAnswers } from '../site-host/index.ts';

// The automated check of a theme (issue 22): its working copy installed into a throwaway account
// and every page rendered by the site renderer, exactly as the installation test does, then core's
// rules over the HTML (links, alt text, headings, weight) and the components (schema v2).

export interface CheckDeps {
  db: Database;
  logger: Logger;
  storage: StorageAdapter;
}

/** Loaded files' sizes: uploads are read from storage; files elsewhere cannot be weighed (null). */
async function weighAssets(storage: StorageAdapter, srcs: Set<string>): Promise<Map<string, number | null>> {
  const sizes = new Map<string, number | null>();
  for (const src of srcs) {
    const key = src.startsWith('/uploads/') ? src.slice('/uploads/'.length).split(/[?#]/)[0]! : null;
    const file = key ? await storage.get(key).catch(() => null) : null;
    sizes.set(src, file ? file.size : null);
  }
  return sizes;
}

/** Runs the check on the theme's working copy; `config` is the copy that was checked. */
export async function runThemeCheck(
  deps: CheckDeps,
  themeId: string,
): Promise<{ report: ThemeCheckReport; config: TemplateConfig }> {
  const installed = await installWorkingCopy(deps.db, deps.logger, themeId);
  const srcs = new Set<string>();
  for (const page of installed.documents) {
    const anatomy = readPage(page.html);
    for (const src of [...anatomy.images.map((image) => image.src), ...anatomy.stylesheets, ...anatomy.scripts])
      if (src) srcs.add(src);
  }
  const sizes = await weighAssets(deps.storage, srcs);
  const site = installed.site;
  // A rendered section (data-elid) by the component's slug, to say where a problem is.
  const names = new Map((site?.components ?? []).map((component) => [component.id, component.data.meta.slug]));
  const report = buildCheckReport({
    config: installed.config,
    installProblem: installed.problem,
    drafts: installed.drafts,
    pages: installed.documents,
    resolves: (path) => (site ? siteAnswers(site, path) : false),
    assetBytes: (src) => sizes.get(src) ?? null,
    componentName: (elid) => names.get(elid) ?? null,
  });
  return { report, config: installed.config };
}
