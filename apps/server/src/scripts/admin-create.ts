// npm run admin:create -- admin@example.com  (or ADMIN_EMAIL=…): creates the first platform admin,
// or promotes an existing user. The password comes from ADMIN_PASSWORD or a hidden prompt; there
// is no default. Production databases get no demo users, so this is how the back office opens.
import { loadConfigOrExit } from '../boot.ts';
import { createDatabase, migrate } from '../db/client.ts';
import { adminEmailFrom, createPlatformAdmin, findUserByEmail } from '../modules/auth/index.ts';
import { readHiddenLine } from './hidden-prompt.ts';

async function passwordFromPrompt(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const first = await readHiddenLine('Password for the new admin: ');
  const second = await readHiddenLine('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(): Promise<void> {
  const email = adminEmailFrom(process.argv.slice(2), process.env);
  const config = loadConfigOrExit();
  const connection = await createDatabase(config);
  try {
    await migrate(connection.db);
    const exists = (await findUserByEmail(connection.db, email)) !== null;
    const password = exists ? undefined : (process.env.ADMIN_PASSWORD ?? (await passwordFromPrompt()));
    const result = await createPlatformAdmin(connection.db, { email, password });
    console.log(
      result.created
        ? `Created the platform admin ${email} (verified). Sign in at ${config.publicUrl}/signin.`
        : `${email} already had an account: it is now a platform admin (password unchanged).`,
    );
    if (result.superadmin) console.log(`${email} is the superadmin: only a superadmin changes other admins.`);
  } finally {
    await connection.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
