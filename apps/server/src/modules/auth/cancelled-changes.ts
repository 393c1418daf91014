import type { Database } from '../../db/client.ts';
import { emailChangesCancelledAt } from './one-time-tokens.ts';

/** Whether a verify-email token is a change-email link of an address whose changes were voided since it was issued. */
export async function isCancelledEmailChange(db: Database, token: string): Promise<boolean> {
  let payload: { email?: unknown; updateTo?: unknown; iat?: unknown };
  try {
    // better-auth checks the signature; only the claims are read here, to refuse earlier.
    payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as typeof payload;
  } catch {
    return false;
  }
  if (typeof payload.updateTo !== 'string' || typeof payload.email !== 'string') return false;
  const cancelledAt = await emailChangesCancelledAt(db, payload.email);
  return cancelledAt !== null && (typeof payload.iat !== 'number' || payload.iat * 1000 <= cancelledAt.getTime());
}
