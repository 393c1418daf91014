import type { SecurityEventType } from '@themeport/core';
import { raiseAlert } from './alerts.ts';
import type { SecurityEngine } from './engine.ts';
import type { RecordedEvent } from './event.ts';
import { detectCardBurst, detectPrivilegeEscalation } from './rules-access.ts';
import {
  detectBruteForce,
  detectCredentialStuffing,
  detectDistributedAttack,
  detectNewAdminDevice,
  detectSuccessAfterFailures,
} from './rules-sign-in.ts';

type Rule = (engine: SecurityEngine, event: RecordedEvent) => Promise<unknown>;

/**
 * Which rules an event may complete. Only what people did starts a rule; a detection (brute_force …)
 * starts only its response, and nothing the responses record (ip_blocked) starts a rule: a derived
 * event never leads back to itself.
 */
const RULES: Partial<Record<SecurityEventType, Rule[]>> = {
  sign_in_failure: [detectBruteForce, detectCredentialStuffing, detectDistributedAttack],
  sign_in_success: [detectSuccessAfterFailures, detectNewAdminDevice],
  unauthorized: [detectPrivilegeEscalation],
  permission_denied: [detectPrivilegeEscalation],
  card_declined: [detectCardBurst],
  brute_force: [blockOffender],
  credential_stuffing: [blockOffender],
  distributed_attack: [blockEveryOffender],
};

/** Runs the rules the new event may complete (spec 001 §9 and ours): detections, blocks, alerts, mails. */
export async function runDetectors(engine: SecurityEngine, event: RecordedEvent): Promise<void> {
  for (const rule of [...(RULES[event.type] ?? []), raiseAlert]) {
    try {
      await rule(engine, event);
    } catch (err) {
      // One rule failing (a mail server down) does not stop the others.
      engine.logger.error({ err, type: event.type, rule: rule.name }, 'security monitor: a rule failed');
    }
  }
}

async function blockOffender(engine: SecurityEngine, event: RecordedEvent) {
  if (event.ip) await engine.blockIp({ ip: event.ip, reason: event.type, now: event.createdAt });
}

async function blockEveryOffender(engine: SecurityEngine, event: RecordedEvent) {
  const ips = Array.isArray(event.metadata.ips) ? (event.metadata.ips as unknown[]) : [];
  for (const ip of ips) {
    if (typeof ip === 'string') await engine.blockIp({ ip, reason: event.type, now: event.createdAt });
  }
}
