import { createStorage } from '../adapters/storage/index.ts';
import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { createJobQueue } from '../jobs/index.ts';
import { createLogger } from '../logger.ts';
import { ANALYTICS_BENCH, ANALYTICS_FULL, seedAnalyticsHistory } from './analytics-history.ts';
import { registerBackfillJobs } from './backfill.ts';
import { seedDemo } from './demo.ts';
import { generateSites } from './generate-sites.ts';
import { generateThemes } from './generate-themes.ts';

// `npm run db:seed` loads the catalogue; `-- --demo-users` also seeds what `npm start` does on a
// database without users: the demo users and the demo developer's store, sales, refund, payout,
// projects and theme in review (never with NODE_ENV=production; the benchmark prepares its data
// this way). The same function as main.ts, so both log the same lines. `-- --analytics` adds two
// years of billing history for admin analytics (~3,000 accounts; `--analytics-bench`: the bench's
// ~100,000 subscriptions and ~1,000,000 payment attempts); each size is written once. `-- --themes N`
// fills the catalogue up to N themes with generated ones (generate-themes.ts; the catalogue bench),
// and `-- --sites N` tops generated hosted sites up to N (the site host's bench: generate-sites.ts).
/** The number after a flag ('--sites 10000'), or undefined without the flag; exits on a bad number. */
function flagNumber(flag: string): number | undefined {
  const at = process.argv.indexOf(flag);
  if (at === -1) return undefined;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${flag} takes a whole number, such as ${flag} 10000`);
    process.exit(2);
  }
  return value;
}

const themeCount = flagNumber('--themes');
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
  if (themeCount !== undefined) {
    if (config.nodeEnv === 'production') throw new Error('--themes writes demo data: not with NODE_ENV=production');
    const { added } = await generateThemes(connection.db, themeCount);
    logger.info({ added, total: themeCount }, added > 0 ? 'generated themes seeded' : 'catalogue already that size');
  }
  const sites = flagNumber('--sites');
  if (sites !== undefined) {
    if (config.nodeEnv === 'production') throw new Error('--sites writes demo data: not with NODE_ENV=production');
    const generated = await generateSites(connection.db, sites, (done) => logger.info({ done }, 'generating sites'));
    logger.info({ ...generated }, 'generated sites');
  }
} finally {
  await connection.close();
}
