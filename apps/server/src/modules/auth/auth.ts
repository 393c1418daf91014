import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { argon2Verify, argon2id } from 'hash-wasm';
import { AUTH_TIMING, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@themeport/core';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { trustedOrigins } from '../../http/origin-check.ts';
import { eq } from 'drizzle-orm';
import { emailChangeVerificationEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from './emails.ts';

/** How long a link of the verification and change-email mails works (better-auth's emailVerification.expiresIn). */
export const VERIFICATION_LINK_SECONDS = 60 * 60;

/** Set by our code from the resolved client IP (http/client-ip.ts); any incoming copy is replaced. */
export const CLIENT_IP_HEADER = 'x-themeport-client-ip';

/**
 * Argon2id with OWASP's parameters (19 MiB memory, 2 iterations, 1 lane), stored as a PHC string
 * ($argon2id$v=19$m=19456,t=2,p=1$salt$hash). WebAssembly (hash-wasm) rather than the native
 * `argon2` package, whose prebuilt Linux binary crashes Node 20 here (docs/decisions/003).
 */
export async function hashPassword(password: string): Promise<string> {
  // The routes refuse longer passwords at the schema; this is the last line, before any work.
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new Error(`refusing to hash a password over ${PASSWORD_MAX_LENGTH} characters`);
  return argon2id({
    password,
    salt: randomBytes(16),
    iterations: 2,
    memorySize: 19_456,
    parallelism: 1,
    hashLength: 32,
    outputType: 'encoded',
  });
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith('$argon2id$') || password.length > PASSWORD_MAX_LENGTH) return false;
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

/** AUTH_SECRET, or a random secret created once and kept in DATA_DIR (so sessions survive restarts). */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface AuthDependencies {
  config: Config;
  db: Database;
  mail: MailSender;
  logger: Logger;
}

/** The mail after a password change; a mail failure is logged and does not undo the change. */
export async function notifyPasswordChanged(
  { config, mail, logger }: Pick<AuthDependencies, 'config' | 'mail' | 'logger'>,
  user: { email: string; name: string },
): Promise<void> {
  try {
    await mail.send(passwordChangedEmail(user.email, user.name, `${config.publicUrl}/forgot-password`));
  } catch (err) {
    logger.error({ err }, 'password-changed e-mail failed');
  }
}

export function createAuth({ config, db, mail, logger }: AuthDependencies) {
  return betterAuth({
    appName: 'Themeport',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins: trustedOrigins(config.publicUrl),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    // E-mail changes go through POST /api/me/email (email-change-routes.ts): the new address gets a
    // link (sendVerificationEmail below) and the change applies only when it is opened.
    user: { modelName: 'users', changeEmail: { enabled: true } },
    session: {
      modelName: 'sessions',
      expiresIn: AUTH_TIMING.sessionDays * 86_400,
      updateAge: 86_400,
    },
    account: { modelName: 'authAccounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // The reset link proved control of the mailbox; the owner still hears that it was used.
      onPasswordReset: async ({ user }) => notifyPasswordChanged({ config, mail, logger }, user),
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/update-password?token=${encodeURIComponent(token)}`;
        await mail.send(passwordResetEmail(user.email, user.name, link));
      },
    },
    emailVerification: {
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        // better-auth hands an e-mail change over as the user with the new address in place.
        const [stored] = await db
          .select({ email: schema.users.email })
          .from(schema.users)
          .where(eq(schema.users.id, user.id))
          .limit(1);
        const isChange = stored !== undefined && stored.email !== user.email;
        await mail.send(
          isChange
            ? emailChangeVerificationEmail(user.email, user.name, url)
            : verificationEmail(user.email, user.name, url),
        );
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every user has a profile; sign-up then sets the names and the role it allows.
          after: async (user) => {
            await db
              .insert(schema.profiles)
              .values({ userId: user.id, fullName: user.name, role: 'client' })
              .onConflictDoNothing();
          },
        },
      },
    },
    // Its HTTP handler is not mounted (index.ts: no /api/auth path reaches it), and server-side
    // auth.api calls skip its limiter: our routes rate-limit with lib/rate-limiter.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'tp',
      useSecureCookies: config.isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict', secure: config.isHttps },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, `better-auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
