import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from './client.ts';

const config = loadConfigOrExit();
const connection = await createDatabase(config);
try {
  await migrate(connection.db);
  console.log(
    `Migrations applied (${connection.driver === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL'}).`,
  );
} finally {
  await connection.close();
}
