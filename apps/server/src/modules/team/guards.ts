import type { MiddlewareHandler } from 'hono';
import { TEAM_TEXT } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { resolveAccount } from '../../http/access.ts';
import { declareAccess } from '../../http/route-access.ts';
import type { AppEnv } from '../../http/types.ts';

/**
 * requireAccount('members:write') with the spec's refusal (spec 001 §2.3): 'You need admin
 * permissions to invite users.' instead of the generic 403 text.
 */
export function requireTeamAdmin(): MiddlewareHandler<AppEnv> {
  return declareAccess<MiddlewareHandler<AppEnv>>(
    async (c, next) => {
      try {
        await resolveAccount(c, 'members:write');
      } catch (err) {
        if (err instanceof AppError && err.status === 403) throw new AppError('FORBIDDEN', 403, TEAM_TEXT.needAdmin);
        throw err;
      }
      await next();
    },
    { kind: 'account', resource: 'members', permission: 'write' },
  );
}
