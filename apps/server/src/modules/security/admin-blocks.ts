// An admin's side of the blocks: the active and recently ended blocks, a manual block, an unblock
// (the row kept, liftedAt and liftedBy set), and the allowlist. Every change is audited in its
// transaction; blocks and unblocks are also security events (ip_blocked, ip_unblocked).
import {
  SECURITY_TEXT,
  isUuid,
  type SecurityAllowEntry,
  type SecurityBlock,
  type SecurityBlockList,
} from '@themeport/core';
import { and, asc, desc, eq, getTableColumns, gt, isNotNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ipaddr from 'ipaddr.js';
import type { Database } from '../../db/client.ts';
import { securityAllowlist, securityBlocks, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { activeBlock } from './admin-overview.ts';

const DAY_MS = 86_400_000;
const RECENT_SHOWN = 20;
type Deps = { db: Database; logger: Logger };

// ipaddr.isValid also takes '1' or '0x7f.1' as IPv4: only the dotted four parts count here.
const isAddress = (input: string) => ipaddr.IPv4.isValidFourPartDecimal(input) || ipaddr.IPv6.isValid(input);
const isRange = (input: string) => ipaddr.IPv4.isValidCIDRFourPartDecimal(input) || ipaddr.IPv6.isValidCIDR(input);

/** One address in its usual form ('::ffff:203.0.113.9' → '203.0.113.9'); 400 otherwise. */
export function normaliseIp(input: string): string {
  if (!isAddress(input)) throw new AppError('VALIDATION_ERROR', 400, SECURITY_TEXT.badIp, { ip: SECURITY_TEXT.badIp });
  return ipaddr.process(input).toString();
}

/** An address, or a range as its network ('203.0.113.7/24' → '203.0.113.0/24'); 400 otherwise. */
export function normaliseCidr(input: string): string {
  const refuse = () => new AppError('VALIDATION_ERROR', 400, SECURITY_TEXT.badCidr, { cidr: SECURITY_TEXT.badCidr });
  if (!input.includes('/')) {
    if (!isAddress(input)) throw refuse();
    return ipaddr.process(input).toString();
  }
  if (!isRange(input)) throw refuse();
  const [address, bits] = ipaddr.parseCIDR(input);
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

const creator = alias(users, 'creator');
const lifter = alias(users, 'lifter');

function selectBlocks(db: Database) {
  return db
    .select({ ...getTableColumns(securityBlocks), createdByEmail: creator.email, liftedByEmail: lifter.email })
    .from(securityBlocks)
    .leftJoin(creator, eq(creator.id, securityBlocks.createdBy))
    .leftJoin(lifter, eq(lifter.id, securityBlocks.liftedBy));
}
type BlockRow = Awaited<ReturnType<ReturnType<typeof selectBlocks>['execute']>>[number];

const toBlock = (row: BlockRow): SecurityBlock => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  liftedAt: row.liftedAt?.toISOString() ?? null,
});

export async function listSecurityBlocks(db: Database, now = new Date()): Promise<SecurityBlockList> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [active, recent] = await Promise.all([
    selectBlocks(db).where(activeBlock(now)).orderBy(asc(securityBlocks.expiresAt)),
    selectBlocks(db)
      .where(
        or(
          and(isNotNull(securityBlocks.liftedAt), gt(securityBlocks.liftedAt, dayAgo)),
          and(lte(securityBlocks.expiresAt, now), gt(securityBlocks.expiresAt, dayAgo)),
        ),
      )
      .orderBy(desc(securityBlocks.createdAt))
      .limit(RECENT_SHOWN),
  ]);
  return { active: active.map(toBlock), recent: recent.map(toBlock) };
}

async function isAllowlisted(db: Database, ip: string): Promise<boolean> {
  const address = ipaddr.parse(ip);
  const entries = await db.select({ cidr: securityAllowlist.cidr }).from(securityAllowlist);
  return entries.some(({ cidr }) => {
    const [network, bits] = cidr.includes('/') ? ipaddr.parseCIDR(cidr) : [ipaddr.parse(cidr), -1];
    if (network.kind() !== address.kind()) return false;
    return bits === -1 ? network.toString() === address.toString() : address.match(network, bits);
  });
}

