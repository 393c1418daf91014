import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import {
  MEDIA_TEXT,
  adminThemeSchema,
  isUuid,
  newTemplatePageSchema,
  saveTemplateComponentsSchema,
  updateTemplatePageSchema,
} from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../http/app-context.ts';
import { auditContext } from '../../http/audit-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { renderThemePreview } from '../site-host/index.ts';
import {
  createTemplatePage,
  deleteTemplatePage,
  getPageComponents,
  getThemeCms,
  savePageComponents,
  updateTemplatePage,
} from './cms.ts';
import { uploadThemeImage } from './images.ts';
import { AdminThemeSchema, ThemeCmsSchema, imageUploadForm, pageParams, previewQuery, themeParams } from './schemas.ts';
import { createAdminTheme, themeNotFound, updateAdminTheme } from './themes.ts';

// The theme CMS's routes, one implementation for two callers (issue 22): the admin's back office
// under /api/admin/themes and a developer's My Themes under /api/developer/themes. Each caller
// names its guard, and `reach` says whether the signed-in user may touch a theme: the admin
// reaches every theme, a developer only their own (docs/decisions/030).

export interface ThemeCmsCaller {
  /** '/api/admin/themes' */
  base: string;
  /** '/api/admin/theme-images' */
  imagePath: string;
  tags: string[];
  guard: MiddlewareHandler<AppEnv>;
  /** 403 answer of the guard, for the document. */
  forbidden: string;
  /** Refuses (404) a theme the signed-in user may not reach; runs before every route with a theme id. */
  reach: (c: Context<AppEnv>, db: Database, themeId: string) => Promise<void>;
  /** Refuses a change the theme's state does not allow (a developer's theme in review); runs before writes. */
  beforeWrite?: (db: Database, themeId: string) => Promise<void>;
}

/** Path ids are checked before any query: an id that is not a UUID names no theme. */
export function themeIdOf(params: { themeId: string }): string {
  if (!isUuid(params.themeId)) throw themeNotFound();
  return params.themeId.toLowerCase();
}

export const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // Rendered theme content runs no script and cannot post forms, even opened directly.
  'Content-Security-Policy': "sandbox allow-same-origin; script-src 'none'; frame-ancestors 'self'",
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

function routesOf({ base, imagePath, tags, guard, forbidden }: ThemeCmsCaller) {
  const middleware = [guard];
  const denied = { 403: json(ErrorSchema, forbidden), ...authErrors };
  const notFound = json(ErrorSchema, "'Theme not found'");
  return {
    createTheme: createRoute({
      method: 'post',
      path: base,
      middleware,
      tags,
      summary: 'Create a theme as a draft (audited); it reaches the catalogue when published',
      request: jsonBody(adminThemeSchema),
      responses: { 201: json(AdminThemeSchema, 'Created'), 400: json(ErrorSchema, 'Invalid fields'), ...denied },
    }),
    updateTheme: createRoute({
      method: 'put',
      path: `${base}/{themeId}`,
      middleware,
      tags,
      summary: 'Save the Theme Overview (audited); uploaded images left out of the list are deleted',
      request: { params: themeParams, ...jsonBody(adminThemeSchema) },
      responses: {
        200: json(AdminThemeSchema, 'Saved'),
        400: json(ErrorSchema, 'Invalid fields'),
        404: notFound,
        409: json(ErrorSchema, 'THEME_IN_REVIEW or THEME_REJECTED: a developer cannot change it now'),
        ...denied,
      },
    }),
    image: createRoute({
      method: 'post',
      path: imagePath,
      middleware,
      tags,
      summary: 'Upload a theme image to storage as themes/{timestamp}-{name} (never over another file)',
      request: { body: { content: { 'multipart/form-data': { schema: imageUploadForm } } } },
      responses: {
        201: json(z.object({ url: z.string() }), 'Stored'),
        400: json(ErrorSchema, "'Only images allowed.' or no file"),
        413: json(ErrorSchema, "'Max file size is 5MB.'"),
        415: json(ErrorSchema, 'Not multipart/form-data'),
        ...denied,
      },
    }),
    cms: createRoute({
      method: 'get',
      path: `${base}/{themeId}/cms`,
      middleware,
      tags,
      summary: 'The theme CMS: overview and template pages',
      request: { params: themeParams },
      responses: { 200: json(ThemeCmsSchema, 'The CMS view'), 404: notFound, ...denied },
    }),
    newPage: createRoute({
      method: 'post',
      path: `${base}/{themeId}/pages`,
      middleware,
      tags,
      summary: 'New template page: name normalised, default file path and route, a draft (audited)',
      request: { params: themeParams, ...jsonBody(newTemplatePageSchema) },
      responses: {
        201: json(ThemeCmsSchema, 'Created'),
        400: json(ErrorSchema, "'Please fill in all required fields'"),
        404: notFound,
        409: json(ErrorSchema, 'A page of that name exists, or the theme is in review'),
        ...denied,
      },
    }),
    updatePage: createRoute({
      method: 'patch',
      path: `${base}/{themeId}/pages/{pageName}`,
      middleware,
      tags,
      summary: "Rename a template page's title or set it draft / published (audited)",
      request: { params: pageParams, ...jsonBody(updateTemplatePageSchema) },
      responses: {
        200: json(ThemeCmsSchema, 'Saved'),
        400: json(ErrorSchema, 'Invalid fields'),
        404: json(ErrorSchema, 'Theme or page not found'),
        409: json(ErrorSchema, 'The theme is in review'),
        ...denied,
      },
    }),
    deletePage: createRoute({
      method: 'delete',
      path: `${base}/{themeId}/pages/{pageName}`,
      middleware,
      tags,
      summary: 'Remove a template page and its components from the working copy (audited)',
      request: { params: pageParams },
      responses: {
        200: json(ThemeCmsSchema, 'Removed'),
        404: json(ErrorSchema, 'Theme or page not found'),
        409: json(ErrorSchema, 'The theme is in review'),
        ...denied,
      },
    }),
    getComponents: createRoute({
      method: 'get',
      path: `${base}/{themeId}/pages/{pageName}/components`,
      middleware,
      tags,
      summary: "A template page's components by key ('global': the header and footer)",
      request: { params: pageParams },
      responses: {
        200: json(z.object({ components: ComponentsSchema }), 'The components'),
        404: json(ErrorSchema, 'Theme or page not found'),
        ...denied,
      },
    }),
    saveComponents: createRoute({
      method: 'put',
      path: `${base}/{themeId}/pages/{pageName}/components`,
      middleware,
      tags,
      summary: "Save a page's components (spec 001 §5 rules; missing ids generated; audited)",
      request: { params: pageParams, ...jsonBody(saveTemplateComponentsSchema) },
      responses: {
        200: json(z.object({ components: ComponentsSchema, cms: ThemeCmsSchema }), 'Saved, with generated ids'),
        400: json(
          ErrorSchema,
          "INVALID_COMPONENTS 'Validation failed: Check component structure', each problem in fields",
        ),
        404: json(ErrorSchema, 'Theme or page not found'),
        409: json(ErrorSchema, 'The theme is in review'),
        ...denied,
      },
    }),
    preview: createRoute({
      method: 'get',
      path: `${base}/{themeId}/preview`,
      middleware,
      tags,
      summary: 'The working copy rendered as a site page (drafts included); sandboxed, no scripts',
      request: { params: themeParams, query: previewQuery },
      responses: {
        200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
        404: { description: 'No such page (a page still) or theme', content: { 'text/html': { schema: z.string() } } },
        ...denied,
      },
    }),
  };
}

