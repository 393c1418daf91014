import { SECURITY_RULES } from '@themeport/core';
import ipaddr from 'ipaddr.js';
import type { Database } from '../../db/client.ts';
import {
  countBlocksSince,
  insertBlock,
  selectActiveBlock,
  selectAllowlistEntries,
  type SecurityBlock,
} from './queries/blocks.ts';
import { lockName } from './queries/window.ts';
import { parseAddress } from './addresses.ts';
import type { SecurityEventInput } from './event.ts';

export { liftBlockRow, selectActiveBlocks, type SecurityBlock } from './queries/blocks.ts';

// Automatic and manual blocks of an address (docs/security-monitor.md): 15 minutes, doubling for
// each block of the same address in the last day, at most a day; never an allow-listed address.

/** How long a block of this level lasts: 15 min, 30, 60 … at most 24 h. */
export function blockDurationMs(level: number): number {
  const { firstMs, maxMs } = SECURITY_RULES.block;
  return Math.min(firstMs * 2 ** Math.max(0, level - 1), maxMs);
}

/** Whether the address is one of the entries ('203.0.113.0/24' or one address); a broken entry matches nothing. */
export function matchesAllowlist(ip: string, entries: readonly string[]): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return entries.some((entry) => {
    try {
      if (!entry.includes('/')) {
        const single = parseAddress(entry);
        return single !== null && single.toNormalizedString() === address.toNormalizedString();
      }
      let [range, bits] = ipaddr.parseCIDR(entry);
      if (range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress()) {
        range = (range as ipaddr.IPv6).toIPv4Address();
        bits -= 96;
      }
      return address.kind() === range.kind() && address.match(range, bits);
    } catch {
      return false;
    }
  });
}

export async function isAllowlisted(db: Database, ip: string): Promise<boolean> {
  return matchesAllowlist(ip, await selectAllowlistEntries(db));
}

export async function hasActiveBlock(db: Database, ip: string, now: Date): Promise<boolean> {
  return (await selectActiveBlock(db, ip, now)) !== null;
}

export interface BlockIpInput {
  ip: string;
  /** The event type behind it ('brute_force'), or 'manual'. */
  reason: string;
  now?: Date;
  /** The admin who blocked it; null for the monitor. */
  by?: string | null;
  /** A manual block's own length: level 1, not the escalating one (`blockDurationMs`). */
  durationMs?: number;
  /** What an admin's action adds to the event the monitor records (its details, metadata, request). */
  event?: BlockEventExtras;
}

/** An admin's side of an ip_blocked or ip_unblocked event; the metadata is added to the monitor's. */
export type BlockEventExtras = Pick<
  SecurityEventInput,
  'details' | 'metadata' | 'userAgent' | 'endpoint' | 'requestId'
>;

export type BlockIpResult =
  | { outcome: 'blocked'; block: SecurityBlock }
  | { outcome: 'already_blocked'; block: SecurityBlock }
  | { outcome: 'allowlisted' | 'invalid_ip' };

/**
 * Blocks an address unless it is allow-listed or already blocked. Serialised per address across
 * processes, so two detections at once make one block.
 */
export async function blockIp(
  db: Database,
  { ip, reason, now = new Date(), by = null, durationMs }: BlockIpInput,
): Promise<BlockIpResult> {
  if (!parseAddress(ip)) return { outcome: 'invalid_ip' };
  return db.transaction(async (tx): Promise<BlockIpResult> => {
    await lockName(tx, `security_block:${ip}`);
    if (await isAllowlisted(tx, ip)) return { outcome: 'allowlisted' };
    const current = await selectActiveBlock(tx, ip, now);
    if (current) return { outcome: 'already_blocked', block: current };
    const level =
      durationMs === undefined
        ? (await countBlocksSince(tx, ip, new Date(now.getTime() - SECURITY_RULES.block.escalateWithinMs))) + 1
        : 1;
    const expiresAt = new Date(now.getTime() + (durationMs ?? blockDurationMs(level)));
    const block = await insertBlock(tx, { ip, reason, level, createdAt: now, expiresAt, createdBy: by });
    return { outcome: 'blocked', block };
  });
}
