import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_TEXT, developerOnboardingSchema, developerProfileSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { publicRoute, requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { buildMe } from '../accounts/index.ts';
import { loadSessionUser } from '../auth/index.ts';
import {
  DeveloperProfileSchema,
  OnboardedDeveloperSchema,
  OwnStoreSchema,
  PublicDeveloperSchema,
  storeSlugParamSchema,
} from './schemas.ts';
import { createStore, findOwnProfile, getPublicDeveloper, saveStore } from './service.ts';

const tags = ['Developer store'];
const forbidden = { 403: json(ErrorSchema, 'FORBIDDEN: the caller is not a developer') };

const onboardingRoute = createRoute({
  method: 'post',
  path: '/api/developer/onboarding',
  middleware: [requirePlatformRole('developer')],
  tags,
  summary: "The developer onboarding: create the signed-in developer's store and finish onboarding (no workspace)",
  description:
    'Agrees to the terms and marks onboarding complete (first timestamps kept). Creates no account: a developer sells, a workspace is for clients.',
  request: jsonBody(developerOnboardingSchema),
  responses: {
    201: json(OnboardedDeveloperSchema, 'Created; the session as /api/me answers it'),
    400: errorResponses[400],
    403: json(ErrorSchema, 'FORBIDDEN (not a developer) or EMAIL_NOT_VERIFIED'),
    409: json(ErrorSchema, 'STORE_SLUG_TAKEN (fields.slug) or DEVELOPER_PROFILE_EXISTS'),
    ...authErrors,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/developer/profile',
  middleware: [requirePlatformRole('developer')],
  tags,
  summary: "The signed-in developer's own store and payout details; null before the developer onboarding",
  responses: {
    200: json(OwnStoreSchema, 'The store, or null (then the portal sends the developer to the onboarding)'),
    ...forbidden,
    ...authErrors,
  },
});

const putRoute = createRoute({
  method: 'put',
  path: '/api/developer/profile',
  middleware: [requirePlatformRole('developer')],
  tags,
  summary: "Replace the signed-in developer's store and payout details",
  description:
    'A new slug moves the public page to /developers/{slug}; the old address leads there and no other store may take it for a year (RETIRED_STORE_SLUG_HOLD_DAYS); the store may take it back.',
  request: jsonBody(developerProfileSchema),
  responses: {
    200: json(DeveloperProfileSchema, 'Saved'),
    400: errorResponses[400],
    404: json(ErrorSchema, 'DEVELOPER_PROFILE_NOT_FOUND: onboarding is not done'),
    409: json(ErrorSchema, "STORE_SLUG_TAKEN (fields.slug): another store's address, current or held"),
    ...forbidden,
    ...authErrors,
  },
});

const publicRouteDef = createRoute({
  method: 'get',
  path: '/api/developers/{slug}',
  middleware: [publicRoute()],
  tags,
  summary: "A developer's public page: the store and its published themes",
  description:
    'A former address of a store, while held, answers the store under its current slug (the web page redirects there).',
  request: { params: storeSlugParamSchema },
  responses: {
    200: json(PublicDeveloperSchema, 'The store'),
    404: json(ErrorSchema, "DEVELOPER_NOT_FOUND 'Developer not found'"),
  },
});

export function registerSellerProfileRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  app.openapi(onboardingRoute, async (c) => {
    const user = c.get('user');
    if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 403, AUTH_TEXT.emailNotVerified);
    const profile = await createStore(db, user.id, c.req.valid('json'));
    const me = await buildMe(db, (await loadSessionUser(db, user.id))!, undefined);
    return c.json({ profile, me }, 201);
  });

  app.openapi(getRoute, async (c) => c.json({ profile: await findOwnProfile(db, c.get('user').id) }, 200));

  app.openapi(putRoute, async (c) => c.json(await saveStore(db, c.get('user').id, c.req.valid('json')), 200));

  app.openapi(publicRouteDef, async (c) => {
    return c.json(await getPublicDeveloper(db, c.req.valid('param').slug.toLowerCase()), 200);
  });
}
