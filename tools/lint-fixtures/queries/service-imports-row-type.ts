// A service may name the rows' types: type-only imports of the schema and drizzle-orm are allowed.
// lint-as: apps/server/src/modules/billing/service-fixture.ts
// expect: clean
import type { SQL } from 'drizzle-orm';
import type { SiteRow } from '../../db/schema.ts';

export const siteName = (site: SiteRow, _where?: SQL): string => site.name;
