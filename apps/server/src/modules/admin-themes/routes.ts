import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  MEDIA_MAX_BYTES,
  MEDIA_TEXT,
  adminThemeSchema,
  installationTestSchema,
  isUuid,
  newTemplatePageSchema,
  saveTemplateComponentsSchema,
  updateTemplatePageSchema,
} from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { AppError } from '../../errors.ts';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { LargeBodyRoute } from '../../http/safe-input.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { tooLarge } from '../media/index.ts';
import { renderThemePreview } from '../site-host/index.ts';
import {
  createTemplatePage,
  deleteTemplatePage,
  getPageComponents,
  getThemeCms,
  publishTheme,
  savePageComponents,
  unpublishTheme,
  updateTemplatePage,
} from './cms.ts';
import { uploadThemeImage } from './images.ts';
import { runInstallationTest } from './install-test.ts';
import { AdminThemeSchema, ThemeCmsSchema, imageUploadForm, pageParams, previewQuery, themeParams } from './schemas.ts';
import { createAdminTheme, deleteAdminTheme, listAdminThemes, themeNotFound, updateAdminTheme } from './themes.ts';

const tags = ['Admin: themes'];
const admin = [requirePlatformRole('admin')];
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };
const base = '/api/admin/themes';

/** A theme image: 5,000,000 bytes and the multipart framing; more is refused as it streams in. */
export const themeImageBodyLimit: LargeBodyRoute = {
  method: 'POST',
  path: /^\/api\/admin\/theme-images$/,
  maxSize: MEDIA_MAX_BYTES + 64 * 1024,
  refusal: tooLarge,
};

const listRoute = createRoute({
  method: 'get',
  path: base,
  middleware: admin,
  tags,
  summary: 'Every theme, drafts included, newest first (spec 001 §2.7)',
  responses: { 200: json(z.object({ items: z.array(AdminThemeSchema) }), 'The themes'), ...adminOnly },
});

const createThemeRoute = createRoute({
  method: 'post',
  path: base,
  middleware: admin,
  tags,
  summary: 'Create a theme as a draft (audited); it reaches the catalogue when published',
  request: jsonBody(adminThemeSchema),
  responses: { 201: json(AdminThemeSchema, 'Created'), 400: json(ErrorSchema, 'Invalid fields'), ...adminOnly },
});

const updateThemeRoute = createRoute({
  method: 'put',
  path: `${base}/{themeId}`,
  middleware: admin,
  tags,
  summary: 'Save the Theme Overview (audited); uploaded images left out of the list are deleted',
  request: { params: themeParams, ...jsonBody(adminThemeSchema) },
  responses: {
    200: json(AdminThemeSchema, 'Saved'),
    400: json(ErrorSchema, 'Invalid fields'),
    404: json(ErrorSchema, "'Theme not found'"),
    ...adminOnly,
  },
});

const deleteThemeRoute = createRoute({
  method: 'delete',
  path: `${base}/{themeId}`,
  middleware: admin,
  tags,
  summary: 'Delete a theme with its templates and uploaded images (audited); refused while sites or purchases use it',
  request: { params: themeParams },
  responses: {
    200: json(OkSchema, 'Deleted'),
    404: json(ErrorSchema, "'Theme not found'"),
    409: json(ErrorSchema, 'THEME_IN_USE'),
    ...adminOnly,
  },
});

const imageRoute = createRoute({
  method: 'post',
  path: '/api/admin/theme-images',
  middleware: admin,
  tags,
  summary: 'Upload a theme image to storage as themes/{timestamp}-{name} (never over another file)',
  request: { body: { content: { 'multipart/form-data': { schema: imageUploadForm } } } },
  responses: {
    201: json(z.object({ url: z.string() }), 'Stored'),
    400: json(ErrorSchema, "'Only images allowed.' or no file"),
    413: json(ErrorSchema, "'Max file size is 5MB.'"),
    415: json(ErrorSchema, 'Not multipart/form-data'),
    ...adminOnly,
  },
});

const cmsRoute = createRoute({
  method: 'get',
  path: `${base}/{themeId}/cms`,
  middleware: admin,
  tags,
  summary: 'The theme CMS: overview and template pages',
  request: { params: themeParams },
  responses: { 200: json(ThemeCmsSchema, 'The CMS view'), 404: json(ErrorSchema, "'Theme not found'"), ...adminOnly },
});

