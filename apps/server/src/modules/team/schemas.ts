import { z } from '@hono/zod-openapi';
import {
  ACCOUNT_ROLES,
  INVITATION_STATUSES,
  type InvitationLookup,
  type TeamInvitation,
  type TeamMember,
} from '@themeport/core';
import { accountParamSchema, uuidParam } from '../../http/schemas.ts';

export const InvitationSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    email: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    status: z
      .enum(INVITATION_STATUSES)
      .openapi({ description: 'A pending invitation past its expiry is listed as expired' }),
    invitedByName: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    expiresAt: z.string().openapi({ format: 'date-time' }),
    acceptedAt: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Invitation');

export const MemberSchema = z
  .object({
    userId: z.string().openapi({ format: 'uuid' }),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ACCOUNT_ROLES),
    joinedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Member');

export const InvitationLookupSchema = z
  .object({
    state: z.enum(['valid', 'expired', 'used', 'cancelled']),
    accountName: z.string().optional(),
    role: z.enum(ACCOUNT_ROLES).optional(),
    email: z.string().optional(),
    inviterName: z.string().nullable().optional(),
    expiresAt: z.string().optional().openapi({ format: 'date-time' }),
  })
  .openapi('InvitationLookup');

/** The rows are checked by checkInvitationRows (packages/core), which answers with the spec's texts. */
export const SendInvitationsSchema = z.object({
  invitations: z
    .array(z.object({ email: z.string().max(320), role: z.enum(ACCOUNT_ROLES).default('viewer') }))
    .max(100),
});

export const TokenSchema = z.object({ token: z.string().max(200) });
export const CancelInvitationsSchema = z.object({ invitationIds: z.array(z.string().max(64)).min(1).max(200) });
export const RoleChangeSchema = z.object({ role: z.enum(ACCOUNT_ROLES) });
export const TransferSchema = z.object({ userId: z.string().max(64) });

export const invitationParamSchema = accountParamSchema.extend({ invitationId: uuidParam('invitationId') });
export const memberParamSchema = accountParamSchema.extend({ userId: uuidParam('userId') });

const matches: [
  z.infer<typeof InvitationSchema> extends TeamInvitation ? true : never,
  z.infer<typeof MemberSchema> extends TeamMember ? true : never,
  InvitationLookup extends z.infer<typeof InvitationLookupSchema> ? true : never,
] = [true, true, true];
void matches;
