import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../errors.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone, and other routes a 500 that leaks nothing', async () => {
    const broken = await createTestApp();
    await broken.close();
    const health = await broken.app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'error' });
    const list = await broken.app.request('/api/themes');
    expect(list.status).toBe(500);
    expect(await list.json()).toEqual({ error: 'Something went wrong. Please try again later.', code: 'INTERNAL' });
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const path of ['/api/nothing-here', '/api', '/api/themes/a/b/c']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('turns an unexpected error into a 500 without its message or stack', async () => {
    const app = new Hono().get('/boom', () => {
      throw new Error('password=hunter2 at db.ts:12');
    });
    app.onError(createErrorHandler(createLogger({ logLevel: 'silent' })));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong. Please try again later.', code: 'INTERNAL' });
  });
});

describe('request id and headers', () => {
  it('creates a request id, and honours a sane incoming one only', async () => {
    const generated = (await t.app.request('/api/health')).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const honoured = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'lb-1234abcd' } });
    expect(honoured.headers.get('x-request-id')).toBe('lb-1234abcd');
    for (const bad of ['has spaces in it', '<script>alert(1)</script>', 'x'.repeat(300)]) {
      const res = await t.app.request('/api/health', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).not.toBe(bad);
    }
  });

  it('sets the security headers, without HSTS on http', async () => {
    const res = await t.app.request('/api/themes');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sets HSTS when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://themeport.example' });
    try {
      const res = await https.app.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI 3.1 document listing every route', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Themeport API');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/health',
        '/api/industries',
        '/api/themes',
        '/api/themes/{idOrSlug}',
        '/api/themes/{idOrSlug}/reviews',
        '/api/themes/{idOrSlug}/reviews/mine',
        '/api/themes/{idOrSlug}/library-status',
        '/api/accounts/{accountId}/library',
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/auth/sign-out',
        '/api/auth/send-verification-email',
        '/api/auth/verify-email',
        '/api/auth/verification-status',
        '/api/auth/request-password-reset',
        '/api/auth/reset-token-status',
        '/api/auth/reset-password',
        '/api/auth/unlock',
        '/api/auth/secure-account',
        '/api/me',
        '/api/me/current-account',
        '/api/me/password',
        '/api/onboarding/profile',
        '/api/onboarding/complete',
        '/api/admin/summary',
        '/api/contact-sales',
        '/api/cart',
        '/api/cart/items',
        '/api/cart/items/{themeId}',
        '/api/cart/merge',
        '/api/accounts/{accountId}/checkout/themes',
        '/api/accounts/{accountId}/checkout/subscription',
        '/api/checkout/sessions/{id}',
        '/api/checkout/sessions/{id}/pay',
        '/api/checkout/sessions/{id}/cancel',
        '/api/accounts/{accountId}/subscription',
        '/api/accounts/{accountId}/subscription/preview',
        '/api/accounts/{accountId}/subscription/cancel',
        '/api/accounts/{accountId}/subscription/resume',
        '/api/accounts/{accountId}/billing',
        '/api/accounts/{accountId}/invoices',
        '/api/accounts/{accountId}/invoices/{invoiceId}/pdf',
        '/api/accounts/{accountId}/invoices/{invoiceId}/receipt',
        '/api/accounts/{accountId}/payment-methods',
        '/api/accounts/{accountId}/payment-methods/setup',
        '/api/accounts/{accountId}/payment-methods/{paymentMethodId}/default',
        '/api/accounts/{accountId}/payment-methods/{paymentMethodId}',
        '/api/accounts/{accountId}/billing/portal',
        '/api/accounts/{accountId}/slots',
        '/api/accounts/{accountId}/slots/{slotId}',
        '/api/accounts/{accountId}/slots/{slotId}/restore',
        '/api/accounts/{accountId}/slots/{slotId}/theme-update',
        '/api/accounts/{accountId}/slots/{slotId}/pages',
        '/api/accounts/{accountId}/slots/{slotId}/components',
        '/api/accounts/{accountId}/slots/{slotId}/components/by-page',
        '/api/accounts/{accountId}/slots/{slotId}/components/clone',
        '/api/accounts/{accountId}/slots/{slotId}/components/{componentId}',
        '/api/accounts/{accountId}/slots/{slotId}/components/{componentId}/restore',
        '/api/accounts/{accountId}/slots/{slotId}/components/order',
        '/api/accounts/{accountId}/slots/{slotId}/components/add',
        '/api/accounts/{accountId}/slots/{slotId}/components/{componentId}/duplicate',
        '/api/accounts/{accountId}/slots/{slotId}/posts',
        '/api/accounts/{accountId}/media',
        '/api/accounts/{accountId}/media/{mediaId}',
        '/api/accounts/{accountId}/slots/{slotId}/posts/{postId}',
        '/api/accounts/{accountId}/slots/{slotId}/posts/{postId}/publish',
        '/api/accounts/{accountId}/slots/{slotId}/posts/{postId}/unpublish',
        '/api/accounts/{accountId}/slots/{slotId}/posts/recreate',
        '/api/accounts/{accountId}/slots/{slotId}/pages/recreate',
        '/api/accounts/{accountId}/slots/{slotId}/content-key',
        '/api/accounts/{accountId}/slots/{slotId}/content-key/rotate',
        '/api/accounts/{accountId}/slots/{slotId}/settings',
        '/api/accounts/{accountId}/slots/{slotId}/branding',
        '/api/accounts/{accountId}/logs',
        '/api/accounts/{accountId}/diagnostics',
        '/api/accounts/{accountId}/access-check',
        '/api/accounts/{accountId}/slots/{slotId}/site',
        '/api/accounts/{accountId}/slots/{slotId}/repository.zip',
        '/api/accounts/{accountId}/slots/{slotId}/deployment-url',
        '/api/accounts/{accountId}/slots/{slotId}/rebuild',
        '/api/sites/{slotId}/content',
        '/api/accounts/{accountId}/slots/{slotId}/messages',
        '/api/dev/mailbox',
        '/api/dev/mailbox/{id}',
        '/api/dev/past-sales',
        '/api/accounts/{accountId}/slots/{slotId}/domains',
        '/api/accounts/{accountId}/slots/{slotId}/domains/{domainId}',
        '/api/accounts/{accountId}/slots/{slotId}/domains/{domainId}/check',
        '/api/accounts/{accountId}/delete',
        '/api/accounts/{accountId}/invitations',
        '/api/accounts/{accountId}/invitations/cancel',
        '/api/accounts/{accountId}/invitations/{invitationId}',
        '/api/accounts/{accountId}/invitations/{invitationId}/link',
        '/api/accounts/{accountId}/invitations/{invitationId}/resend',
        '/api/accounts/{accountId}/members',
        '/api/accounts/{accountId}/members/{userId}',
        '/api/accounts/{accountId}/settings',
        '/api/accounts/{accountId}/transfer-ownership',
        '/api/admin/analytics/revenue/summary',
        '/api/admin/analytics/revenue/timeline',
        '/api/admin/analytics/revenue/breakdown',
        '/api/admin/analytics/revenue/forecast',
        '/api/admin/analytics/subscriptions/metrics',
        '/api/admin/analytics/subscriptions/cohorts',
        '/api/admin/analytics/subscriptions/churn',
        '/api/admin/analytics/payments/success-rate',
        '/api/admin/analytics/payments/failures',
        '/api/admin/analytics/marketplace/summary',
        '/api/admin/security/summary',
        '/api/admin/security/timeline',
        '/api/admin/security/top',
        '/api/admin/security/alerts',
        '/api/admin/security/alerts/{alertId}',
        '/api/admin/security/events',
        '/api/admin/security/events.csv',
        '/api/admin/security/blocks',
        '/api/admin/security/blocks/{blockId}',
        '/api/admin/security/allowlist',
        '/api/admin/security/allowlist/{entryId}',
        '/api/admin/audit-logs',
        '/api/admin/audit-logs/export',
        '/api/admin/audit-logs/{auditLogId}',
        '/api/admin/email-logs',
        '/api/admin/email-logs/{emailLogId}/resend',
        '/api/admin/email-templates',
        '/api/admin/email-templates/{templateId}',
        '/api/admin/jobs',
        '/api/admin/reviews',
        '/api/admin/reviews/bulk',
        '/api/admin/reviews/{reviewId}',
        '/api/admin/theme-images',
        '/api/admin/themes',
        '/api/admin/themes/{themeId}',
        '/api/admin/themes/{themeId}/cms',
        '/api/admin/themes/{themeId}/installation-test',
        '/api/admin/themes/{themeId}/pages',
        '/api/admin/themes/{themeId}/pages/{pageName}',
        '/api/admin/themes/{themeId}/pages/{pageName}/components',
        '/api/admin/themes/{themeId}/preview',
        '/api/admin/themes/{themeId}/publish',
        '/api/admin/themes/{themeId}/unpublish',
        '/api/admin/users',
        '/api/admin/users/{userId}',
        '/api/dev/editor-tests',
        '/api/invitations/accept',
        '/api/invitations/lookup',
        '/api/me/accounts/{accountId}',
        '/api/me/avatar',
        '/api/me/email',
        '/api/me/profile',
        '/api/me/sessions',
        '/api/me/sessions/sign-out-others',
        '/api/me/sessions/{sessionId}',
        '/api/me/sign-ins',
        '/api/me/sign-ins/{signInId}/not-me',
        '/api/security/reports',
        '/api/accounts/{accountId}/developer-projects',
        '/api/accounts/{accountId}/time-entries/{entryId}/approve',
        '/api/admin/developers',
        '/api/admin/developers/{userId}/payouts',
        '/api/admin/developers/{userId}/sales',
        '/api/admin/developers/{userId}/sales/csv',
        '/api/admin/developers/{userId}/statements',
        '/api/admin/developers/{userId}/statements/{month}',
        '/api/admin/developers/{userId}/statements/{month}/csv',
        '/api/admin/developers/{userId}/statements/{month}/pdf',
        '/api/admin/payouts',
        '/api/admin/payouts/batches',
        '/api/admin/payouts/{payoutId}/settle',
        '/api/admin/platform-take',
        '/api/admin/purchases/{purchaseId}/refund',
        '/api/admin/theme-submissions',
        '/api/admin/theme-submissions/{submissionId}',
        '/api/admin/theme-submissions/{submissionId}/decision',
        '/api/developer/earnings',
        '/api/developer/earnings/charts',
        '/api/developer/onboarding',
        '/api/developer/payout-account',
        '/api/developer/payout-account/onboarding-link',
        '/api/developer/payouts',
        '/api/developer/profile',
        '/api/developer/projects',
        '/api/developer/projects/{projectId}',
        '/api/developer/sales',
        '/api/developer/sales/csv',
        '/api/developer/statements',
        '/api/developer/statements/{month}',
        '/api/developer/statements/{month}/csv',
        '/api/developer/statements/{month}/pdf',
        '/api/developer/theme-images',
        '/api/developer/themes',
        '/api/developer/themes/{themeId}',
        '/api/developer/themes/{themeId}/check',
        '/api/developer/themes/{themeId}/cms',
        '/api/developer/themes/{themeId}/pages',
        '/api/developer/themes/{themeId}/pages/{pageName}',
        '/api/developer/themes/{themeId}/pages/{pageName}/components',
        '/api/developer/themes/{themeId}/preview',
        '/api/developer/themes/{themeId}/submissions',
        '/api/developer/time-entries',
        '/api/developer/time-entries/export',
        '/api/developer/time-entries/{entryId}',
        '/api/developer/time-entries/{entryId}/paid',
        '/api/developers/{slug}',
        '/api/themes/{idOrSlug}/changelog',
      ].sort(),
    );
    // A developer deletes their own never-submitted draft where the CMS edits it (issue 22).
    expect(Object.keys(doc.paths['/api/developer/themes/{themeId}'] as object).sort()).toEqual(['delete', 'put']);
  });

  it('serves a docs page whose scripts and styles come from this server', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await t.app.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await t.app.request('/api/docs/init.js')).status).toBe(200);
    expect((await t.app.request('/api/docs/package.json')).status).toBe(404);
  });
});
