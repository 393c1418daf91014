import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ErrorReporter } from './adapters/errors/index.ts';
import { createStorage } from './adapters/storage/index.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { migrate, type DatabaseConnection } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/index.ts';
import type { Logger } from './logger.ts';
import { seedDemo } from './seed/demo.ts';

export interface RunningServer {
  /** The port it listens on (the configured one, or the one the system chose for port 0). */
  port: number;
  jobs: JobQueue;
  /** Stops taking connections and claiming jobs; resolves when both have finished. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  connection: DatabaseConnection;
  logger: Logger;
  errorReporter?: ErrorReporter | null;
  /** Tests leave the queue stopped and run its work with `jobs.runDue()`. */
  startJobs?: boolean;
}

/**
 * `npm start` after the configuration and the database: migrations, the demo seed (a fixed size,
 * never one that grows with the database), then listening. Work that grows with the data (the
 * template backfill) is only queued here and runs as a job after the server answers (decision 044).
 */
export async function startServer({
  config,
  connection,
  logger,
  errorReporter = null,
  startJobs = true,
}: StartOptions): Promise<RunningServer> {
  const started = performance.now();
  await migrate(connection.db);
  const storage = createStorage(config);
  // The catalogue, the demo users and the demo developer's store, money, projects and theme in review.
  const demo = await seedDemo({ db: connection.db, storage, logger, config }, { users: true });
  // Passwords only in development: never in production (or test) logs.
  if (demo.users.length > 0 && config.nodeEnv === 'development') {
    console.log('Demo sign-ins (development only):');
    for (const user of demo.users) console.log(`  ${user.role.padEnd(9)} ${user.email}  ${user.password}`);
  }

  // Background work (billing clock, domain checks, housekeeping, backfills) runs as jobs on the
  // database's queue: each run in one process, however many serve the app (docs/decisions/036).
  const jobs = createJobQueue({ db: connection.db, logger });
  const app = createApp({ config, db: connection.db, storage, logger, errorReporter, jobs });

  // @hono/node-server's listener, after the catalogue's cache hits, which are written straight to
  // Node's response before a Request is made (modules/themes/fast-path.ts).
  const listener = getRequestListener(app.fetch, { hostname: config.host });
  const server = createServer((incoming, outgoing) => {
    if (!app.answerBeforeRouting(incoming, outgoing)) void listener(incoming, outgoing);
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(config.port, config.host, () => resolve((server.address() as AddressInfo).port)),
  );
  // Node closes an idle keep-alive socket after 5 s; a client (a load balancer, Playwright's request
  // context) that sends on it at that moment gets ECONNRESET. Idle sockets stay open longer than the
  // usual balancer idle timeout (60 s), so the client is the one that closes them.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // ms: migrations, seed and routes; uptimeMs: since the process began (module loading, the database opening).
  logger.info(
    { port, ms: Math.round(performance.now() - started), uptimeMs: Math.round(process.uptime() * 1000) },
    'listening',
  );
  if (startJobs) jobs.start();

  return {
    port,
    jobs,
    close() {
      // No new job is claimed from now on; the ones running finish before the caller closes the database.
      const jobsStopped = jobs.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections would hold close() open until they time out.
      server.closeIdleConnections();
      // Then what the app holds in memory for a moment (the monitor's refusal counts) is written.
      return Promise.all([jobsStopped, closed]).then(() => app.close());
    },
  };
}
