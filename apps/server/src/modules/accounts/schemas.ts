import { z } from '@hono/zod-openapi';
import { ACCOUNT_ROLES, PLANS, PLATFORM_ROLES, type MeResponse, type SignedOutMeResponse } from '@themeport/core';

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
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    name: z.string(),
    plan: z.enum(PLANS),
    role: z.enum(ACCOUNT_ROLES),
  })
  .openapi('AccountSummary');

export const MeResponseSchema = z
  .object({
    user: SessionUserSchema,
    accounts: z.array(AccountSummarySchema),
    currentAccountId: z.string().nullable(),
    currentAccountSettings: z
      .object({ timezone: z.string(), date_format: z.string(), primary_color: z.string() })
      .nullable()
      .openapi({ description: "The current account's timezone, date format and primary colour" }),
  })
  .openapi('MeResponse');

export const SignedOutMeResponseSchema = z
  .object({
    user: z.null(),
    sessionExpired: z
      .boolean()
      .openapi({ description: 'True when the request carried a session cookie that no longer works' }),
  })
  .openapi('SignedOutMeResponse');

// Compile-time check that the OpenAPI shape matches the shared type.
const meMatches: z.infer<typeof MeResponseSchema> extends MeResponse ? true : never = true;
void meMatches;
const signedOutMatches: z.infer<typeof SignedOutMeResponseSchema> extends SignedOutMeResponse ? true : never = true;
void signedOutMatches;
