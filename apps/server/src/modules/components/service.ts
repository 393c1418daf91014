import {
  COMPONENT_TEXT,
  SITE_TEXT,
  contentImageProblems,
  contentImages,
  mergeComponentData,
  schemaV2Problem,
  type CloneComponentInput,
  type ComponentInstance,
  type ComponentListResponse,
  type CreateComponentInput,
  type SchemaV2Component,
  type SiteSlot,
  type UpdateComponentInput,
} from '@themeport/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ComponentInstanceRow, componentInstances } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertLibraryImages } from '../media/index.ts';
import { cloneSlug, findSlot } from '../slots/index.ts';
import {
  insertComponent,
  isSitePage,
  selectComponent,
  selectComponents,
  selectPageComponents,
  selectPageId,
  updateComponent,
  type ComponentFilters,
  type ComponentScope,
} from './queries.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

export interface ComponentDeps {
  db: Database;
  config: Pick<Config, 'sites'>;
}

/** The account and site the route names (the guard checked the membership). */
export interface ComponentTarget {
  accountId: string;
  slotId: string;
}

type NewComponentRow = typeof componentInstances.$inferInsert;
export type SiteScope = Extract<ComponentScope, { kind: 'site' }>;

export function toComponentInstance(row: ComponentInstanceRow): ComponentInstance {
  return {
    id: row.id,
    accountId: row.accountId,
    siteId: row.siteId,
    themeId: row.themeId,
    isTemplate: row.isTemplate,
    templateId: row.templateId,
    componentType: row.componentType,
    componentName: row.componentName,
    slug: row.slug,
    data: row.data as unknown as Record<string, unknown>,
    pagePath: row.pagePath,
    pageId: row.pageId,
    location: row.location,
    sortOrder: row.sortOrder,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt ? row.deletedAt.toISOString() : null,
  };
}

export const componentNotFound = (id: string) => new AppError('COMPONENT_NOT_FOUND', 404, COMPONENT_TEXT.notFound(id));

async function slotOf({ db, config }: ComponentDeps, target: ComponentTarget): Promise<SiteSlot> {
  const slot = await findSlot({ db, config }, target);
  if (!slot) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
  return slot;
}

function siteScope(target: ComponentTarget): SiteScope {
  return { kind: 'site', accountId: target.accountId, siteId: target.slotId };
}

/** Writes go to an active site only: a removed or parked site's content waits for its restore. */
export async function writableSite(
  deps: ComponentDeps,
  target: ComponentTarget,
): Promise<SiteScope & { slot: SiteSlot }> {
  const slot = await slotOf(deps, target);
  if (slot.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.noThemeAssigned);
  return { ...siteScope(target), slot };
}

/** spec 000 §5: refuses data that is not schema v2 with the spec's create or update text and the rule broken. */
function assertSchemaV2(data: unknown, failed: (message: string) => string): asserts data is SchemaV2Component {
  const problem = schemaV2Problem(data);
  if (problem)
    throw new AppError('INVALID_COMPONENT', 400, failed(problem.message), { [problem.path]: problem.message });
}

const contentOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { content?: unknown }).content : undefined;

/**
 * Issue 20: the image fields a write brings in (addresses not already in `before`, the stored
 * data or the template's) follow the image rule (core image-address.ts), and a Library image must
 * be one of the account's (400 IMAGE_NOT_IN_LIBRARY). Addresses already there are kept as they are.
 */
async function assertContentImages(
  tx: Database,
  accountId: string,
  data: unknown,
  before: unknown,
  failed: (message: string) => string,
): Promise<void> {
  const problems = Object.entries(contentImageProblems(contentOf(data), contentOf(before)));
  if (problems.length > 0) {
    const fields = Object.fromEntries(problems.map(([path, message]) => [`data.content.${path}`, message]));
    throw new AppError('INVALID_COMPONENT', 400, failed(problems[0]![1]), fields);
  }
  const known = new Set(contentImages(contentOf(before)).map((image) => image.value));
  const added = contentImages(contentOf(data)).filter((image) => !known.has(image.value));
  await assertLibraryImages(
    tx,
    accountId,
    Object.fromEntries(added.map((image) => [`data.content.${image.path}`, image.value])),
  );
}

