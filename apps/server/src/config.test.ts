import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected loadConfig to fail');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      isHttps: false,
      nodeEnv: 'development',
      logLevel: 'info',
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDir: path.join(REPO_ROOT, '.data', 'pglite'),
      uploadsDir: path.join(REPO_ROOT, '.data', 'uploads'),
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      databaseUrl: null,
      trustedProxyHeader: null,
      trustedProxyHops: 1,
      trustedCountryHeader: null,
      stripe: null,
      smtp: null,
      s3: null,
      hosting: null,
      sentryDsn: null,
      securityWebhookUrl: null,
    });
  });

  it('finds the repository root from its own location, not the working directory', () => {
    expect(path.join(REPO_ROOT, 'apps', 'server', 'src', 'config.ts')).toBe(
      path.resolve(import.meta.dirname, 'config.ts'),
    );
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', STRIPE_SECRET_KEY: '', SMTP_URL: '  ', DATABASE_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.stripe).toBeNull();
    expect(config.databaseUrl).toBeNull();
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    const config = loadConfig({ PUBLIC_URL: 'https://themeport.example/' });
    expect(config.publicUrl).toBe('https://themeport.example');
    expect(config.isHttps).toBe(true);
  });

  it('resolves a relative DATA_DIR from the repository root', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/data', DATABASE_URL: 'postgres://u@localhost/db' });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'tmp', 'data'));
    expect(config.databaseUrl).toBe('postgres://u@localhost/db');
  });

  it('refuses a partial Stripe set-up and names exactly the missing variable', () => {
    const message = configError({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' });
    expect(message).toContain('Stripe is partly configured: set STRIPE_WEBHOOK_SECRET as well');
    expect(message).not.toMatch(/set [^.]*STRIPE_SECRET_KEY[^.]* as well/);
  });

  it('accepts a complete Stripe set-up', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' });
  });

  it('names the missing members of the SMTP, S3 and hosting groups', () => {
    expect(configError({ SMTP_URL: 'smtp://mail.example:587' })).toContain(
      'SMTP is partly configured: set MAIL_FROM as well',
    );
    expect(configError({ S3_ENDPOINT: 'https://s3.example' })).toContain(
      'set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as well',
    );
    expect(configError({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'id' })).toContain(
      'set S3_SECRET_ACCESS_KEY as well',
    );
    expect(configError({ NETLIFY_TOKEN: 'n' })).toContain('Hosting is partly configured: set GITHUB_TOKEN as well');
  });

  it('keeps S3_ENDPOINT optional within a complete S3 group', () => {
    const config = loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'i', S3_SECRET_ACCESS_KEY: 's' });
    expect(config.s3).toEqual({ bucket: 'b', region: 'r', accessKeyId: 'i', secretAccessKey: 's', endpoint: null });
  });

  it('names invalid values', () => {
    expect(configError({ PORT: 'abc' })).toContain('PORT');
    expect(configError({ DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL must start with postgres://');
    expect(configError({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL');
    expect(
      configError({ STRIPE_SECRET_KEY: 'pk_wrong', STRIPE_PUBLISHABLE_KEY: 'pk_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toContain('STRIPE_SECRET_KEY must start with sk_');
  });

  it('takes an http(s) SECURITY_WEBHOOK_URL and names any other', () => {
    expect(configError({ SECURITY_WEBHOOK_URL: 'ftp://hooks.example.com/x' })).toContain(
      'SECURITY_WEBHOOK_URL must be an http(s) URL',
    );
    expect(configError({ SECURITY_WEBHOOK_URL: 'not a url' })).toContain('SECURITY_WEBHOOK_URL must be an http(s) URL');
    expect(loadConfig({ SECURITY_WEBHOOK_URL: 'https://hooks.example.com/themeport' }).securityWebhookUrl).toBe(
      'https://hooks.example.com/themeport',
    );
  });
});
