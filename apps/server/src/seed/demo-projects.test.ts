import { eq } from 'drizzle-orm';
import { addDays, periodRange, timeEntryAmountCents, utcDay } from '@themeport/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, developerProjects, timeEntries, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoUsers } from './demo-users.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('gives the demo developer projects, one for Demo Studio, with time in every status across the last weeks', async () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const { db } = database;
  expect(await seedDemoProjects(db, now)).toBe(0); // no demo developer yet: nothing
  await seedDemoUsers(db, { nodeEnv: 'development' });
  expect(await seedDemoProjects(db, now)).toBe(3);

  const [developer] = await db.select().from(users).where(eq(users.email, 'developer@themeport.dev'));
  const projects = await db
    .select({ id: developerProjects.id, client: accounts.name, developerId: developerProjects.developerId })
    .from(developerProjects)
    .innerJoin(accounts, eq(accounts.id, developerProjects.clientAccountId));
  expect(projects.map((project) => project.client).sort()).toEqual([
    'Demo Studio',
    'Harbor Coffee',
    'Northwind Clinics',
  ]);
  expect(projects.every((project) => project.developerId === developer!.id)).toBe(true);

  const entries = await db.select().from(timeEntries);
  expect(new Set(entries.map((entry) => entry.status))).toEqual(new Set(['pending', 'approved', 'paid']));
  for (const entry of entries)
    expect(entry.amountCents).toBe(timeEntryAmountCents(entry.hoursHundredths, entry.rateCents));
  const today = utcDay(now);
  expect(entries.some((entry) => entry.day >= periodRange('week', today).from)).toBe(true);
  expect(entries.every((entry) => entry.day <= today && entry.day >= addDays(today, -42))).toBe(true);
});
