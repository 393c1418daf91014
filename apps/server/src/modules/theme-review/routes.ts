import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { reviewDecisionSchema, submitThemeSchema } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { publicRoute, requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { auditContext } from '../../http/audit-context.ts';
import { ErrorSchema, OkSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { registerThemeCmsRoutes, themeIdOf, themeParams as themeParamsSchema } from '../admin-themes/index.ts';
import { idOrSlugParamSchema } from '../themes/index.ts';
import { deleteDraftTheme } from './drafts.ts';
import {
  ChangelogSchema,
  CheckReportSchema,
  DeveloperThemeSchema,
  SubmissionDetailSchema,
  SubmissionSchema,
  queueQuery,
  submissionParams,
} from './schemas.ts';
import {
  assertChangeable,
  checkTheme,
  decideSubmission,
  listDeveloperThemes,
  listReviewQueue,
  listThemeSubmissions,
  reachTheme,
  submissionDetail,
  submitTheme,
  themeChangelog,
} from './service.ts';

// Issue 22: a developer's My Themes (the theme CMS of admin-themes, reached only for their own
// themes), the automated check, submissions; the admin's review queue and decisions; the public
// changelog of a theme (docs/decisions/030-theme-review.md).

const developerTags = ['Developer: themes'];
const reviewTags = ['Admin: theme review'];
const developerBase = '/api/developer/themes';
// A developer reaches their own themes; an admin reaches every theme through the same routes.
const developer = [requirePlatformRole('developer', 'admin')];
const admin = [requirePlatformRole('admin')];
const developerOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a developer'), ...authErrors };
const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };
const notFound = json(ErrorSchema, "'Theme not found' (also for another developer's theme)");

const myThemesRoute = createRoute({
  method: 'get',
  path: developerBase,
  middleware: developer,
  tags: developerTags,
  summary: "The signed-in developer's themes, with review state and newest submission",
  responses: { 200: json(z.object({ items: z.array(DeveloperThemeSchema) }), 'My themes'), ...developerOnly },
});

const checkRoute = createRoute({
  method: 'post',
  path: `${developerBase}/{themeId}/check`,
  middleware: developer,
  tags: developerTags,
  summary: 'Run the automated check on the working copy (installed and rendered, then rolled back)',
  request: { params: themeParamsSchema },
  responses: { 200: json(CheckReportSchema, 'The report; nothing is stored'), 404: notFound, ...developerOnly },
});

const historyRoute = createRoute({
  method: 'get',
  path: `${developerBase}/{themeId}/submissions`,
  middleware: developer,
  tags: developerTags,
  summary: "The theme's submissions and the reviewer's answers, newest first",
  request: { params: themeParamsSchema },
  responses: {
    200: json(z.object({ items: z.array(SubmissionSchema) }), 'The history'),
    404: notFound,
    ...developerOnly,
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: `${developerBase}/{themeId}/submissions`,
  middleware: developer,
  tags: developerTags,
  summary: 'Submit the working copy for review with its changelog (audited, mailed)',
  request: { params: themeParamsSchema, ...jsonBody(submitThemeSchema) },
  responses: {
    201: json(SubmissionSchema, 'In review'),
    400: json(ErrorSchema, "'Please say what changed in this version'"),
    404: notFound,
    409: json(ErrorSchema, 'THEME_IN_REVIEW, THEME_REJECTED (cannot be resubmitted) or THEME_CHANGED'),
    422: json(ErrorSchema, 'CHECKS_BLOCKING: the automated check failed; the message says what and where'),
    ...developerOnly,
  },
});

const deleteDraftRoute = createRoute({
  method: 'delete',
  path: `${developerBase}/{themeId}`,
  middleware: developer,
  tags: developerTags,
  summary: 'Delete a draft never published nor sent for review, with its templates and uploaded images (audited)',
  request: { params: themeParamsSchema },
  responses: {
    200: json(OkSchema, 'Deleted'),
    404: notFound,
    409: json(ErrorSchema, 'THEME_NOT_DRAFT: published or sent for review (the message says why); THEME_IN_USE'),
    ...developerOnly,
  },
});

const queueRoute = createRoute({
  method: 'get',
  path: '/api/admin/theme-submissions',
  middleware: admin,
  tags: reviewTags,
  summary: 'The review queue: submissions in review, oldest first (or another status, newest first)',
  request: { query: queueQuery },
  responses: { 200: json(z.object({ items: z.array(SubmissionSchema) }), 'The queue'), ...adminOnly },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/api/admin/theme-submissions/{submissionId}',
  middleware: admin,
  tags: reviewTags,
  summary: 'A submission with its check results and its diff against the published version',
  request: { params: submissionParams },
  responses: {
    200: json(SubmissionDetailSchema, 'The submission'),
    404: json(ErrorSchema, "'Submission not found'"),
    ...adminOnly,
  },
});

const decideRoute = createRoute({
  method: 'post',
  path: '/api/admin/theme-submissions/{submissionId}/decision',
  middleware: admin,
  tags: reviewTags,
  summary:
    'Approve (publishes the submitted copy), request changes (a reason per item) or reject (final); audited, mailed',
  request: { params: submissionParams, ...jsonBody(reviewDecisionSchema) },
  responses: {
    200: json(SubmissionSchema, 'Decided'),
    400: json(ErrorSchema, 'Invalid decision, items without reasons, or a rejection without its reason'),
    404: json(ErrorSchema, "'Submission not found'"),
    409: json(ErrorSchema, 'SUBMISSION_DECIDED: already reviewed'),
    422: json(ErrorSchema, "INSTALL_TEST_FAILED: approval's Publish refused the theme; nothing changed"),
    ...adminOnly,
  },
});

const changelogRoute = createRoute({
  method: 'get',
  path: '/api/themes/{idOrSlug}/changelog',
  middleware: [publicRoute()],
  tags: ['Themes'],
  summary: "A published theme's approved versions and their changelogs, newest first",
  request: { params: idOrSlugParamSchema },
  responses: { 200: json(ChangelogSchema, 'The changelog'), 404: json(ErrorSchema, "'Theme not found'") },
});

export function registerThemeReviewRoutes(app: OpenAPIHono<AppEnv>, appContext: AppContext, storage: StorageAdapter) {
  const { db, logger, config, mail } = appContext;
  const deps = { db, logger, storage, mail, publicUrl: config.publicUrl };
  const ctx = (c: Parameters<typeof auditContext>[0]) => auditContext(c, config);

  app.openapi(myThemesRoute, async (c) => c.json({ items: await listDeveloperThemes(db, c.var.user.id) }, 200));
  // The same theme CMS as the admin's, reached only for the developer's own themes, locked while in review.
  registerThemeCmsRoutes(app, appContext, storage, {
    base: developerBase,
    imagePath: '/api/developer/theme-images',
    tags: developerTags,
    guard: requirePlatformRole('developer', 'admin'),
    forbidden: 'FORBIDDEN: not a developer',
    reach: (c, database, themeId) => reachTheme(database, c.var.user, themeId),
    beforeWrite: assertChangeable,
  });
  const reached = async (c: { var: { user: { id: string; role: string } } }, params: { themeId: string }) => {
    const themeId = themeIdOf(params);
    await reachTheme(db, c.var.user, themeId);
    return themeId;
  };
  app.openapi(checkRoute, async (c) => c.json(await checkTheme(deps, await reached(c, c.req.valid('param'))), 200));
  app.openapi(historyRoute, async (c) =>
    c.json({ items: await listThemeSubmissions(db, await reached(c, c.req.valid('param'))) }, 200),
  );
  app.openapi(submitRoute, async (c) => {
    const themeId = await reached(c, c.req.valid('param'));
    return c.json(await submitTheme(deps, ctx(c), themeId, c.req.valid('json')), 201);
  });
  app.openapi(deleteDraftRoute, async (c) => {
    await deleteDraftTheme(deps, ctx(c), await reached(c, c.req.valid('param')));
    return c.json({ ok: true as const }, 200);
  });
  app.openapi(queueRoute, async (c) => c.json({ items: await listReviewQueue(db, c.req.valid('query').status) }, 200));
  app.openapi(detailRoute, async (c) => c.json(await submissionDetail(db, c.req.valid('param').submissionId), 200));
  app.openapi(decideRoute, async (c) =>
    c.json(await decideSubmission(deps, ctx(c), c.req.valid('param').submissionId, c.req.valid('json')), 200),
  );
  app.openapi(changelogRoute, async (c) =>
    c.json({ items: await themeChangelog(db, c.req.valid('param').idOrSlug) }, 200),
  );
}
