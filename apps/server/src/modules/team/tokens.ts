import { createHash, createHmac } from 'node:crypto';

/**
 * An invitation's link token, derived from its id and expiry with the app's secret: the database
 * keeps only its SHA-256 (a read of the table hands out no working link), yet Copy Link can show
 * the link again without storing it. Resend moves the expiry, so the token changes with it and
 * the old link stops working.
 */
export function invitationToken(secret: string, invitation: { id: string; expiresAt: Date }): string {
  return createHmac('sha256', secret)
    .update(`invitation:${invitation.id}:${invitation.expiresAt.getTime()}`)
    .digest('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
