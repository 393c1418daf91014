// The team module's face: invitations, their acceptance and the members of an account (docs/decisions/014).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../../http/app-context.ts';
import type { AppEnv } from '../../http/types.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import { registerMemberRoutes } from './member-routes.ts';

export function registerTeamRoutes(app: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  registerInvitationRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
}
