import * as schema from './schema.ts';

/** Both drivers' Drizzle options: the schema, and snake_case columns from camelCase fields. */
export const drizzleConfig = { schema, casing: 'snake_case' } as const;
