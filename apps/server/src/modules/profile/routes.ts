import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { AUTH_TEXT, AVATAR_MAX_BYTES, MEDIA_TEXT, PROFILE_TEXT, isUuid, profileNameSchema } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import { AppError, MESSAGES } from '../../errors.ts';
import { requireUser } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { LargeBodyRoute } from '../../http/safe-input.ts';
import { ErrorSchema, authErrors, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { SessionUserSchema } from '../accounts/index.ts';
import { loadSessionUser } from '../auth/index.ts';
import {
  AvatarSchema,
  ProfileSessionsSchema,
  SignedOutOthersSchema,
  avatarFormSchema,
  sessionParamSchema,
} from './schemas.ts';
import {
  avatarTooLarge,
  listSessions,
  removeAvatar,
  revokeOtherSessions,
  revokeSession,
  setAvatar,
  updateName,
  type ProfileDeps,
} from './service.ts';

const tags = ['Me'];

/** Avatar uploads per user a minute: trying a few pictures stays far below it. */
export const AVATAR_UPLOAD_RATE_LIMIT: RateLimitRule = { window: 60, max: 10 };

/** A 2,000,000-byte image plus the multipart framing; past that the body is refused as it streams in. */
export const avatarUploadBodyLimit: LargeBodyRoute = {
  method: 'POST',
  path: /^\/api\/me\/avatar$/,
  maxSize: AVATAR_MAX_BYTES + 16 * 1024,
  refusal: avatarTooLarge,
};

const nameRoute = createRoute({
  method: 'patch',
  path: '/api/me/profile',
  middleware: [requireUser()],
  tags,
  summary: "Change the signed-in user's first and last name (the full name and the sign-in name follow)",
  request: jsonBody(profileNameSchema),
  responses: { 200: json(z.object({ user: SessionUserSchema }), 'Saved'), ...errorResponses, ...authErrors },
});

function avatarRoute(perUserLimit: MiddlewareHandler<AppEnv>) {
  return createRoute({
    method: 'post',
    path: '/api/me/avatar',
    middleware: [requireUser(), perUserLimit],
    tags,
    summary:
      "Upload the signed-in user's avatar (an image by its bytes, at most 2,000,000 bytes); replaces the old one",
    description:
      'multipart/form-data with `file`. The type is read from the bytes (PNG, JPEG, GIF, WebP, AVIF, ICO); the declared type and name are not trusted; SVG is refused.',
    request: { body: { content: { 'multipart/form-data': { schema: avatarFormSchema } } } },
    responses: {
      200: json(AvatarSchema, 'Stored; the URL the header shows'),
      400: json(ErrorSchema, "NOT_AN_IMAGE 'Only images allowed.' (or SVG's own text), or no file"),
      413: json(ErrorSchema, "FILE_TOO_LARGE 'Max avatar size is 2MB.'"),
      415: json(ErrorSchema, 'The body is not multipart/form-data'),
      429: errorResponses[429],
      ...authErrors,
    },
  });
}

const removeAvatarRoute = createRoute({
  method: 'delete',
  path: '/api/me/avatar',
  middleware: [requireUser()],
  tags,
  summary: "Remove the signed-in user's avatar (and its stored file)",
  responses: { 200: json(AvatarSchema, 'Removed'), ...authErrors },
});

const sessionsRoute = createRoute({
  method: 'get',
  path: '/api/me/sessions',
  middleware: [requireUser()],
  tags,
  summary: "The signed-in user's live sessions (device, address, created, last active), the current one marked",
  responses: { 200: json(ProfileSessionsSchema, 'The sessions'), ...authErrors },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/api/me/sessions/{sessionId}',
  middleware: [requireUser()],
  tags,
  summary: "End one of the signed-in user's other sessions (another user's session is not found)",
  request: { params: sessionParamSchema },
  responses: {
    200: json(ProfileSessionsSchema, 'Ended; the sessions left'),
    400: json(ErrorSchema, 'SESSION_IS_CURRENT: this session ends with Sign Out'),
    404: json(ErrorSchema, "SESSION_NOT_FOUND 'Session not found'"),
    ...authErrors,
  },
});

const revokeOthersRoute = createRoute({
  method: 'post',
  path: '/api/me/sessions/sign-out-others',
  middleware: [requireUser()],
  tags,
  summary: 'Sign out everywhere else: end every session of the signed-in user but this one',
  responses: { 200: json(SignedOutOthersSchema, 'How many ended'), ...authErrors },
});

export function registerProfileRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, logger, limiter, security }: AppContext,
  storage: StorageAdapter,
): void {
  const deps: ProfileDeps = { db, storage, logger };
  const perUserLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    await limiter.enforce(`avatar-upload:${c.get('user').id}`, AVATAR_UPLOAD_RATE_LIMIT);
    await next();
  };

  app.openapi(nameRoute, async (c) => {
    const userId = c.get('user').id;
    await updateName(db, userId, c.req.valid('json'));
    const user = await loadSessionUser(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 401, AUTH_TEXT.userNotAuthenticated);
    return c.json({ user }, 200);
  });

  app.openapi(avatarRoute(perUserLimit), async (c) => {
    const { file } = c.req.valid('form') as { file?: unknown };
    if (Array.isArray(file))
      throw new AppError('VALIDATION_ERROR', 400, MESSAGES.validation, { file: 'Send one file per request' });
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 400, MEDIA_TEXT.noFile, { file: MEDIA_TEXT.noFile });
    if (file.size > AVATAR_MAX_BYTES) throw avatarTooLarge();
    const avatarUrl = await setAvatar(deps, c.get('user').id, new Uint8Array(await file.arrayBuffer()));
    return c.json({ avatarUrl }, 200);
  });

  app.openapi(removeAvatarRoute, async (c) => {
    await removeAvatar(deps, c.get('user').id);
    return c.json({ avatarUrl: null }, 200);
  });

  app.openapi(sessionsRoute, async (c) =>
    c.json({ sessions: await listSessions(db, c.get('user').id, c.get('sessionId')) }, 200),
  );

  app.openapi(revokeRoute, async (c) => {
    const { sessionId } = c.req.valid('param');
    const userId = c.get('user').id;
    const currentId = c.get('sessionId');
    if (!isUuid(sessionId)) throw new AppError('SESSION_NOT_FOUND', 404, PROFILE_TEXT.sessionNotFound);
    await revokeSession(db, { userId, currentId, sessionId });
    await security.recordRequest(c, { type: 'session_revoked', metadata: { scope: 'one', sessionId } });
    return c.json({ sessions: await listSessions(db, userId, currentId) }, 200);
  });

  app.openapi(revokeOthersRoute, async (c) => {
    const ended = await revokeOtherSessions(db, c.get('user').id, c.get('sessionId'));
    if (ended > 0) await security.recordRequest(c, { type: 'session_revoked', metadata: { scope: 'others', ended } });
    return c.json({ ended, message: PROFILE_TEXT.othersSignedOut(ended) }, 200);
  });
}