const newPageRoute = createRoute({
  method: 'post',
  path: `${base}/{themeId}/pages`,
  middleware: admin,
  tags,
  summary: 'New template page: name normalised, default file path and route, a draft (audited)',
  request: { params: themeParams, ...jsonBody(newTemplatePageSchema) },
  responses: {
    201: json(ThemeCmsSchema, 'Created'),
    400: json(ErrorSchema, "'Please fill in all required fields'"),
    404: json(ErrorSchema, "'Theme not found'"),
    409: json(ErrorSchema, 'A page of that name exists'),
    ...adminOnly,
  },
});

const updatePageRoute = createRoute({
  method: 'patch',
  path: `${base}/{themeId}/pages/{pageName}`,
  middleware: admin,
  tags,
  summary: "Rename a template page's title or set it draft / published (audited)",
  request: { params: pageParams, ...jsonBody(updateTemplatePageSchema) },
  responses: {
    200: json(ThemeCmsSchema, 'Saved'),
    400: json(ErrorSchema, 'Invalid fields'),
    404: json(ErrorSchema, 'Theme or page not found'),
    ...adminOnly,
  },
});

const deletePageRoute = createRoute({
  method: 'delete',
  path: `${base}/{themeId}/pages/{pageName}`,
  middleware: admin,
  tags,
  summary: 'Remove a template page and its components from the working copy (audited)',
  request: { params: pageParams },
  responses: { 200: json(ThemeCmsSchema, 'Removed'), 404: json(ErrorSchema, 'Theme or page not found'), ...adminOnly },
});

const ComponentsSchema = z.record(z.string(), z.unknown()).openapi('TemplateComponents');

const getComponentsRoute = createRoute({
  method: 'get',
  path: `${base}/{themeId}/pages/{pageName}/components`,
  middleware: admin,
  tags,
  summary: "A template page's components by key ('global': the header and footer)",
  request: { params: pageParams },
  responses: {
    200: json(z.object({ components: ComponentsSchema }), 'The components'),
    404: json(ErrorSchema, 'Theme or page not found'),
    ...adminOnly,
  },
});

const saveComponentsRoute = createRoute({
  method: 'put',
  path: `${base}/{themeId}/pages/{pageName}/components`,
  middleware: admin,
  tags,
  summary: "Save a page's components (spec 001 §5 rules; missing ids generated; audited)",
  request: { params: pageParams, ...jsonBody(saveTemplateComponentsSchema) },
  responses: {
    200: json(z.object({ components: ComponentsSchema, cms: ThemeCmsSchema }), 'Saved, with generated ids'),
    400: json(ErrorSchema, "INVALID_COMPONENTS 'Validation failed: Check component structure', each problem in fields"),
    404: json(ErrorSchema, 'Theme or page not found'),
    ...adminOnly,
  },
});

const publishRoute = createRoute({
  method: 'post',
  path: `${base}/{themeId}/publish`,
  middleware: admin,
  tags,
  summary: 'Publish: version +0.0.1, template rows for installations, in the catalogue (audited draft → published)',
  request: { params: themeParams },
  responses: {
    200: json(z.object({ version: z.string(), message: z.string(), cms: ThemeCmsSchema }), 'Published'),
    400: json(
      ErrorSchema,
      "NOTHING_TO_PUBLISH: no pages ('No pages found for this theme'), only drafts, or only empty pages; the message says where to fix it",
    ),
    404: json(ErrorSchema, "'Theme not found'"),
    422: json(
      ErrorSchema,
      'INSTALL_TEST_FAILED: a real install into a throwaway account did not render; nothing changed',
    ),
    ...adminOnly,
  },
});

const unpublishRoute = createRoute({
  method: 'post',
  path: `${base}/{themeId}/unpublish`,
  middleware: admin,
  tags,
  summary: 'Take the theme out of the catalogue (sites made from it keep working; audited)',
  request: { params: themeParams },
  responses: { 200: json(ThemeCmsSchema, 'Unpublished'), 404: json(ErrorSchema, "'Theme not found'"), ...adminOnly },
});

const previewRoute = createRoute({
  method: 'get',
  path: `${base}/{themeId}/preview`,
  middleware: admin,
  tags,
  summary: 'The working copy rendered as a site page (drafts included); sandboxed, no scripts',
  request: { params: themeParams, query: previewQuery },
  responses: {
    200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
    404: { description: 'No such page (a page still) or theme', content: { 'text/html': { schema: z.string() } } },
    ...adminOnly,
  },
});

