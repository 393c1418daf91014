// A service of a module with a queries.ts that builds its own query: drizzle-orm and a table
// imported as values outside queries.ts. Both imports are reported.
// lint-as: apps/server/src/modules/slots/service-fixture.ts
// expect: @typescript-eslint/no-restricted-imports
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';

export const siteById = (db: Database, id: string) => db.select().from(sites).where(eq(sites.id, id));
