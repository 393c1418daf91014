import { and, count, eq, gt, isNull, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityAllowlist, securityBlocks } from '../../../db/schema.ts';

export type SecurityBlock = typeof securityBlocks.$inferSelect;
export type NewSecurityBlock = typeof securityBlocks.$inferInsert;

/** Active blocks: not lifted and not expired. */
export const activeBlock = (now: Date) => and(isNull(securityBlocks.liftedAt), gt(securityBlocks.expiresAt, now));

export async function selectAllowlistEntries(db: Database): Promise<string[]> {
  const rows = await db.select({ cidr: securityAllowlist.cidr }).from(securityAllowlist);
  return rows.map((row) => row.cidr);
}

export async function selectActiveBlock(db: Database, ip: string, now: Date): Promise<SecurityBlock | null> {
  const [row] = await db
    .select()
    .from(securityBlocks)
    .where(and(eq(securityBlocks.ip, ip), activeBlock(now)))
    .limit(1);
  return row ?? null;
}

/** Blocks of the address made after `since`, lifted or not. */
export async function countBlocksSince(db: Database, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityBlocks)
    .where(and(eq(securityBlocks.ip, ip), gt(securityBlocks.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertBlock(db: Database, values: NewSecurityBlock): Promise<SecurityBlock> {
  const [row] = await db.insert(securityBlocks).values(values).returning();
  return row!;
}

/** Ends a block early, keeping its row; null when there is no such active block. */
export async function liftBlockRow(
  db: Database,
  { blockId, by, now = new Date() }: { blockId: string; by: string | null; now?: Date },
): Promise<SecurityBlock | null> {
  const [lifted] = await db
    .update(securityBlocks)
    .set({ liftedAt: now, liftedBy: by })
    .where(and(eq(securityBlocks.id, blockId), activeBlock(now)))
    .returning();
  return lifted ?? null;
}

/** Every blocked address and when its block ends (the latest, if several overlap). */
export async function selectActiveBlocks(db: Database, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ ip: securityBlocks.ip, until: max(securityBlocks.expiresAt) })
    .from(securityBlocks)
    .where(activeBlock(now))
    .groupBy(securityBlocks.ip);
  return new Map(rows.map((row) => [row.ip, new Date(row.until!).getTime()]));
}