const ComponentsSchema = z.record(z.string(), z.unknown()).openapi('TemplateComponents');

/** Registers the theme CMS for one caller. */
export function registerThemeCmsRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, logger, config }: AppContext,
  storage: StorageAdapter,
  caller: ThemeCmsCaller,
): void {
  const deps = { db, logger, storage };
  const routes = routesOf(caller);
  const ctx = (c: Parameters<typeof auditContext>[0]) => auditContext(c, config);
  /** The theme id of the path, once the caller may reach it. */
  const reached = async (c: Context<AppEnv>, params: { themeId: string }) => {
    const themeId = themeIdOf(params);
    await caller.reach(c, db, themeId);
    return themeId;
  };
  /** The same, for a change: the theme's state must allow it. */
  const writable = async (c: Context<AppEnv>, params: { themeId: string }) => {
    const themeId = await reached(c, params);
    await caller.beforeWrite?.(db, themeId);
    return themeId;
  };

  app.openapi(routes.createTheme, async (c) => c.json(await createAdminTheme(deps, ctx(c), c.req.valid('json')), 201));
  app.openapi(routes.updateTheme, async (c) => {
    const themeId = await writable(c, c.req.valid('param'));
    return c.json(await updateAdminTheme(deps, ctx(c), themeId, c.req.valid('json')), 200);
  });
  app.openapi(routes.image, async (c) => {
    const { file } = c.req.valid('form') as { file?: unknown };
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 400, MEDIA_TEXT.noFile, { file: MEDIA_TEXT.noFile });
    const stored = await uploadThemeImage(storage, {
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    return c.json({ url: stored.url }, 201);
  });
  app.openapi(routes.cms, async (c) => c.json(await getThemeCms(db, await reached(c, c.req.valid('param'))), 200));
  app.openapi(routes.newPage, async (c) => {
    const themeId = await writable(c, c.req.valid('param'));
    return c.json(await createTemplatePage(deps, ctx(c), themeId, c.req.valid('json')), 201);
  });
  app.openapi(routes.updatePage, async (c) => {
    const params = c.req.valid('param');
    const themeId = await writable(c, params);
    return c.json(await updateTemplatePage(deps, ctx(c), themeId, params.pageName, c.req.valid('json')), 200);
  });
  app.openapi(routes.deletePage, async (c) => {
    const params = c.req.valid('param');
    const themeId = await writable(c, params);
    return c.json(await deleteTemplatePage(deps, ctx(c), themeId, params.pageName), 200);
  });
  app.openapi(routes.getComponents, async (c) => {
    const params = c.req.valid('param');
    return c.json({ components: await getPageComponents(db, await reached(c, params), params.pageName) }, 200);
  });
  app.openapi(routes.saveComponents, async (c) => {
    const params = c.req.valid('param');
    const themeId = await writable(c, params);
    const saved = await savePageComponents(deps, ctx(c), themeId, params.pageName, c.req.valid('json').components);
    return c.json({ components: saved.components, cms: saved.view }, 200);
  });
  app.openapi(routes.preview, async (c) => {
    const themeId = await reached(c, c.req.valid('param'));
    const document = await renderThemePreview(
      db,
      themeId,
      c.req.valid('query').path,
      `${caller.base}/${themeId}/preview?path=/`,
    );
    if (!document) throw themeNotFound();
    return c.body(document.html, document.status, PREVIEW_HEADERS);
  });
}
