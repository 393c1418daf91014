// An admin's side of the blocks: the active and recently ended blocks, a manual block, an unblock
// (the row kept, liftedAt and liftedBy set), and the allowlist. Every change is audited. Blocks and
// unblocks go through the monitor (ctx.security), which records ip_blocked / ip_unblocked and makes
// this process's block guard answer at once.
import {
  SECURITY_TEXT,
  isUuid,
  type SecurityAllowEntry,
  type SecurityBlock,
  type SecurityBlockList,
} from '@themeport/core';
import { normalAddress, normalRange } from './addresses.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import type { SecurityEventInput } from './event.ts';
import type { SecurityMonitor } from './monitor.ts';
import {
  deleteAllowEntry,
  insertAllowEntry,
  selectActiveAndRecentBlocks,
  selectAllowEntry,
  selectAllowlistWithEmails,
  selectBlockWithEmails,
  type AdminBlockRow,
} from './queries/admin-blocks.ts';

const DAY_MS = 86_400_000;
const RECENT_SHOWN = 20;
type Deps = { db: Database; logger: Logger };
type BlockDeps = Deps & { security: Pick<SecurityMonitor, 'blockIp' | 'liftBlock'> };
/** The admin's request, for the event about the address (the admin's own address goes in its metadata). */
export type RequestFacts = Pick<SecurityEventInput, 'ip' | 'userAgent' | 'endpoint' | 'requestId'>;

/** One address in its usual form; 400 otherwise. */
function addressOrRefuse(input: string): string {
  const ip = normalAddress(input);
  if (ip === null) throw new AppError('VALIDATION_ERROR', 400, SECURITY_TEXT.badIp, { ip: SECURITY_TEXT.badIp });
  return ip;
}

/** An address or a range as its network; 400 otherwise. */
function rangeOrRefuse(input: string): string {
  const cidr = normalRange(input);
  if (cidr === null)
    throw new AppError('VALIDATION_ERROR', 400, SECURITY_TEXT.badCidr, { cidr: SECURITY_TEXT.badCidr });
  return cidr;
}

const toBlock = (row: AdminBlockRow): SecurityBlock => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  liftedAt: row.liftedAt?.toISOString() ?? null,
});

export async function listSecurityBlocks(db: Database, now = new Date()): Promise<SecurityBlockList> {
  const since = new Date(now.getTime() - DAY_MS);
  const { active, recent } = await selectActiveAndRecentBlocks(db, { now, since, limit: RECENT_SHOWN });
  return { active: active.map(toBlock), recent: recent.map(toBlock) };
}

const eventFacts = (request: RequestFacts) => ({
  userAgent: request.userAgent ?? null,
  endpoint: request.endpoint ?? null,
  requestId: request.requestId ?? null,
});

/**
 * A manual block of `minutes` through the monitor: 400 for a bad address, 409 when allowlisted or
 * already blocked. The block is made first, then audited (a refusal as a failed entry).
 */
export async function blockAddress(
  deps: BlockDeps,
  ctx: AuditContext,
  input: { ip: string; minutes: number; reason?: string | undefined },
  request: RequestFacts = {},
  now = new Date(),
): Promise<SecurityBlock> {
  const ip = addressOrRefuse(input.ip);
  const reason = input.reason ?? '';
  const result = await deps.security.blockIp({
    ip,
    reason: 'manual',
    now,
    by: ctx.userId,
    durationMs: input.minutes * 60_000,
    event: {
      ...eventFacts(request),
      details: `Blocked by ${ctx.email} for ${input.minutes} min${reason ? `: ${reason}` : ''}`,
      metadata: { minutes: input.minutes, reason, manual: true, adminIp: request.ip ?? null },
    },
  });
  if (!('block' in result))
    throw result.outcome === 'allowlisted'
      ? new AppError('ALLOWLISTED', 409, SECURITY_TEXT.allowlisted)
      : new AppError('VALIDATION_ERROR', 400, SECURITY_TEXT.badIp);
  const { outcome, block } = result;
  const entry = {
    actionType: 'create',
    resourceType: 'system',
    resourceName: `security block: ${ip}`,
    metadata: { ip, minutes: input.minutes, reason },
  } as const;
  await audited(deps, ctx, entry, async (_tx, note) => {
    if (outcome === 'already_blocked') throw new AppError('ALREADY_BLOCKED', 409, SECURITY_TEXT.alreadyBlocked);
    note({ resourceId: block.id });
  });
  return toBlock((await selectBlockWithEmails(deps.db, block.id))!);
}

/** Lifts an active block now through the monitor: 404 for an unknown one, 409 when it already ended. */
export async function unblockAddress(
  deps: BlockDeps,
  ctx: AuditContext,
  id: string,
  request: RequestFacts = {},
  now = new Date(),
): Promise<SecurityBlock> {
  const notFound = new AppError('NOT_FOUND', 404, SECURITY_TEXT.blockNotFound);
  if (!isUuid(id)) throw notFound;
  const block = await selectBlockWithEmails(deps.db, id);
  if (!block) throw notFound;
  const lifted = await deps.security.liftBlock({
    blockId: id,
    by: ctx.userId,
    now,
    event: {
      ...eventFacts(request),
      details: `Unblocked by ${ctx.email}`,
      metadata: { manual: true, adminIp: request.ip ?? null },
    },
  });
  const entry = {
    actionType: 'delete',
    resourceType: 'system',
    resourceId: id,
    resourceName: `security block: ${block.ip}`,
    metadata: { ip: block.ip, reason: block.reason, level: block.level },
  } as const;
  await audited(deps, ctx, entry, async () => {
    if (!lifted) throw new AppError('BLOCK_NOT_ACTIVE', 409, SECURITY_TEXT.blockNotActive);
  });
  return toBlock((await selectBlockWithEmails(deps.db, id))!);
}

export async function listAllowlist(db: Database): Promise<SecurityAllowEntry[]> {
  const rows = await selectAllowlistWithEmails(db);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** 400 for a bad address or range, 409 when the same range is listed already. */
export async function allowRange(
  deps: Deps,
  ctx: AuditContext,
  input: { cidr: string; note?: string | undefined },
): Promise<SecurityAllowEntry> {
  const cidr = rangeOrRefuse(input.cidr);
  const note = input.note ?? '';
  const entry = {
    actionType: 'create',
    resourceType: 'system',
    resourceName: `security allowlist: ${cidr}`,
    metadata: { cidr, note },
  } as const;
  const id = await audited(deps, ctx, entry, async (tx, more) => {
    const created = await insertAllowEntry(tx, { cidr, note, createdBy: ctx.userId });
    if (!created) throw new AppError('ALREADY_ALLOWED', 409, SECURITY_TEXT.alreadyAllowed);
    more({ resourceId: created });
    return created;
  });
  const [created] = (await listAllowlist(deps.db)).filter((row) => row.id === id);
  return created!;
}

export async function removeAllowed(deps: Deps, ctx: AuditContext, id: string): Promise<void> {
  const notFound = new AppError('NOT_FOUND', 404, SECURITY_TEXT.allowNotFound);
  if (!isUuid(id)) throw notFound;
  const current = await selectAllowEntry(deps.db, id);
  if (!current) throw notFound;
  const entry = {
    actionType: 'delete',
    resourceType: 'system',
    resourceId: id,
    resourceName: `security allowlist: ${current.cidr}`,
    metadata: { cidr: current.cidr, note: current.note },
  } as const;
  await audited(deps, ctx, entry, async (tx) => {
    if (!(await deleteAllowEntry(tx, id))) throw notFound;
  });
}
