// expect: drizzle/enforce-update-with-where
// An update with no where clause rewrites every row (`tx`, a transaction, is watched like `db`).
declare const tx: { update(table: object): { set(values: object): Promise<void> } };
declare const sites: object;

export async function park(): Promise<void> {
  await tx.update(sites).set({ status: 'parked' });
}
