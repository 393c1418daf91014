import type { Context } from 'hono';
import type { AppEnv } from '../../http/types.ts';
import { createBlockSnapshot } from './block-snapshot.ts';
import {
  blockIp,
  liftBlockRow,
  type BlockEventExtras,
  type BlockIpInput,
  type BlockIpResult,
  type SecurityBlock,
} from './blocks.ts';
import { runDetectors } from './detectors.ts';
import type { SecurityDeps, SecurityEngine } from './engine.ts';
import { insertSecurityEvent, recordQuietly, requestFacts, type SecurityEventInput } from './record.ts';
import { createRefusalBudget, type RefusalBudgetOptions } from './refusal-budget.ts';

export type { SecurityDeps } from './engine.ts';

export interface SecurityMonitorOptions {
  /** How old this process's copy of the active blocks may get before it is read again (default 2000 ms; tests 0). */
  blockRefreshMs?: number;
  /** Refusals per address, type and minute recorded in full, and how often the rest are counted (decision 041). */
  refusalBudget?: RefusalBudgetOptions;
}

/** The server's security monitor (docs/security-monitor.md): every module records through it. */
export interface SecurityMonitor {
  /** Records an event and runs the detectors on it (which may block, alert, mail); never throws. */
  record(input: SecurityEventInput): Promise<void>;
  /** record, with the request's address, agent, endpoint, request id and signed-in user filled in. */
  recordRequest(c: Context<AppEnv>, input: SecurityEventInput): Promise<void>;
  /** A refused request (refusals.ts): recordRequest within the address's budget, past it only counted (decision 041). */
  recordRefusal(c: Context<AppEnv>, input: SecurityEventInput): Promise<void>;
  /** Adds the refusals counted past their budget to their buckets now (tests, a stopping server). */
  flushCounts(): Promise<void>;
  /** When the address's block ends, or null; from this process's copy of the active blocks (blockGuard). */
  blockedUntil(ip: string, now?: Date): Promise<Date | null>;
  /**
   * Whether the address is blocked, from this process's copy of the active blocks without waiting on
   * a read (block-snapshot.ts `peek`); undefined when the copy must be read first. For answers served
   * before routing (the catalogue's fast path): on undefined or true they take the routed path, where
   * blockGuard reads and refuses.
   */
  isBlockedFromCopy(ip: string): boolean | undefined;
  /** Blocks an address (an admin's manual block: reason 'manual', `by` set) and records `ip_blocked`. */
  blockIp(input: BlockIpInput): Promise<BlockIpResult>;
  /** Lifts an active block early (the row stays) and records `ip_unblocked`; null when there is none. */
  liftBlock(input: LiftBlockInput): Promise<SecurityBlock | null>;
}

export interface LiftBlockInput {
  blockId: string;
  by: string | null;
  now?: Date;
  /** What an admin's unblock adds to the ip_unblocked event. */
  event?: BlockEventExtras;
}

export function createSecurityMonitor(deps: SecurityDeps, options: SecurityMonitorOptions = {}): SecurityMonitor {
  const snapshot = createBlockSnapshot(deps.db, deps.logger, options.blockRefreshMs);
  const engine: SecurityEngine = {
    ...deps,
    react: (event) => runDetectors(engine, event),
    async blockIp(input) {
      const result = await blockIp(deps.db, input);
      if (result.outcome !== 'blocked') return result;
      snapshot.invalidate();
      const { block } = result;
      const row = await insertSecurityEvent(deps.db, {
        details: `${block.ip} blocked until ${block.expiresAt.toISOString()} (${block.reason}, level ${block.level})`,
        ...input.event,
        type: 'ip_blocked',
        ip: block.ip,
        userId: block.createdBy,
        at: block.createdAt,
        metadata: {
          blockId: block.id,
          reason: block.reason,
          level: block.level,
          expiresAt: block.expiresAt.toISOString(),
          ...input.event?.metadata,
        },
      });
      await engine.react(row);
      return result;
    },
  };
  const record = (input: SecurityEventInput) => recordQuietly(deps, input, (event) => runDetectors(engine, event));
  const budget = createRefusalBudget(deps.db, deps.logger, options.refusalBudget);
  return {
    record,
    recordRequest: (c, input) => record({ ...requestFacts(c, deps.config), ...input }),
    async recordRefusal(c, input) {
      const event = { ...requestFacts(c, deps.config), ...input };
      if (await budget.admit(event.type, event.ip ?? null, event.at ?? new Date())) await record(event);
    },
    flushCounts: () => budget.flush(),
    async blockedUntil(ip, now) {
      const until = await snapshot.blockedUntil(ip, now);
      return until === null ? null : new Date(until);
    },
    isBlockedFromCopy(ip) {
      const until = snapshot.peek(ip);
      return until === undefined ? undefined : until !== null;
    },
    blockIp: (input) => engine.blockIp(input),
    async liftBlock(input) {
      const lifted = await liftBlockRow(deps.db, input);
      if (!lifted) return null;
      snapshot.invalidate();
      await record({
        details: `${lifted.ip} unblocked`,
        ...input.event,
        type: 'ip_unblocked',
        ip: lifted.ip,
        userId: input.by,
        at: input.now,
        metadata: { blockId: lifted.id, reason: lifted.reason, level: lifted.level, ...input.event?.metadata },
      });
      return lifted;
    },
  };
}
