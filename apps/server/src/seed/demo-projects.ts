// Demo data for Time Entries and Active Projects (issue 22, decision 032): the demo developer's
// three projects, one for the demo client's account 'Demo Studio', with time over the last six
// weeks in all three statuses. Runs where the demo users are made (a new database, not production).
import { and, eq } from 'drizzle-orm';
import { addDays, timeEntryAmountCents, utcDay, type ProjectStatus, type TimeEntryStatus } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { accountUsers, accounts, developerProjects, timeEntries, users } from '../db/schema.ts';
import { createOwnedAccount } from '../modules/accounts/index.ts';
import { createPasswordUser } from '../modules/auth/index.ts';

interface DemoProject {
  name: string;
  /** 'Demo Studio' (the demo client's), or a client account of its own made here. */
  client: { account: string; ownerEmail?: string; ownerName?: [string, string] };
  status: ProjectStatus;
  deadlineInDays: number | null;
  budgetCents: number;
  progress: number;
  rateCents: number;
  /** Days ago, hours, what was done; the status follows from the age (older is further along). */
  entries: [number, number, string][];
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Demo Studio site relaunch',
    client: { account: 'Demo Studio' },
    status: 'active',
    deadlineInDays: 24,
    budgetCents: 1_200_000,
    progress: 65,
    rateCents: 9500,
    entries: [
      [1, 3.5, 'Pricing page sections and copy'],
      [2, 2, 'Contact form and thank-you page'],
      [8, 6, 'Blog templates and post styles'],
      [10, 4.25, 'Navigation, footer and mobile menu'],
      [17, 5, 'Home page hero and feature grid'],
      [24, 3, 'Kick-off, content inventory and sitemap'],
    ],
  },
  {
    name: 'Northwind booking flow',
    client: { account: 'Northwind Clinics', ownerEmail: 'owner@northwind.example', ownerName: ['Nora', 'West'] },
    status: 'active',
    deadlineInDays: 45,
    budgetCents: 800_000,
    progress: 30,
    rateCents: 8500,
    entries: [
      [0, 2.5, 'Appointment picker states'],
      [3, 4, 'Clinic locations page'],
      [12, 3.75, 'Booking confirmation e-mails'],
      [30, 2, 'Discovery call and wireframes'],
    ],
  },
  {
    name: 'Harbor Coffee menu boards',
    client: { account: 'Harbor Coffee', ownerEmail: 'owner@harbor.example', ownerName: ['Hal', 'Barista'] },
    status: 'completed',
    deadlineInDays: -10,
    budgetCents: 250_000,
    progress: 100,
    rateCents: 7500,
    entries: [
      [20, 5, 'Menu board layouts'],
      [26, 3, 'Seasonal drinks page'],
    ],
  },
];

/** The status of demo time by its age: this week pending, the last weeks approved, older paid. */
function statusByAge(daysAgo: number): TimeEntryStatus {
  if (daysAgo <= 5) return 'pending';
  if (daysAgo <= 14) return 'approved';
  return 'paid';
}

async function clientAccountId(db: Database, client: DemoProject['client']): Promise<string | null> {
  if (!client.ownerEmail) {
    const [found] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, client.account))
      .limit(1);
    return found?.id ?? null;
  }
  const [firstName, lastName] = client.ownerName ?? ['Demo', 'Client'];
  // A client who never signs in: a random password nobody knows.
  const owner = await createPasswordUser(db, {
    email: client.ownerEmail,
    password: crypto.randomUUID(),
    firstName,
    lastName,
    role: 'client',
    emailVerified: true,
    onboarded: true,
  });
  return (await createOwnedAccount(db, { userId: owner.id, name: client.account })).id;
}

/** The demo developer's projects and time; nothing when the demo developer or Demo Studio is missing. */
export async function seedDemoProjects(db: Database, now = new Date()): Promise<number> {
  const [developer] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'developer@themeport.dev'));
  if (!developer) return 0;
  const today = utcDay(now);
  let added = 0;
  for (const project of DEMO_PROJECTS) {
    const accountId = await clientAccountId(db, project.client);
    if (!accountId) continue;
    const [approver] = await db
      .select({ id: accountUsers.userId })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'owner')))
      .limit(1);
    const [row] = await db
      .insert(developerProjects)
      .values({
        developerId: developer.id,
        clientAccountId: accountId,
        name: project.name,
        status: project.status,
        deadline: project.deadlineInDays === null ? null : addDays(today, project.deadlineInDays),
        budgetCents: project.budgetCents,
        progress: project.progress,
        createdAt: new Date(now.getTime() - 35 * 86_400_000),
      })
      .returning({ id: developerProjects.id });
    await db.insert(timeEntries).values(
      project.entries.map(([daysAgo, hours, description]) => {
        const status = statusByAge(daysAgo);
        const worked = new Date(now.getTime() - daysAgo * 86_400_000);
        const hoursHundredths = Math.round(hours * 100);
        return {
          projectId: row!.id,
          developerId: developer.id,
          day: utcDay(worked),
          hoursHundredths,
          rateCents: project.rateCents,
          amountCents: timeEntryAmountCents(hoursHundredths, project.rateCents),
          status,
          description,
          approvedAt: status === 'pending' ? null : new Date(worked.getTime() + 2 * 86_400_000),
          approvedBy: status === 'pending' ? null : (approver?.id ?? null),
          paidAt: status === 'paid' ? new Date(worked.getTime() + 9 * 86_400_000) : null,
          createdAt: worked,
        };
      }),
    );
    added += 1;
  }
  return added;
}
