import { serve } from '@hono/node-server';
import { createErrorReporter } from './adapters/errors/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createApp } from './app.ts';
import { loadConfigOrExit } from './boot.ts';
import { createDatabase, migrate } from './db/client.ts';
import { seedDemo } from './seed/demo.ts';
import { createJobQueue } from './jobs/index.ts';
import { createLogger } from './logger.ts';

const config = loadConfigOrExit();
// First, so that failures during start-up are reported too (and unhandled rejections from here on).
const errorReporter = createErrorReporter(config);
const logger = createLogger(config);
const connection = await createDatabase(config, (error) =>
  logger.warn({ err: error }, 'The database ended an idle connection; the next query opens another'),
);
await migrate(connection.db);

const storage = createStorage(config);
// The catalogue, the demo users and the demo developer's store, money, projects and theme in review.
const demo = await seedDemo({ db: connection.db, storage, logger, config }, { users: true });
// Passwords only in development: never in production (or test) logs.
if (demo.users.length > 0 && config.nodeEnv === 'development') {
  console.log('Demo sign-ins (development only):');
  for (const user of demo.users) console.log(`  ${user.role.padEnd(9)} ${user.email}  ${user.password}`);
}

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
    await app.close();
    await connection.close();
    await errorReporter?.flush();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
