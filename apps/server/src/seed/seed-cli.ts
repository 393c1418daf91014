import { createStorage } from '../adapters/storage/index.ts';
import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { createJobQueue } from '../jobs/index.ts';
import { createLogger } from '../logger.ts';
import { ANALYTICS_BENCH, ANALYTICS_FULL, seedAnalyticsHistory } from './analytics-history.ts';
import { registerBackfillJobs } from './backfill.ts';
import { seedDemo } from './demo.ts';

// `npm run db:seed` loads the catalogue; `-- --demo-users` also seeds what `npm start` does on a
// database without users: the demo users and the demo developer's store, sales, refund, payout,
// projects and theme in review (never with NODE_ENV=production; the benchmark prepares its data
// this way). The same function as main.ts, so both log the same lines. `-- --analytics` adds two
// years of billing history for admin analytics (~3,000 accounts; `--analytics-bench`: the bench's
// ~100,000 subscriptions and ~1,000,000 payment attempts); each size is written once.
const config = loadConfigOrExit();
const logger = createLogger(config);
const connection = await createDatabase(config);
try {
  await migrate(connection.db);
  await seedDemo(
    { db: connection.db, storage: createStorage(config), logger, config },
    { users: process.argv.includes('--demo-users') },
  );
  // The backfill a start would queue (decision 044), run here: the command ends with the data complete.
  const jobs = createJobQueue({ db: connection.db, logger });
  registerBackfillJobs(jobs, { db: connection.db, logger });
  await jobs.runDue();
  const size = process.argv.includes('--analytics-bench')
    ? ANALYTICS_BENCH
    : process.argv.includes('--analytics')
      ? ANALYTICS_FULL
      : null;
  if (size) {
    if (config.nodeEnv === 'production') throw new Error('--analytics writes demo data: not with NODE_ENV=production');
    const history = await seedAnalyticsHistory(connection.db, size);
    logger.info(
      { ...history },
      history.seeded ? 'analytics history seeded' : 'analytics history already present: nothing seeded',
    );
  }
} finally {
  await connection.close();
}
