import { SECURITY_RULES } from '@themeport/core';
import { detectOnce, type SecurityEngine } from './engine.ts';
import { countInWindow, latestInWindow } from './queries/window.ts';
import type { RecordedEvent } from './event.ts';

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * spec 001 §9: an unauthorised or permission-denied event of a user within 30 minutes after their
 * successful sign-in → privilege_escalation (high); once per sign-in.
 */
export async function detectPrivilegeEscalation(engine: SecurityEngine, event: RecordedEvent) {
  const { userId, createdAt: at } = event;
  if (!userId) return;
  const { windowMs } = SECURITY_RULES.privilegeEscalation;
  const signIn = await latestInWindow(engine.db, { type: 'sign_in_success', key: { userId }, at, windowMs });
  if (!signIn) return;
  const sinceSignIn = at.getTime() - signIn.createdAt.getTime();
  await detectOnce(
    engine,
    { type: 'privilege_escalation', key: { userId }, at, onceWithinMs: sinceSignIn + 1 },
    async () => ({
      userId,
      ip: event.ip,
      userAgent: event.userAgent,
      endpoint: event.endpoint,
      details:
        `${event.type === 'unauthorized' ? 'Unauthorised' : 'Permission denied'} ${event.endpoint ?? ''} ${minutes(sinceSignIn)} minutes after signing in`.replace(
          /\s+/g,
          ' ',
        ),
      metadata: {
        trigger: event.type,
        triggerEventId: event.id,
        signInEventId: signIn.id,
        minutesAfterSignIn: minutes(sinceSignIn),
      },
    }),
  );
}

/** Ours: at least 5 declined cards from one IP, or for one user, in 10 minutes → payment_fraud_detected (high, alerts). */
export async function detectCardBurst(engine: SecurityEngine, event: RecordedEvent) {
  const { declines, windowMs } = SECURITY_RULES.cardDeclines;
  const at = event.createdAt;
  const keys = [
    ...(event.ip ? [{ key: { ip: event.ip }, what: event.ip }] : []),
    ...(event.userId ? [{ key: { userId: event.userId }, what: 'one user' }] : []),
  ];
  for (const { key, what } of keys) {
    await detectOnce(engine, { type: 'payment_fraud_detected', key, at, onceWithinMs: windowMs }, async (tx) => {
      const n = await countInWindow(tx, { type: 'card_declined', key, at, windowMs });
      if (n < declines) return null;
      return {
        ...key,
        details: `${n} declined cards from ${what} in ${minutes(windowMs)} minutes`,
        metadata: { declines: n, windowMinutes: minutes(windowMs), matchedOn: 'ip' in key ? 'ip' : 'user' },
      };
    });
  }
}
