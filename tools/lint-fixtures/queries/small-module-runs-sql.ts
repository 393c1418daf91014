// A small module without a queries.ts may keep its few queries in its service.
// lint-as: apps/server/src/modules/contact/service-fixture.ts
// expect: clean
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sites } from '../../db/schema.ts';

export const siteById = (db: Database, id: string) => db.select().from(sites).where(eq(sites.id, id));
