// An admin's view of the blocks and the allowlist, with who made or lifted each (admin-blocks.ts
// holds the rules; blocking and unblocking go through the monitor, blocks.ts).
import { and, asc, desc, eq, getTableColumns, gt, isNotNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { securityAllowlist, securityBlocks, users } from '../../../db/schema.ts';
import { activeBlock } from './blocks.ts';

const creator = alias(users, 'creator');
const lifter = alias(users, 'lifter');

function selectBlocksWithEmails(db: Database) {
  return db
    .select({ ...getTableColumns(securityBlocks), createdByEmail: creator.email, liftedByEmail: lifter.email })
    .from(securityBlocks)
    .leftJoin(creator, eq(creator.id, securityBlocks.createdBy))
    .leftJoin(lifter, eq(lifter.id, securityBlocks.liftedBy));
}

/** A block with the e-mails of the admins who made and lifted it. */
export type AdminBlockRow = typeof securityBlocks.$inferSelect & {
  createdByEmail: string | null;
  liftedByEmail: string | null;
};

/** The active blocks (soonest to end first) and up to `limit` lifted or ended after `since` (newest first). */
export async function selectActiveAndRecentBlocks(
  db: Database,
  { now, since, limit }: { now: Date; since: Date; limit: number },
): Promise<{ active: AdminBlockRow[]; recent: AdminBlockRow[] }> {
  const [active, recent] = await Promise.all([
    selectBlocksWithEmails(db).where(activeBlock(now)).orderBy(asc(securityBlocks.expiresAt)),
    selectBlocksWithEmails(db)
      .where(
        or(
          and(isNotNull(securityBlocks.liftedAt), gt(securityBlocks.liftedAt, since)),
          and(lte(securityBlocks.expiresAt, now), gt(securityBlocks.expiresAt, since)),
        ),
      )
      .orderBy(desc(securityBlocks.createdAt))
      .limit(limit),
  ]);
  return { active, recent };
}

export async function selectBlockWithEmails(db: Database, id: string): Promise<AdminBlockRow | null> {
  const [row] = await selectBlocksWithEmails(db).where(eq(securityBlocks.id, id)).limit(1);
  return row ?? null;
}

export type AllowEntry = typeof securityAllowlist.$inferSelect;

/** The allowlist by range, with the e-mail of the admin who added each entry. */
export function selectAllowlistWithEmails(db: Database): Promise<(AllowEntry & { createdByEmail: string | null })[]> {
  return db
    .select({ ...getTableColumns(securityAllowlist), createdByEmail: creator.email })
    .from(securityAllowlist)
    .leftJoin(creator, eq(creator.id, securityAllowlist.createdBy))
    .orderBy(asc(securityAllowlist.cidr));
}

export async function selectAllowEntry(db: Database, id: string): Promise<AllowEntry | null> {
  const [row] = await db.select().from(securityAllowlist).where(eq(securityAllowlist.id, id)).limit(1);
  return row ?? null;
}

/** Adds a range; null when the same range is listed already. */
export async function insertAllowEntry(
  db: Database,
  values: { cidr: string; note: string; createdBy: string | null },
): Promise<string | null> {
  const [row] = await db
    .insert(securityAllowlist)
    .values(values)
    .onConflictDoNothing({ target: securityAllowlist.cidr })
    .returning({ id: securityAllowlist.id });
  return row?.id ?? null;
}

/** False when there was no such entry. */
export async function deleteAllowEntry(db: Database, id: string): Promise<boolean> {
  const [removed] = await db
    .delete(securityAllowlist)
    .where(eq(securityAllowlist.id, id))
    .returning({ id: securityAllowlist.id });
  return removed !== undefined;
}