const installTestRoute = createRoute({
  method: 'post',
  path: `${base}/{themeId}/installation-test`,
  middleware: admin,
  tags,
  summary: 'Install the working copy into a new site of the account and render it, then roll everything back',
  request: { params: themeParams, ...jsonBody(installationTestSchema) },
  responses: {
    200: json(
      z.object({
        ok: z.boolean(),
        account: z.object({ id: z.string(), name: z.string() }),
        templatePages: z.number().int().openapi({ description: 'The template pages the CMS lists, drafts included' }),
        draftPages: z.array(z.string()).openapi({ description: 'Titles of the drafts, which a deploy leaves out' }),
        pages: z.number().int().openapi({ description: 'The pages installed: the published ones' }),
        components: z.number().int(),
        posts: z.number().int(),
        rendered: z.array(z.object({ path: z.string(), status: z.number().int(), bytes: z.number().int() })),
        message: z.string(),
      }),
      'The result (nothing was kept); ok false with the reason Publish would give when the theme cannot be installed',
    ),
    400: json(ErrorSchema, "'Please enter a test account ID'"),
    404: json(ErrorSchema, 'Theme or account not found'),
    ...adminOnly,
  },
});

/** Path ids are checked before any query: an id that is not a UUID names no theme. */
function themeIdOf(params: { themeId: string }): string {
  if (!isUuid(params.themeId)) throw themeNotFound();
  return params.themeId.toLowerCase();
}

const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Rendered theme content runs no script and cannot post forms, even opened directly.
  'Content-Security-Policy': "sandbox allow-same-origin; script-src 'none'; frame-ancestors 'self'",
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

export function registerAdminThemeRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, logger, config }: AppContext,
  storage: StorageAdapter,
): void {
  const deps = { db, logger, storage };
  const ctx = (c: Parameters<typeof auditContext>[0]) => auditContext(c, config);

  app.openapi(listRoute, async (c) => c.json({ items: await listAdminThemes(db) }, 200));
  app.openapi(createThemeRoute, async (c) => c.json(await createAdminTheme(deps, ctx(c), c.req.valid('json')), 201));
  app.openapi(updateThemeRoute, async (c) =>
    c.json(await updateAdminTheme(deps, ctx(c), themeIdOf(c.req.valid('param')), c.req.valid('json')), 200),
  );
  app.openapi(deleteThemeRoute, async (c) => {
    await deleteAdminTheme(deps, ctx(c), themeIdOf(c.req.valid('param')));
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(imageRoute, async (c) => {
    const { file } = c.req.valid('form') as { file?: unknown };
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 400, MEDIA_TEXT.noFile, { file: MEDIA_TEXT.noFile });
    const stored = await uploadThemeImage(storage, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ url: stored.url }, 201);
  });
  app.openapi(cmsRoute, async (c) => c.json(await getThemeCms(db, themeIdOf(c.req.valid('param'))), 200));
  app.openapi(newPageRoute, async (c) =>
    c.json(await createTemplatePage(deps, ctx(c), themeIdOf(c.req.valid('param')), c.req.valid('json')), 201),
  );
  app.openapi(updatePageRoute, async (c) => {
    const params = c.req.valid('param');
    return c.json(await updateTemplatePage(deps, ctx(c), themeIdOf(params), params.pageName, c.req.valid('json')), 200);
  });
  app.openapi(deletePageRoute, async (c) => {
    const params = c.req.valid('param');
    return c.json(await deleteTemplatePage(deps, ctx(c), themeIdOf(params), params.pageName), 200);
  });
  app.openapi(getComponentsRoute, async (c) => {
    const params = c.req.valid('param');
    return c.json({ components: await getPageComponents(db, themeIdOf(params), params.pageName) }, 200);
  });
  app.openapi(saveComponentsRoute, async (c) => {
    const params = c.req.valid('param');
    const saved = await savePageComponents(
      deps,
      ctx(c),
      themeIdOf(params),
      params.pageName,
      c.req.valid('json').components,
    );
    return c.json({ components: saved.components, cms: saved.view }, 200);
  });
  app.openapi(publishRoute, async (c) => {
    const published = await publishTheme(deps, ctx(c), themeIdOf(c.req.valid('param')));
    return c.json({ version: published.version, message: published.message, cms: published.view }, 200);
  });
  app.openapi(unpublishRoute, async (c) =>
    c.json(await unpublishTheme(deps, ctx(c), themeIdOf(c.req.valid('param'))), 200),
  );
  app.openapi(previewRoute, async (c) => {
    const themeId = themeIdOf(c.req.valid('param'));
    const document = await renderThemePreview(
      db,
      themeId,
      c.req.valid('query').path,
      `${base}/${themeId}/preview?path=/`,
    );
    if (!document) throw themeNotFound();
    return c.body(document.html, document.status, PREVIEW_HEADERS);
  });
  app.openapi(installTestRoute, async (c) =>
    c.json(await runInstallationTest(db, logger, themeIdOf(c.req.valid('param')), c.req.valid('json').accountId), 200),
  );
}
