import { createStorage } from '../adapters/storage/index.ts';
import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from './client.ts';
import { seed } from './seed.ts';

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
} finally {
  await connection.close();
}
