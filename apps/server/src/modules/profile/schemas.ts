import { z } from '@hono/zod-openapi';
import type { ProfileSessionsResponse } from '@themeport/core';
import { uuidParam } from '../../http/schemas.ts';

export const avatarFormSchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'The image, at most 2,000,000 bytes' }),
});

export const AvatarSchema = z.object({ avatarUrl: z.string().nullable() }).openapi('Avatar');

export const ProfileSessionSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    lastActiveAt: z.string().openapi({ format: 'date-time' }),
    isCurrent: z.boolean(),
  })
  .openapi('ProfileSession');

export const ProfileSessionsSchema = z.object({ sessions: z.array(ProfileSessionSchema) }).openapi('ProfileSessions');

export const sessionParamSchema = z.object({ sessionId: uuidParam('sessionId') });

export const SignedOutOthersSchema = z.object({ ended: z.number().int(), message: z.string() });

const sessionsMatch: z.infer<typeof ProfileSessionsSchema> extends ProfileSessionsResponse ? true : never = true;
void sessionsMatch;