/** A manual block of `minutes`: 400 for a bad address, 409 when allowlisted or already blocked. */
export async function blockAddress(
  deps: Deps,
  ctx: AuditContext,
  input: { ip: string; minutes: number; reason?: string | undefined },
  now = new Date(),
): Promise<SecurityBlock> {
  const ip = normaliseIp(input.ip);
  if (await isAllowlisted(deps.db, ip)) throw new AppError('ALLOWLISTED', 409, SECURITY_TEXT.allowlisted);
  const expiresAt = new Date(now.getTime() + input.minutes * 60_000);
  const entry = {
    actionType: 'create',
    resourceType: 'system',
    resourceName: `security block: ${ip}`,
    metadata: { ip, minutes: input.minutes, reason: input.reason ?? '' },
  } as const;
  const id = await audited(deps, ctx, entry, async (tx, note) => {
    const [current] = await tx
      .select({ id: securityBlocks.id })
      .from(securityBlocks)
      .where(and(eq(securityBlocks.ip, ip), activeBlock(now)))
      .limit(1);
    if (current) throw new AppError('ALREADY_BLOCKED', 409, SECURITY_TEXT.alreadyBlocked);
    const [row] = await tx
      .insert(securityBlocks)
      .values({ ip, reason: 'manual', createdAt: now, expiresAt, createdBy: ctx.userId })
      .returning({ id: securityBlocks.id });
    note({ resourceId: row!.id });
    return row!.id;
  });
  const [row] = await selectBlocks(deps.db).where(eq(securityBlocks.id, id));
  return toBlock(row!);
}

/** Lifts an active block now: 404 for an unknown one, 409 when it already ended. */
export async function unblockAddress(
  deps: Deps,
  ctx: AuditContext,
  id: string,
  now = new Date(),
): Promise<SecurityBlock> {
  const notFound = new AppError('NOT_FOUND', 404, SECURITY_TEXT.blockNotFound);
  if (!isUuid(id)) throw notFound;
  const [block] = await deps.db.select().from(securityBlocks).where(eq(securityBlocks.id, id)).limit(1);
  if (!block) throw notFound;
  const entry = {
    actionType: 'delete',
    resourceType: 'system',
    resourceId: id,
    resourceName: `security block: ${block.ip}`,
    metadata: { ip: block.ip, reason: block.reason, level: block.level },
  } as const;
  await audited(deps, ctx, entry, async (tx) => {
    const [lifted] = await tx
      .update(securityBlocks)
      .set({ liftedAt: now, liftedBy: ctx.userId })
      .where(and(eq(securityBlocks.id, id), activeBlock(now)))
      .returning({ id: securityBlocks.id });
    if (!lifted) throw new AppError('BLOCK_NOT_ACTIVE', 409, SECURITY_TEXT.blockNotActive);
  });
  const [row] = await selectBlocks(deps.db).where(eq(securityBlocks.id, id));
  return toBlock(row!);
}

export async function listAllowlist(db: Database): Promise<SecurityAllowEntry[]> {
  const rows = await db
    .select({ ...getTableColumns(securityAllowlist), createdByEmail: creator.email })
    .from(securityAllowlist)
    .leftJoin(creator, eq(creator.id, securityAllowlist.createdBy))
    .orderBy(asc(securityAllowlist.cidr));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** 400 for a bad address or range, 409 when the same range is listed already. */
export async function allowRange(
  deps: Deps,
  ctx: AuditContext,
  input: { cidr: string; note?: string | undefined },
): Promise<SecurityAllowEntry> {
  const cidr = normaliseCidr(input.cidr);
  const note = input.note ?? '';
  const entry = {
    actionType: 'create',
    resourceType: 'system',
    resourceName: `security allowlist: ${cidr}`,
    metadata: { cidr, note },
  } as const;
  const id = await audited(deps, ctx, entry, async (tx, more) => {
    const [row] = await tx
      .insert(securityAllowlist)
      .values({ cidr, note, createdBy: ctx.userId })
      .onConflictDoNothing({ target: securityAllowlist.cidr })
      .returning({ id: securityAllowlist.id });
    if (!row) throw new AppError('ALREADY_ALLOWED', 409, SECURITY_TEXT.alreadyAllowed);
    more({ resourceId: row.id });
    return row.id;
  });
  const [created] = (await listAllowlist(deps.db)).filter((row) => row.id === id);
  return created!;
}

export async function removeAllowed(deps: Deps, ctx: AuditContext, id: string): Promise<void> {
  const notFound = new AppError('NOT_FOUND', 404, SECURITY_TEXT.allowNotFound);
  if (!isUuid(id)) throw notFound;
  const [current] = await deps.db.select().from(securityAllowlist).where(eq(securityAllowlist.id, id)).limit(1);
  if (!current) throw notFound;
  const entry = {
    actionType: 'delete',
    resourceType: 'system',
    resourceId: id,
    resourceName: `security allowlist: ${current.cidr}`,
    metadata: { cidr: current.cidr, note: current.note },
  } as const;
  await audited(deps, ctx, entry, async (tx) => {
    const [removed] = await tx
      .delete(securityAllowlist)
      .where(eq(securityAllowlist.id, id))
      .returning({ id: securityAllowlist.id });
    if (!removed) throw notFound;
  });
}
