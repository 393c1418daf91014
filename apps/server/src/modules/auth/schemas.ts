import { z } from '@hono/zod-openapi';
import { AUTH_TEXT, passwordSchema } from '@themeport/core';

export const resetPasswordBodySchema = z.object({
  newPassword: passwordSchema,
  token: z.string().min(1, AUTH_TEXT.resetLinkInvalid),
});
export const tokenQuerySchema = z.object({ token: z.string().default('') });
export const emailQuerySchema = z.object({ email: z.string().default('') });
export const verifyEmailQuerySchema = z.object({ token: z.string().default(''), callbackURL: z.string().optional() });

/** The token a one-time link's page posts (secure my account, unlock sign-in). */
export const secureAccountBodySchema = z.object({
  token: z.string().min(1, AUTH_TEXT.secureLinkInvalid).max(200, AUTH_TEXT.secureLinkInvalid),
});
export const unlockBodySchema = secureAccountBodySchema;
