import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/types.ts';
import type { AuthContext } from '../auth/context.ts';

// Placeholder while this module is built (docs/api/sites.md).
export function registerSlotRoutes(_app: OpenAPIHono<AppEnv>, _context: AuthContext): void {}
