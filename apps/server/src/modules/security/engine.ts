import type { MailSender } from '../../adapters/mail/index.ts';
import type { ErrorReporter } from '../../adapters/errors/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { BlockIpInput, BlockIpResult } from './blocks.ts';
import type { RecordedEvent, SecurityEventInput } from './event.ts';
import { countSince, keyText, lockName, type WindowKey } from './queries/window.ts';
import { insertSecurityEvent } from './queries/events.ts';
import type { SecurityEventType } from '@themeport/core';

/** What the monitor needs from the app (built once in app.ts). */
export interface SecurityDeps {
  db: Database;
  config: Config;
  logger: Logger;
  mail: MailSender;
  /** Alerts also go here with the severity's level (spec 001 §9); Sentry when configured. */
  errorReporter?: ErrorReporter | null;
}

/** The monitor's side the rules act through: the app's dependencies, blocking, and the rules themselves. */
export interface SecurityEngine extends SecurityDeps {
  /** Blocks an address and records ip_blocked (which runs the rules on it). */
  blockIp(input: BlockIpInput): Promise<BlockIpResult>;
  /** Runs the rules on an event just stored (runDetectors). */
  react(event: RecordedEvent): Promise<void>;
}

export interface Detection {
  type: SecurityEventType;
  /** What the detection is about; at most one per key in `onceWithinMs`. */
  key: WindowKey;
  at: Date;
  /** No second detection of this type and key within this time (0: no such limit). */
  onceWithinMs: number;
}

/**
 * Records a detection when `decide` says so, at most once per key and window across processes: the
 * check and the insert run under a lock on the type and key, so the 6th and 7th failure arriving at
 * two servers at once make one brute_force. The detection then runs its own response and alert.
 */
export async function detectOnce(
  engine: SecurityEngine,
  { type, key, at, onceWithinMs }: Detection,
  decide: (tx: Database) => Promise<Omit<SecurityEventInput, 'type' | 'at'> | null>,
): Promise<RecordedEvent | null> {
  const since = new Date(at.getTime() - onceWithinMs);
  const madeAlready = async (db: Database) => onceWithinMs > 0 && (await countSince(db, { type, key, since })) > 0;
  // A detection once made stays made: most events after it (the 8th failure, the next refusal)
  // learn so from one read, without the lock.
  if (await madeAlready(engine.db)) return null;
  const detected = await engine.db.transaction(async (tx) => {
    await lockName(tx, `security_detect:${type}:${keyText(key)}`);
    if (await madeAlready(tx)) return null;
    const input = await decide(tx);
    return input ? insertSecurityEvent(tx, { ...input, type, at }) : null;
  });
  if (detected) await engine.react(detected);
  return detected;
}
