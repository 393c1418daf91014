// Demo money for the seller side (issue 22, decision 029): the demo developer sells three paid demo
// themes to demo buyer accounts over the last five months, one sale is refunded and one payout is
// settled, all through the same services the app uses, so every money screen shows real figures.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { createLocalPaymentProvider } from '../adapters/payments/local.ts';
import { createLocalPayoutProvider } from '../adapters/payouts/local.ts';
import type { Database } from '../db/client.ts';
import { themes, users } from '../db/schema.ts';
import type { AuditContext } from '../lib/audit.ts';
import type { Logger } from '../logger.ts';
import { createOwnedAccount } from '../modules/accounts/index.ts';
import { createPasswordUser } from '../modules/auth/index.ts';
import { createPayout, recordPastPurchase, refundPurchase, settlePayout } from '../modules/seller-money/index.ts';

const DAY_MS = 86_400_000;
/** Buyer accounts of their own (not Demo Studio, whose library the client journeys start from empty). */
const DEMO_BUYERS = [
  'Harbor Bakery',
  'Northwind Agency',
  'Lumen Dental',
  'Fieldstone Realty',
  'Copper Kettle Cafe',
  'Atlas Fitness',
];
/** Days ago of each sale: [buyer index, theme index, days ago], oldest first (five months of history). */
const SALES: [number, number, number][] = [
  [0, 0, 150],
  [1, 1, 138],
  [2, 0, 121],
  [3, 2, 109],
  [4, 0, 96],
  [5, 1, 88],
  [0, 1, 74],
  [1, 0, 61],
  [2, 2, 52],
  [3, 0, 44],
  [4, 1, 33],
  [5, 2, 25],
  [0, 2, 18],
  [1, 2, 9],
  [2, 1, 4],
  [3, 1, 1],
];

/** Only on a database whose demo users were just created (main.ts calls it then). */
export async function seedSellerMoney(db: Database, logger: Logger, now = Date.now()): Promise<number> {
  const [developer] = await db.select().from(users).where(eq(users.email, 'developer@themeport.dev'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@themeport.dev'));
  if (!developer || !admin) return 0;
  const sold = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.creatorId, developer.id), gt(themes.price, 0)))
    .orderBy(asc(themes.slug))
    .limit(3);
  if (sold.length === 0) return 0;

  const buyers = [];
  for (const name of DEMO_BUYERS) {
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demo-buyers.themeport.dev`;
    // A password nobody knows: these accounts are data for the seller screens, not sign-ins.
    const user = await createPasswordUser(db, {
      email,
      password: randomBytes(24).toString('base64url'),
      firstName: name.split(' ')[0]!,
      lastName: 'Buyer',
      role: 'client',
      emailVerified: true,
      onboarded: true,
    });
    buyers.push({ user, account: await createOwnedAccount(db, { userId: user.id, name }) });
  }
  const purchases = [];
  for (const [buyerIndex, themeIndex, daysAgo] of SALES) {
    const buyer = buyers[buyerIndex]!;
    const theme = sold[themeIndex % sold.length]!;
    purchases.push(
      await recordPastPurchase(db, {
        accountId: buyer.account.id,
        userId: buyer.user.id,
        themeId: theme.id,
        at: new Date(now - daysAgo * DAY_MS - (buyerIndex + 1) * 3_600_000),
      }),
    );
  }

  const audit: AuditContext = {
    userId: admin.id,
    email: admin.email,
    fullName: admin.name,
    role: 'admin',
    ipAddress: null,
    userAgent: 'seed',
    sessionId: null,
    requestId: null,
  };
  const deps = { db, logger };
  // Last month's payout run, settled by bank transfer.
  const payoutDay = new Date(now - 40 * DAY_MS);
  const payout = await createPayout(
    { ...deps, payouts: createLocalPayoutProvider() },
    audit,
    { sellerId: developer.id, batch: `Payout run ${payoutDay.toISOString().slice(0, 10)}` },
    () => payoutDay,
  );
  await settlePayout(db, audit, { payoutId: payout.id, outcome: 'paid', reference: 'DEMO-BANK-0001' }, () => payoutDay);
  // A buyer asked for their money back a week after buying (the sale of 9 days ago).
  await refundPurchase(
    { ...deps, payments: createLocalPaymentProvider() },
    audit,
    { purchaseId: purchases.at(-3)!.id, reason: 'The buyer chose another theme.' },
    () => new Date(now - 2 * DAY_MS),
  );
  return purchases.length;
}
