import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

/** The repository root, found from this file so that npm's workspace cwd (apps/server) does not matter. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Outside services are all-or-nothing: half a Stripe set-up (a secret without its webhook secret)
 * must stop start-up instead of failing at the first payment. Optional members are not required.
 */
const SERVICE_GROUPS = {
  Stripe: { required: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'], optional: [] },
  SMTP: { required: ['SMTP_URL', 'MAIL_FROM'], optional: [] },
  S3: { required: ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], optional: ['S3_ENDPOINT'] },
  Hosting: { required: ['NETLIFY_TOKEN', 'GITHUB_TOKEN'], optional: [] },
} as const;

const optionalText = z.string().trim().optional();
const optionalUrl = z.url({ message: 'must be a URL such as https://example.com' }).optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Loopback unless told otherwise: a development server is not reachable from the network by accident.
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  DATA_DIR: optionalText,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST_DIR: optionalText,
  TRUSTED_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be the name of the header your proxy sets, such as X-Forwarded-For')
    .optional(),
  // Read only behind TRUSTED_PROXY: the header in which that proxy names the client's country (CF-IPCountry).
  TRUSTED_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be the name of the header your proxy sets, such as CF-IPCountry')
    .optional(),
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ message: 'must be a whole number such as 1' })
    .int('must be a whole number such as 1')
    .min(1, 'must be at least 1')
    .max(10, 'must be at most 10')
    .default(1),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_ENDPOINT: optionalUrl,
  NETLIFY_TOKEN: optionalText,
  GITHUB_TOKEN: optionalText,
  SENTRY_DSN: optionalUrl,
  // Security alerts are POSTed here as JSON (docs/security-monitor.md); mail to the admins goes regardless.
  SECURITY_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://hooks.example.com/themeport' })
    .optional(),
  SITES_HOST: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, 'must be a hostname such as sites.example.com')
    .optional(),
  SITES_ORIGIN: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/\{slot\}\.[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?\/?$/i,
      'must be an origin whose first label is {slot}, such as https://{slot}.sites.example.com',
    )
    .optional(),
  // The site host's page cache, in MB (docs/decisions/045): rendered pages and site content, least recently used out.
  SITE_CACHE_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes such as 64' })
    .int('must be a whole number of megabytes such as 64')
    .min(1, 'must be at least 1')
    .max(65_536, 'must be at most 65536')
    .default(64),
  SITES_IP: z.ipv4({ message: 'must be an IPv4 address such as 203.0.113.10' }).optional(),
  DNS_SERVERS: z
    .string()
    .trim()
    .regex(
      /^[0-9a-f.:[\]]+(,[0-9a-f.:[\]]+)*$/i,
      'must be a comma-separated list of addresses such as 1.1.1.1,8.8.8.8:53',
    )
    .optional(),
  AUTH_SECRET: z.string().trim().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute origin without a trailing slash, e.g. http://localhost:3000. */
  publicUrl: string;
  isHttps: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  dataDir: string;
  /** null → embedded PGlite in pgliteDir. */
  databaseUrl: string | null;
  pgliteDir: string;
  uploadsDir: string;
  webDistDir: string;
  /** Header that the trusted reverse proxy sets with the client IP; null → use the socket address. */
  trustedProxyHeader: string | null;
  /** How many proxies append to that header: the client is this many entries from its right end. */
  trustedProxyHops: number;
  /** Header in which the trusted proxy names the client's country (two letters); null → countries are unknown. */
  trustedCountryHeader: string | null;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  smtp: { url: string; mailFrom: string } | null;
  s3: { bucket: string; region: string; accessKeyId: string; secretAccessKey: string; endpoint: string | null } | null;
  hosting: { netlifyToken: string; githubToken: string } | null;
  sentryDsn: string | null;
  /** Where new security alerts are POSTed as JSON; null → mail to the platform admins only. */
  securityWebhookUrl: string | null;
  /** Signs session cookies and verification tokens; null → a secret kept in DATA_DIR/auth-secret. */
  authSecret: string | null;
  /** Custom domains point here: a CNAME target (default: PUBLIC_URL's hostname) and an optional A-record address. */
  sites: {
    host: string;
    ip: string | null;
    dnsServers: string[] | null;
    /** Where hosted sites are served, '{slot}' standing for the slot id (docs/decisions/011-sites-origin.md). */
    origin: string;
    /** The hosted sites' cache limit in bytes (SITE_CACHE_MB); the live demos' cache takes a quarter of it. */
    cacheMaxBytes: number;
  };
  reposDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reads and validates the environment once. Pure: pass an object in tests. */
export function loadConfig(env: Env = process.env): Config {
  const input: Env = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key]?.trim();
    if (value) input[key] = value; // empty strings count as unset
  }

  const problems: string[] = [];
  for (const [group, { required, optional }] of Object.entries(SERVICE_GROUPS)) {
    const members: readonly string[] = [...required, ...optional];
    if (!members.some((key) => input[key] !== undefined)) continue;
    const missing = required.filter((key) => input[key] === undefined);
    if (missing.length > 0) {
      problems.push(
        `${group} is partly configured: set ${missing.join(', ')} as well, or unset all of ${required.join(', ')}.`,
      );
    }
  }

  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')} ${issue.message}`);
  }
  if (problems.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }

  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? '.data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    isHttps: publicUrl.startsWith('https://'),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustedProxyHeader: e.TRUSTED_PROXY?.toLowerCase() ?? null,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    // A client could send the header itself: it counts only when a proxy in front sets (and overwrites) it.
    trustedCountryHeader: e.TRUSTED_PROXY && e.TRUSTED_COUNTRY_HEADER ? e.TRUSTED_COUNTRY_HEADER.toLowerCase() : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
        }
      : null,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, mailFrom: e.MAIL_FROM! } : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          endpoint: e.S3_ENDPOINT ?? null,
        }
      : null,
    hosting: e.NETLIFY_TOKEN ? { netlifyToken: e.NETLIFY_TOKEN, githubToken: e.GITHUB_TOKEN! } : null,
    sentryDsn: e.SENTRY_DSN ?? null,
    securityWebhookUrl: e.SECURITY_WEBHOOK_URL ?? null,
    authSecret: e.AUTH_SECRET ?? null,
    sites: {
      host: (e.SITES_HOST ?? new URL(publicUrl).hostname).toLowerCase(),
      ip: e.SITES_IP ?? null,
      dnsServers: e.DNS_SERVERS ? e.DNS_SERVERS.split(',').map((server) => server.trim()) : null,
      origin: (e.SITES_ORIGIN ?? defaultSitesOrigin(publicUrl)).replace(/\/$/, '').toLowerCase(),
      cacheMaxBytes: e.SITE_CACHE_MB * 1024 * 1024,
    },
    reposDir: path.join(dataDir, 'repos'),
  };
}

/**
 * Hosted sites on an origin of their own, one per slot: under `sites.localhost` when the portal is on
 * a loopback address or an IP (Chromium and Firefox resolve *.localhost to loopback), else under
 * `sites.` + the portal's hostname; same scheme and port as PUBLIC_URL.
 */
function defaultSitesOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  const host = url.hostname;
  const local = host === 'localhost' || host.startsWith('[') || /^[\d.]+$/.test(host);
  return `${url.protocol}//{slot}.sites.${local ? 'localhost' : host}${url.port ? `:${url.port}` : ''}`;
}