/** spec 000 §7 Get one: by id, not deleted. */
export async function getComponent(deps: ComponentDeps, target: ComponentTarget, id: string) {
  await slotOf(deps, target);
  const row = await selectComponent(deps.db, siteScope(target), id);
  if (!row) throw componentNotFound(id);
  return toComponentInstance(row);
}

/**
 * spec 000 §7 List. `isTemplate: true` lists the templates of the site's theme (what clone takes);
 * otherwise the site's own components. A default window of 50 when only an offset is given.
 */
export async function listComponents(
  deps: ComponentDeps,
  target: ComponentTarget,
  { isTemplate, ...filters }: ComponentFilters & { isTemplate?: boolean },
): Promise<ComponentListResponse> {
  const slot = await slotOf(deps, target);
  let scope: ComponentScope = siteScope(target);
  if (isTemplate === true) {
    if (!slot.theme) return { components: [], total: 0 };
    scope = { kind: 'templates', themeId: slot.theme.id };
  }
  const { rows, total } = await selectComponents(deps.db, scope, filters);
  return { components: rows.map(toComponentInstance), total };
}

/** spec 000 §7 By page. */
export async function listPageComponents(deps: ComponentDeps, target: ComponentTarget, pagePath: string) {
  await slotOf(deps, target);
  const rows = await selectPageComponents(deps.db, siteScope(target), pagePath);
  return { components: rows.map(toComponentInstance), total: rows.length };
}

/** spec 000 §7 Create: version 1, sort_order 0 unless given; page_id from the site's page at page_path. */
export async function createComponent(deps: ComponentDeps, target: ComponentTarget, input: CreateComponentInput) {
  const scope = await writableSite(deps, target);
  assertSchemaV2(input.data, COMPONENT_TEXT.createFailed);
  await assertContentImages(deps.db, scope.accountId, input.data, undefined, COMPONENT_TEXT.createFailed);
  const row = await insertChecked(deps.db, scope, {
    componentType: input.componentType,
    componentName: input.componentName,
    slug: input.slug,
    data: input.data,
    pagePath: input.pagePath,
    location: input.location,
    sortOrder: input.sortOrder ?? 0,
  });
  notifySiteChanged(scope.siteId);
  return toComponentInstance(row);
}

/**
 * spec 000 §7 Update: columns, and keys inside meta, content and settings merged into the stored
 * data (spec 000 §5 save merge); the result must still be schema v2, else nothing changes.
 */
export async function changeComponent(
  deps: ComponentDeps,
  target: ComponentTarget,
  id: string,
  changes: UpdateComponentInput,
) {
  const scope = await writableSite(deps, target);
  const row = await deps.db.transaction(async (tx) => {
    const current = await selectComponent(tx, scope, id, { lock: true });
    if (!current) throw componentNotFound(id);
    return applyChange(tx, scope, current, changes);
  });
  if (!row) throw componentNotFound(id);
  notifySiteChanged(scope.siteId);
  return toComponentInstance(row);
}

/**
 * The one update step, inside the caller's transaction on a locked row: merge, check schema v2,
 * re-link the page, bump the version. The caller drops the site's cache once it commits.
 */
