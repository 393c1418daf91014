// The one demo seed, for `npm start` (main.ts) and `npm run db:seed` (seed-cli.ts): the catalogue
// on an empty database; with the demo users, on a database without users, the demo developer's
// store, sales, refund and payout (decision 029), projects and time (decision 032) and a theme in
// review (decision 030), a slice of billing history for admin analytics (issue 23) and a week of security history (issue 24). Each part
// runs once: a second run seeds nothing twice.
import type { StorageAdapter } from '../adapters/storage/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { ANALYTICS_DEMO_SLICE, seedAnalyticsHistory } from './analytics-history.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { seedDemoUsers, type DemoUser } from './demo-users.ts';
import { seed, type SeedResult } from './seed.ts';
import { seedSecurityHistory } from './security-history.ts';
import { seedSellerMoney } from './seller-money.ts';
import { seedThemeInReview } from './theme-review-demo.ts';

export interface DemoSeedDeps {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  config: Pick<Config, 'nodeEnv'>;
}

export interface DemoSeedReport {
  catalogue: SeedResult;
  /** The demo users created by this run (none in production, or when the database has users). */
  users: DemoUser[];
  /** The demo developer's sales written by this run. */
  sales: number;
  /** The demo developer's projects written by this run. */
  projects: number;
  themeInReview: boolean;
  /** The analytics history's accounts written by this run (issue 23). */
  analyticsAccounts: number;
  /** Whether this run wrote the Security tab's demo week (issue 24). */
  securityHistory: boolean;
}

/** Seeds what is missing; `users: false` (the CLI without --demo-users) loads the catalogue only. */
export async function seedDemo(deps: DemoSeedDeps, options: { users: boolean }): Promise<DemoSeedReport> {
  const { db, storage, logger } = deps;
  const catalogue = await seed(db, storage);
  if (catalogue.seeded)
    logger.info({ themes: catalogue.themes, reviews: catalogue.reviews }, 'empty database: demo data seeded');
  const report: DemoSeedReport = {
    catalogue,
    users: [],
    sales: 0,
    projects: 0,
    themeInReview: false,
    analyticsAccounts: 0,
    securityHistory: false,
  };
  if (!options.users) {
    if (!catalogue.seeded) logger.info('demo data already present: nothing seeded');
    return report;
  }

  report.users = await seedDemoUsers(db, deps.config);
  if (report.users.length > 0) {
    logger.info({ users: report.users.map((user) => user.email) }, 'no users yet: demo users created');
    // Only with the users just made: the money and projects belong to a new demo developer.
    report.sales = await seedSellerMoney(db, logger);
    if (report.sales > 0) logger.info({ sales: report.sales }, 'demo sales, refund and payout seeded');
    report.projects = await seedDemoProjects(db);
    if (report.projects > 0) logger.info({ projects: report.projects }, 'demo projects and time seeded');
    // Admin analytics' demo history (issue 23): a slice small enough for every start.
    const history = await seedAnalyticsHistory(db, ANALYTICS_DEMO_SLICE);
    report.analyticsAccounts = history.accounts;
    if (history.seeded) logger.info({ ...history }, 'demo analytics history seeded');
    // The admin's Security tab (issue 24): a week of sign-ins, detections, alerts and blocks.
    report.securityHistory = (await seedSecurityHistory(db)).seeded;
    if (report.securityHistory) logger.info('demo security history seeded');
  }
  // Also on a database whose demo developer predates the review queue: once, by its slug.
  report.themeInReview = await seedThemeInReview({ db, logger, storage });
  if (report.themeInReview) logger.info('demo theme in review seeded');
  if (!catalogue.seeded && report.users.length === 0 && !report.themeInReview)
    logger.info('demo data already present: nothing seeded');
  return report;
}
