// The Components tab's arranging writes (issue 11): put a page's components in order, duplicate
// one after itself, add one of the theme's component types at a page's end. Each runs in one
// transaction through the same insert and update steps as the other writes (applyChange,
// insertChecked: schema v2, version bump), and drops the site's cache once it commits.
import { randomBytes } from 'node:crypto';
import {
  COMPONENT_ARRANGE_TEXT,
  COMPONENT_TEXT,
  GLOBAL_COMPONENT_PAGE,
  baseComponentSlug,
  mergeComponentData,
  pageLocationName,
  type AddComponentInput,
  type ComponentDataChanges,
  type ReorderComponentsInput,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { ComponentInstanceRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { selectComponent, selectPageComponents, selectPageId } from './queries.ts';
import {
  applyChange,
  componentNotFound,
  insertChecked,
  toComponentInstance,
  writableSite,
  type ComponentDeps,
  type ComponentTarget,
  type SiteScope,
} from './service.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

/** The page's live components, locked for the change, in their order. */
const lockedPage = (tx: Database, scope: SiteScope, pagePath: string) =>
  selectPageComponents(tx, scope, pagePath).for('update');

/**
 * Gives the rows sort orders 1, 2, 3… in the order given (column and schema v2 settings.sort_order,
 * which must not be 0), a null keeping its number free; only rows whose number changes are
 * written, so only they get a new version.
 */
async function renumber(tx: Database, scope: SiteScope, rows: (ComponentInstanceRow | null)[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (row === null) continue;
    const order = index + 1;
    if (row.sortOrder === order && row.data.settings?.sort_order === order) continue;
    const changed = await applyChange(tx, scope, row, { sortOrder: order, data: { settings: { sort_order: order } } });
    if (!changed) throw componentNotFound(row.id);
  }
}

async function pageAnswer(tx: Database, scope: SiteScope, pagePath: string) {
  const rows = await selectPageComponents(tx, scope, pagePath);
  return { components: rows.map(toComponentInstance), total: rows.length };
}

/** Sets the order of a page's components at once; the list must name each live component of the page once. */
export async function reorderComponents(deps: ComponentDeps, target: ComponentTarget, input: ReorderComponentsInput) {
  const scope = await writableSite(deps, target);
  const answer = await deps.db.transaction(async (tx) => {
    const rows = await lockedPage(tx, scope, input.pagePath);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = input.componentIds.map((id) => byId.get(id));
    if (
      new Set(input.componentIds).size !== rows.length ||
      ordered.length !== rows.length ||
      ordered.includes(undefined)
    )
      throw new AppError('VALIDATION_ERROR', 400, COMPONENT_ARRANGE_TEXT.orderMismatch, {
        componentIds: COMPONENT_ARRANGE_TEXT.orderMismatch,
      });
    await renumber(tx, scope, ordered as ComponentInstanceRow[]);
    return pageAnswer(tx, scope, input.pagePath);
  });
  notifySiteChanged(scope.siteId);
  return answer;
}

/**
 * A copy's own names: the slug without its suffix plus a new random one (as a clone's), the ELID
 * marker's last part and meta.id following it, so the editor can tell the copy from the original.
 */
function copyIdentity(slug: string, pageLocation: string, data: ComponentInstanceRow['data']) {
  const suffix = randomBytes(4).toString('hex');
  const copySlug = `${baseComponentSlug(slug)}-${suffix}`;
  const metaId = typeof data.meta?.id === 'string' ? data.meta.id.replace(/-[0-9a-f]{8}$/, '') : copySlug;
  return { slug: copySlug, location: `ELID:${pageLocation}/${copySlug}`, metaId: `${metaId}-${suffix}` };
}

function copyData(
  data: ComponentInstanceRow['data'],
  changes: { metaId: string; location: string; sortOrder: number },
): ComponentInstanceRow['data'] {
  const overrides: ComponentDataChanges = {
    meta: { id: changes.metaId },
    settings: { location: changes.location, sort_order: changes.sortOrder },
  };
  return mergeComponentData(data, overrides);
}

/** The page's name in ELID markers: the one its components already use, else the theme's rule. */
function pageLocationOf(rows: ComponentInstanceRow[], pagePath: string): string {
  const used = rows
    .map((row) => row.data.settings?.location)
    .find((value) => typeof value === 'string' && value !== '');
  return used ?? pageLocationName(pagePath);
}

/** A copy of a live component right after it (the ones after move down one), version 1. */
export async function duplicateComponent(deps: ComponentDeps, target: ComponentTarget, id: string) {
  const scope = await writableSite(deps, target);
  const row = await deps.db.transaction(async (tx) => {
    const original = await selectComponent(tx, scope, id, { lock: true });
    if (!original) throw componentNotFound(id);
    const rows = await lockedPage(tx, scope, original.pagePath);
    const index = rows.findIndex((candidate) => candidate.id === id);
    const pageLocation = pageLocationOf(rows, original.pagePath);
    const identity = copyIdentity(original.slug, pageLocation, original.data);
    const sortOrder = index + 2;
    await renumber(tx, scope, [...rows.slice(0, index + 1), null, ...rows.slice(index + 1)]);
    return insertChecked(tx, scope, {
      templateId: original.templateId,
      componentType: original.componentType,
      componentName: original.componentName,
      slug: identity.slug,
      data: copyData(original.data, { metaId: identity.metaId, location: pageLocation, sortOrder }),
      pagePath: original.pagePath,
      location: identity.location,
      sortOrder,
    });
  });
  notifySiteChanged(scope.siteId);
  return toComponentInstance(row);
}

/**
 * One of the theme's component types (a template of the site's theme) added at the end of a page
 * of the site (or its header and footer, 'global'), linked to its template, version 1.
 */
export async function addComponent(deps: ComponentDeps, target: ComponentTarget, input: AddComponentInput) {
  const scope = await writableSite(deps, target);
  const template = scope.slot.theme
    ? await selectComponent(deps.db, { kind: 'templates', themeId: scope.slot.theme.id }, input.templateId)
    : null;
  if (!template) throw new AppError('TEMPLATE_NOT_FOUND', 404, COMPONENT_TEXT.templateNotFound(input.templateId));
  const { pagePath } = input;
  if (pagePath !== GLOBAL_COMPONENT_PAGE && (await selectPageId(deps.db, scope.siteId, pagePath)) === null)
    throw new AppError('NOT_FOUND', 404, COMPONENT_ARRANGE_TEXT.pageNotFound(pagePath));
  const row = await deps.db.transaction(async (tx) => {
    const rows = await lockedPage(tx, scope, pagePath);
    const pageLocation = pageLocationOf(rows, pagePath);
    const identity = copyIdentity(template.slug, pageLocation, template.data);
    const sortOrder = Math.max(0, ...rows.map((existing) => existing.sortOrder)) + 1;
    return insertChecked(tx, scope, {
      templateId: template.id,
      componentType: template.componentType,
      componentName: template.componentName,
      slug: identity.slug,
      data: copyData(template.data, { metaId: identity.metaId, location: pageLocation, sortOrder }),
      pagePath,
      location: identity.location,
      sortOrder,
    });
  });
  notifySiteChanged(scope.siteId);
  return toComponentInstance(row);
}
