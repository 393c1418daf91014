// expect: drizzle/enforce-delete-with-where
// A delete with no where clause empties the table. `t.db` (a member named db) is watched like `db`.
declare const t: { db: { delete(table: object): Promise<void> } };
declare const sessions: object;

export async function clear(): Promise<void> {
  await t.db.delete(sessions);
}
