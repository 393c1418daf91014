// expect: clean
// The same statements scoped by a where clause lint clean.
interface Scoped {
  where(condition: unknown): Promise<void>;
}
declare const ctx: {
  db: { delete(table: object): Scoped; update(table: object): { set(values: object): Scoped } };
};
declare const sites: object;

export async function scoped(id: string): Promise<void> {
  await ctx.db.delete(sites).where(id);
  await ctx.db.update(sites).set({ status: 'parked' }).where(id);
}
