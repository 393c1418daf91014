import { createStorage } from '../adapters/storage/index.ts';
import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seed } from './seed.ts';

// `npm run db:seed` loads the catalogue; `-- --demo-users` also creates the demo users on a
// database without users (never with NODE_ENV=production; the benchmark prepares its data this way).
const config = loadConfigOrExit();
const connection = await createDatabase(config);
try {
  await migrate(connection.db);
  const result = await seed(connection.db, createStorage(config));
  console.log(
    result.seeded
      ? `Seeded ${result.themes} themes and ${result.reviews} reviews.`
      : 'The database already has themes; nothing to seed.',
  );
  if (process.argv.includes('--demo-users')) {
    const users = await seedDemoUsers(connection.db, config);
    console.log(
      users.length > 0 ? `Created ${users.length} demo users.` : 'No demo users created (production, or users exist).',
    );
  }
} finally {
  await connection.close();
}
