import { createStorage } from '../adapters/storage/index.ts';
import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { seedDemo } from './demo.ts';

// `npm run db:seed` loads the catalogue; `-- --demo-users` also seeds what `npm start` does on a
// database without users: the demo users and the demo developer's store, sales, refund, payout,
// projects and theme in review (never with NODE_ENV=production; the benchmark prepares its data
// this way). The same function as main.ts, so both log the same lines.
const config = loadConfigOrExit();
const logger = createLogger(config);
const connection = await createDatabase(config);
try {
  await migrate(connection.db);
  await seedDemo(
    { db: connection.db, storage: createStorage(config), logger, config },
    { users: process.argv.includes('--demo-users') },
  );
} finally {
  await connection.close();
}
