// The same query in the module's queries/ folder: allowed.
// lint-as: apps/server/src/modules/slots/queries/fixture.ts
// expect: clean
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sites } from '../../../db/schema.ts';

export const siteById = (db: Database, id: string) => db.select().from(sites).where(eq(sites.id, id));
