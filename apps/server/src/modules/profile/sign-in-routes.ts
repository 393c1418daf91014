import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { NotMeResponse, SignInHistoryResponse } from '@themeport/core';
import { requireUser } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, errorResponses, json, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { listSignIns, reportNotMe } from './sign-ins.ts';

const tags = ['Me'];

const SignInSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    outcome: z.enum(['success', 'failure']),
    device: z.string().openapi({ example: 'Chrome on macOS' }),
    ip: z.string().nullable(),
    country: z
      .string()
      .nullable()
      .openapi({ example: 'DE', description: "From the proxy's country header; null unknown" }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    current: z.boolean().openapi({ description: "Its session is this request's session" }),
    active: z.boolean().openapi({ description: 'Its session still exists' }),
    reportedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('SignIn');

const SignInHistorySchema = z
  .object({
    signIns: z.array(SignInSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi('SignInHistory');

const NotMeSchema = z
  .object({
    ended: z.number().int(),
    alreadyReported: z.boolean(),
    reportedAt: z.string().openapi({ format: 'date-time' }),
    message: z.string(),
  })
  .openapi('NotMeReport');

const historyMatch: z.infer<typeof SignInHistorySchema> extends SignInHistoryResponse ? true : never = true;
const notMeMatch: z.infer<typeof NotMeSchema> extends NotMeResponse ? true : never = true;
void historyMatch;
void notMeMatch;

const listRoute = createRoute({
  method: 'get',
  path: '/api/me/sign-ins',
  middleware: [requireUser()],
  tags,
  summary: "The signed-in user's sign-ins and failed attempts of the last 90 days, newest first, 20 to a page",
  request: {
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1).openapi({ example: 1 }) }),
  },
  responses: { 200: json(SignInHistorySchema, 'One page of the history'), ...errorResponses, ...authErrors },
});

const notMeRoute = createRoute({
  method: 'post',
  path: '/api/me/sign-ins/{signInId}/not-me',
  middleware: [requireUser()],
  tags,
  summary:
    "'This wasn't me': marks the sign-in reported, ends every other session of the user, alerts the admins (once)",
  request: { params: z.object({ signInId: uuidParam('signInId') }) },
  responses: {
    200: json(NotMeSchema, 'Reported (or already reported); how many other sessions ended'),
    404: json(ErrorSchema, "Another user's or an unknown sign-in: 'Sign-in not found', nothing changed"),
    ...authErrors,
  },
});

export function registerSignInRoutes(app: OpenAPIHono<AppEnv>, { db, security }: AppContext): void {
  app.openapi(listRoute, async (c) =>
    c.json(
      await listSignIns(db, {
        userId: c.get('user').id,
        currentId: c.get('sessionId'),
        page: c.req.valid('query').page,
      }),
      200,
    ),
  );

  app.openapi(notMeRoute, async (c) => {
    const { answer, event } = await reportNotMe(db, {
      userId: c.get('user').id,
      currentId: c.get('sessionId'),
      signInId: c.req.valid('param').signInId,
    });
    if (event) await security.recordRequest(c, event);
    return c.json(answer, 200);
  });
}
