import { createErrorReporter } from './adapters/errors/index.ts';
import { loadConfigOrExit } from './boot.ts';
import { createDatabase } from './db/client.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

const config = loadConfigOrExit();
// First, so that failures during start-up are reported too (and unhandled rejections from here on).
const errorReporter = await createErrorReporter(config);
const logger = createLogger(config);
const connection = await createDatabase(config, (error) =>
  logger.warn({ err: error }, 'The database ended an idle connection; the next query opens another'),
);
const server = await startServer({ config, connection, logger, errorReporter });
console.log(`Themeport is running at ${config.publicUrl}`);

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  void server.close().then(async () => {
    await connection.close();
    await errorReporter?.flush();
    process.exit(0);
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
