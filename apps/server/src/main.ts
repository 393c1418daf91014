import { serve } from '@hono/node-server';
import { createErrorReporter } from './adapters/errors/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createApp } from './app.ts';
import { loadConfigOrExit } from './boot.ts';
import { createDatabase, migrate } from './db/client.ts';
import { seedDemoProjects } from './seed/demo-projects.ts';
import { seedDemoUsers } from './seed/demo-users.ts';
import { seed } from './seed/seed.ts';
import { seedSellerMoney } from './seed/seller-money.ts';
import { seedThemeInReview } from './seed/theme-review-demo.ts';
import { createJobQueue } from './jobs/index.ts';
import { createLogger } from './logger.ts';

const config = loadConfigOrExit();
// First, so that failures during start-up are reported too (and unhandled rejections from here on).
const errorReporter = createErrorReporter(config);
const logger = createLogger(config);
const connection = await createDatabase(config);
await migrate(connection.db);

const storage = createStorage(config);
const seeded = await seed(connection.db, storage);
if (seeded.seeded) logger.info({ themes: seeded.themes, reviews: seeded.reviews }, 'empty database: demo data seeded');
const demoUsers = await seedDemoUsers(connection.db, config);
if (demoUsers.length > 0) {
  logger.info({ users: demoUsers.map((user) => user.email) }, 'no users yet: demo users created');
  // The demo developer's sales, a refund and a payout (issue 22).
  await seedSellerMoney(connection.db, logger);
  // The demo developer's projects and time (Time Entries, Active Projects; decision 032).
  await seedDemoProjects(connection.db);
  // Passwords only in development: never in production (or test) logs.
  if (config.nodeEnv === 'development') {
    console.log('Demo sign-ins (development only):');
    for (const user of demoUsers) console.log(`  ${user.role.padEnd(9)} ${user.email}  ${user.password}`);
  }
}

if (await seedThemeInReview({ db: connection.db, logger, storage })) logger.info('demo theme in review seeded');

// Background work (billing clock, domain checks, housekeeping) runs as jobs on the database's queue:
// each run in one process, however many serve the app (docs/decisions/036).
const jobs = createJobQueue({ db: connection.db, logger });
const app = createApp({ config, db: connection.db, storage, logger, errorReporter, jobs });
jobs.start();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  console.log(`Themeport is running at ${config.publicUrl}`);
});
// Node closes an idle keep-alive socket after 5 s; a client (a load balancer, Playwright's request
// context) that sends on it at that moment gets ECONNRESET. Idle sockets stay open longer than the
// usual balancer idle timeout (60 s), so the client is the one that closes them.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // No new job is claimed from now on; the ones running finish before the database closes.
  const jobsStopped = jobs.stop();
  server.close(async () => {
    await jobsStopped;
    await connection.close();
    await errorReporter?.flush();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