export async function applyChange(
  tx: Database,
  scope: SiteScope,
  current: ComponentInstanceRow,
  { data, ...columns }: UpdateComponentInput,
): Promise<ComponentInstanceRow | null> {
  // Issue 24: a page of another site (another account's included) or none at all is refused.
  if (columns.pageId && !(await isSitePage(tx, scope.siteId, columns.pageId))) {
    throw new AppError('INVALID_COMPONENT', 400, COMPONENT_TEXT.updateFailed(COMPONENT_TEXT.pageNotOnSite), {
      pageId: COMPONENT_TEXT.pageNotOnSite,
    });
  }
  const merged = data ? mergeComponentData(current.data, data) : current.data;
  assertSchemaV2(merged, COMPONENT_TEXT.updateFailed);
  await assertContentImages(tx, scope.accountId, merged, current.data, COMPONENT_TEXT.updateFailed);
  const pageId =
    columns.pagePath !== undefined && columns.pagePath !== current.pagePath
      ? { pageId: await selectPageId(tx, scope.siteId, columns.pagePath) }
      : {};
  return updateComponent(tx, scope, current.id, { ...columns, ...pageId, data: merged });
}

/** The one insert step for a site's new component: checked against schema v2, linked to the page at its path. */
export async function insertChecked(
  tx: Database,
  scope: SiteScope,
  {
    data,
    ...values
  }: Omit<NewComponentRow, 'accountId' | 'siteId' | 'isTemplate' | 'pageId' | 'version' | 'data'> & { data: unknown },
): Promise<ComponentInstanceRow> {
  assertSchemaV2(data, COMPONENT_TEXT.createFailed);
  return insertComponent(tx, {
    ...values,
    data,
    accountId: scope.accountId,
    siteId: scope.siteId,
    isTemplate: false,
    pageId: await selectPageId(tx, scope.siteId, values.pagePath),
    version: 1,
  });
}

/** spec 000 §7 Delete: sets deleted_at (a write: the component can be restored). */
export async function deleteComponent(deps: ComponentDeps, target: ComponentTarget, id: string) {
  const scope = await writableSite(deps, target);
  const row = await deps.db.transaction(async (tx) => {
    const current = await selectComponent(tx, scope, id, { lock: true });
    if (!current) throw componentNotFound(id);
    return updateComponent(tx, scope, id, { deletedAt: new Date() });
  });
  if (!row) throw componentNotFound(id);
  notifySiteChanged(scope.siteId);
  return { success: true as const, component: toComponentInstance(row) };
}

/** Undoes a delete: deleted_at cleared. A live component is answered as it is. */
export async function restoreComponent(deps: ComponentDeps, target: ComponentTarget, id: string) {
  const scope = await writableSite(deps, target);
  const row = await deps.db.transaction(async (tx) => {
    const current = await selectComponent(tx, scope, id, { deleted: 'any', lock: true });
    if (!current) throw componentNotFound(id);
    if (current.deletedAt === null) return current;
    return updateComponent(tx, scope, id, { deletedAt: null });
  });
  if (!row) throw componentNotFound(id);
  notifySiteChanged(scope.siteId);
  return toComponentInstance(row);
}

/**
 * spec 000 §7 Clone template: a template of the site's theme becomes the site's own component,
 * linked to it, with the same type, name, page_path, location and sort_order, the template slug
 * plus a random suffix, and its data with the given keys overridden (merged as a save is).
 */
export async function cloneComponent(deps: ComponentDeps, target: ComponentTarget, input: CloneComponentInput) {
  const scope = await writableSite(deps, target);
  const { slot } = scope;
  const template = slot.theme
    ? await selectComponent(deps.db, { kind: 'templates', themeId: slot.theme.id }, input.templateId)
    : null;
  if (!template) throw new AppError('TEMPLATE_NOT_FOUND', 404, COMPONENT_TEXT.templateNotFound(input.templateId));
  const data = input.data ? mergeComponentData(template.data, input.data) : template.data;
  assertSchemaV2(data, COMPONENT_TEXT.createFailed);
  await assertContentImages(deps.db, scope.accountId, data, template.data, COMPONENT_TEXT.createFailed);
  const row = await insertChecked(deps.db, scope, {
    templateId: template.id,
    componentType: template.componentType,
    componentName: template.componentName,
    slug: cloneSlug(template.slug),
    data,
    pagePath: template.pagePath,
    location: template.location,
    sortOrder: template.sortOrder,
  });
  notifySiteChanged(scope.siteId);
  return toComponentInstance(row);
}
