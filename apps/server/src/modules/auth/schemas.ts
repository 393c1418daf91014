import { z } from '@hono/zod-openapi';
import { ACCOUNT_ROLES, AUTH_TEXT, PLANS, PLATFORM_ROLES, passwordSchema, type MeResponse } from '@themeport/core';
import { ErrorSchema } from '../themes/schemas.ts';

export { ErrorSchema };

import { json } from '../../http/openapi.ts';

export { json, jsonBody } from '../../http/openapi.ts';

export const OkSchema = z.object({ ok: z.literal(true) }).openapi('Ok');

export const SessionUserSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(PLATFORM_ROLES),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    onboardingStage: z.string().nullable(),
    onboardingNeeded: z.boolean(),
  })
  .openapi('SessionUser');

export const AccountSummarySchema = z
  .object({ id: z.string().openapi({ format: 'uuid' }), name: z.string(), plan: z.enum(PLANS), role: z.enum(ACCOUNT_ROLES) })
  .openapi('AccountSummary');

export const MeResponseSchema = z
  .object({ user: SessionUserSchema, accounts: z.array(AccountSummarySchema), currentAccountId: z.string().nullable() })
  .openapi('MeResponse');

// Compile-time check that the OpenAPI shape matches the shared type.
const meMatches: z.infer<typeof MeResponseSchema> extends MeResponse ? true : never = true;
void meMatches;

export const resetPasswordBodySchema = z.object({ newPassword: passwordSchema, token: z.string().min(1, AUTH_TEXT.resetLinkInvalid) });
export const tokenQuerySchema = z.object({ token: z.string().default('') });
export const emailQuerySchema = z.object({ email: z.string().default('') });
export const verifyEmailQuerySchema = z.object({ token: z.string().default(''), callbackURL: z.string().optional() });

export const errorResponses = {
  400: json(ErrorSchema, 'Invalid input; `fields` names each problem'),
  429: json(ErrorSchema, 'Too many attempts; see Retry-After'),
};
export const authErrors = {
  401: json(ErrorSchema, 'No session (UNAUTHENTICATED) or an expired one (SESSION_EXPIRED)'),
};
