// Issue 24: what an admin's change to a user tells the security monitor. The event is about the
// changed user (userId, subject); the admin who made it is in metadata.actorId.
import type { AdminUser } from '@themeport/core';
import type { SecurityEventInput } from '../security/index.ts';

type Changed = Pick<AdminUser, 'id' | 'email' | 'role' | 'status' | 'isSuperadmin'>;

export function adminChangeEvents(
  actorId: string,
  before: Changed | null,
  after: Changed | null,
): SecurityEventInput[] {
  const user = after ?? before;
  if (!user) return [];
  const about = { userId: user.id, subject: user.email };
  const events: SecurityEventInput[] = [];
  const event = (type: SecurityEventInput['type'], details: string, metadata: Record<string, unknown>) =>
    events.push({ type, ...about, details, metadata: { actorId, ...metadata } });
  if (!after) {
    if (before!.role === 'admin') event('platform_admin_change', 'A platform admin was deleted', { deleted: true });
    return events;
  }
  if (!before) {
    if (after.role === 'admin' || after.isSuperadmin)
      event('platform_admin_change', 'A platform admin was created', { created: true, superadmin: after.isSuperadmin });
    return events;
  }
  if (before.role !== after.role) {
    const adminGrant = before.role === 'admin' || after.role === 'admin';
    event(adminGrant ? 'platform_admin_change' : 'role_change', `Platform role ${before.role} → ${after.role}`, {
      scope: 'platform',
      from: before.role,
      to: after.role,
    });
  }
  if (before.isSuperadmin !== after.isSuperadmin)
    event('platform_admin_change', after.isSuperadmin ? 'Made a superadmin' : 'No longer a superadmin', {
      superadmin: after.isSuperadmin,
    });
  if (before.status !== after.status && after.status !== 'active')
    event('account_suspended', `Status ${before.status} → ${after.status}`, { from: before.status, to: after.status });
  if (before.email !== after.email)
    event('email_change', 'E-mail changed by an admin', { stage: 'admin', from: before.email, to: after.email });
  return events;
}
