import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { MEDIA_MAX_BYTES, installationTestSchema } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { LargeBodyRoute } from '../../http/safe-input.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { auditContext } from '../../http/audit-context.ts';
import { tooLarge } from '../media/index.ts';
import { publishTheme, unpublishTheme } from './cms.ts';
import { registerThemeCmsRoutes, themeIdOf } from './cms-routes.ts';
import { runInstallationTest } from './install-test.ts';
import { AdminThemeSchema, ThemeCmsSchema, themeParams } from './schemas.ts';
import { deleteAdminTheme, listAdminThemes } from './themes.ts';

const tags = ['Admin: themes'];
const admin = [requirePlatformRole('admin')];
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };
const base = '/api/admin/themes';

/** A theme image (the admin's or a developer's): 5,000,000 bytes and the multipart framing; more is refused as it streams in. */
export const themeImageBodyLimit: LargeBodyRoute = {
  method: 'POST',
  path: /^\/api\/(admin|developer)\/theme-images$/,
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

export function registerAdminThemeRoutes(
  app: OpenAPIHono<AppEnv>,
  appContext: AppContext,
  storage: StorageAdapter,
): void {
  const { db, logger, config } = appContext;
  const deps = { db, logger, storage };
  const ctx = (c: Parameters<typeof auditContext>[0]) => auditContext(c, config);

  app.openapi(listRoute, async (c) => c.json({ items: await listAdminThemes(db) }, 200));
  registerThemeCmsRoutes(app, appContext, storage, {
    base,
    imagePath: '/api/admin/theme-images',
    tags,
    guard: requirePlatformRole('admin'),
    forbidden: 'FORBIDDEN: not a platform admin',
    // The admin reaches every theme; the services answer 'Theme not found' for one that is not there.
    reach: async () => undefined,
  });
  app.openapi(deleteThemeRoute, async (c) => {
    await deleteAdminTheme(deps, ctx(c), themeIdOf(c.req.valid('param')));
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(publishRoute, async (c) => {
    const published = await publishTheme(deps, ctx(c), themeIdOf(c.req.valid('param')));
    return c.json({ version: published.version, message: published.message, cms: published.view }, 200);
  });
  app.openapi(unpublishRoute, async (c) =>
    c.json(await unpublishTheme(deps, ctx(c), themeIdOf(c.req.valid('param'))), 200),
  );
  app.openapi(installTestRoute, async (c) =>
    c.json(await runInstallationTest(db, logger, themeIdOf(c.req.valid('param')), c.req.valid('json').accountId), 200),
  );
}
