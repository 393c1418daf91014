import { serve } from '@hono/node-server';
import { createErrorReporter } from './adapters/errors/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createApp } from './app.ts';
import { loadConfigOrExit } from './boot.ts';
import { createDatabase, migrate } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';
import { pruneRateLimits } from './lib/rate-limiter.ts';
import { createLogger } from './logger.ts';
import { runLocalBilling } from './modules/billing/renewals.ts';
import { startDomainChecker } from './modules/domains/checker.ts';
import { purgeExpiredSiteContent } from './modules/slots/clone.ts';

const config = loadConfigOrExit();
// First, so that failures during start-up are reported too (and unhandled rejections from here on).
const errorReporter = createErrorReporter(config);
const logger = createLogger(config);
const connection = await createDatabase(config);
await migrate(connection.db);

const storage = createStorage(config);
// The catalogue, the demo users and the demo developer's store, money, projects and theme in review.
const demo = await seedDemo({ db: connection.db, storage, logger, config }, { users: true });
// Passwords only in development: never in production (or test) logs.
if (demo.users.length > 0 && config.nodeEnv === 'development') {
  console.log('Demo sign-ins (development only):');
  for (const user of demo.users) console.log(`  ${user.role.padEnd(9)} ${user.email}  ${user.password}`);
}

const app = createApp({ config, db: connection.db, storage, logger, errorReporter });

// The local payment provider's billing clock (Stripe keeps its own): renewals and stale sessions.
if (!config.stripe) {
  const tick = () =>
    runLocalBilling(connection.db)
      .then((report) => {
        if (report.renewed + report.pastDue + report.ended > 0)
          logger.info(report, 'local billing: subscriptions renewed');
      })
      .catch((err: unknown) => logger.error({ err }, 'local billing failed'));
  void tick();
  setInterval(tick, 60 * 60_000).unref();
}
// Housekeeping, hourly: removed sites' content past its 30 days, stale rate-limit counters.
const housekeeping = () =>
  Promise.all([purgeExpiredSiteContent(connection.db), pruneRateLimits(connection.db)]).catch((err: unknown) =>
    logger.error({ err }, 'housekeeping failed'),
  );
void housekeeping();
setInterval(housekeeping, 60 * 60_000).unref();

// Custom domains: pending ones re-checked with back-off, active ones daily (safe with several processes).
const domainChecker = startDomainChecker(connection.db, { sites: config.sites, logger });
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
  server.close(async () => {
    await domainChecker.stop();
    await connection.close();
    await errorReporter?.flush();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
