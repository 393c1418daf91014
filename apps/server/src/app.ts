import type { IncomingMessage, ServerResponse } from 'node:http';
import { OpenAPIHono } from '@hono/zod-openapi';
import { SECURITY_REPORTS } from '@themeport/core';
import { compress } from 'hono/compress';
import { createMailSender, type MailSender } from './adapters/mail/index.ts';
import { createStripeClient } from './adapters/payments/stripe.ts';
import type { ErrorReporter } from './adapters/errors/index.ts';
import type { StorageAdapter } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError, MESSAGES, createErrorHandler } from './errors.ts';
import { provideAccess } from './http/access.ts';
import { ipRateLimits } from './http/ip-limits.ts';
import { noStoreByDefault } from './http/no-store.ts';
import { originCheck } from './http/origin-check.ts';
import { apiBodyLimit, isSafeUrl, safeJsonBody, safeUrl } from './http/safe-input.ts';
import { requestContext } from './http/request-context.ts';
import { createRequestTally } from './http/request-tally.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { AppEnv } from './http/types.ts';
import { createJobQueue, registerJobPruning, type JobQueue } from './jobs/index.ts';
import { AUTH_RATE_LIMITS, type AuthRateLimits, createRateLimiter, pruneRateLimits } from './lib/rate-limiter.ts';
import type { Logger } from './logger.ts';
import { registerBackfillJobs } from './seed/backfill.ts';
import { registerMeRoutes } from './modules/accounts/routes.ts';
import { registerAccountSettingsRoutes } from './modules/accounts/settings-routes.ts';
import { registerAdminRoutes } from './modules/admin/routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerAdminThemeRoutes, themeImageBodyLimit } from './modules/admin-themes/index.ts';
import { registerThemeReviewRoutes } from './modules/theme-review/index.ts';
import { createAuthContext, mountAuthHandler } from './modules/auth/index.ts';
import { passwordIpLimits, registerPasswordRoutes } from './modules/auth/password-routes.ts';
import { authIpLimits, registerAuthRoutes } from './modules/auth/routes.ts';
import { registerEmailChangeRoutes } from './modules/auth/email-change-routes.ts';
import { registerUnlockRoutes } from './modules/auth/sign-in-failures.ts';
import { avatarUploadBodyLimit, registerProfileRoutes, registerSignInRoutes } from './modules/profile/index.ts';
import { registerLocalBillingJobs } from './modules/billing/renewals.ts';
import { registerDunningJobs } from './modules/billing/dunning.ts';
import { registerStripeWebhook } from './modules/billing/stripe-webhook.ts';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/index.ts';
import { createPayoutProvider, type PayoutProvider } from './adapters/payouts/index.ts';
import { registerSellerMoneyAdminRoutes } from './modules/seller-money/admin-routes.ts';
import { registerPayoutRunJob } from './modules/seller-money/payout-run-job.ts';
import { registerSellerMoneyRoutes } from './modules/seller-money/routes.ts';
import { registerBillingRoutes } from './modules/billing/routes.ts';
import { registerCartRoutes } from './modules/cart/routes.ts';
import { registerAppLogRoutes } from './modules/app-logs/routes.ts';
import { registerComponentRoutes } from './modules/components/routes.ts';
import { registerDomainJobs } from './modules/domains/checker.ts';
import { registerDomainRoutes } from './modules/domains/routes.ts';
import { registerEditorHelper, registerEditorTestPages } from './modules/editor/index.ts';
import { registerHostingRoutes } from './modules/hosting/routes.ts';
import { createSiteHost, registerSiteHost } from './modules/site-host/routes.ts';
import { registerSiteMessageRoutes } from './modules/site-messages/index.ts';
import { registerClientProjectRoutes, registerDeveloperProjectRoutes } from './modules/seller-projects/index.ts';
import { registerSlotJobs } from './modules/slots/clone.ts';
import { registerSlotRoutes } from './modules/slots/routes.ts';
import { registerSiteSettingsRoutes } from './modules/slots/settings-routes.ts';
import { registerRecreateRoutes } from './modules/slots/recreate-routes.ts';
import { registerPostRoutes } from './modules/posts/routes.ts';
import { contactIpLimits, registerContactRoutes } from './modules/contact/routes.ts';
import { registerDevMailbox } from './modules/dev-mailbox/routes.ts';
import { registerDevPastSales } from './modules/dev-sales/routes.ts';
import { registerLibraryRoutes } from './modules/library/routes.ts';
import { mediaUploadBodyLimit, registerMediaRoutes } from './modules/media/index.ts';
import { registerOnboardingRoutes } from './modules/onboarding/routes.ts';
import { registerReviewRoutes } from './modules/reviews/routes.ts';
import {
  findPublicDeveloper,
  registerSellerProfileRoutes,
  selectSitemapStores,
} from './modules/seller-profile/index.ts';
import { registerApiDocs } from './modules/system/api-docs.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import {
  blockGuard,
  createSecurityMonitor,
  recordRefusal,
  registerSecurityAdminRoutes,
  registerSecurityJobs,
  type SecurityMonitorOptions,
} from './modules/security/index.ts';
import {
  registerSecurityReportRoutes,
  securityReportBodyLimit,
  securityReportIpLimits,
} from './modules/security/reports.ts';
import { registerTeamRoutes } from './modules/team/index.ts';
import { selectPublishedSlugs } from './modules/themes/queries/catalogue.ts';
import { createCatalogueFastPath } from './modules/themes/fast-path.ts';
import { registerThemeRoutes } from './modules/themes/routes.ts';
import { findTheme } from './modules/themes/service.ts';
import { pageLastModified } from './modules/web-host/queries.ts';
import { registerWebHost } from './modules/web-host/routes.ts';
import { builtFiles } from './modules/web-host/static-files.ts';
import { registerUploads } from './modules/web-host/uploads.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  /** Defaults to the adapter chosen by config (SMTP or the outbox). */
  mail?: MailSender;
  /** Defaults to the adapter chosen by config (Stripe or the local test-mode provider). */
  payments?: PaymentProvider;
  /** Defaults to the adapter chosen by config (Stripe Connect or the local ledger an admin settles). */
  payouts?: PayoutProvider;
  /** Tests may shorten windows; the limiter itself is always on. */
  rateLimits?: AuthRateLimits;
  /** Receives the failures answered with a 500 (Sentry when SENTRY_DSN is set). */
  errorReporter?: ErrorReporter | null;
  /**
   * The background job queue the modules register their handlers and schedules on; main.ts starts
   * it, tests run it with runDue(). Defaults to a new one, not started.
   */
  jobs?: JobQueue;
  /** The security monitor's knobs (tests read the active blocks afresh on every request). */
  securityOptions?: SecurityMonitorOptions;
}

export type App = OpenAPIHono<AppEnv> & {
  /** Before the database closes at shutdown: what the app holds in memory for a moment is written. */
  close(): Promise<void>;
  /**
   * For Node's server, before @hono/node-server makes a Request: writes a catalogue cache hit on the
   * portal's own host or a cached hosted page, and returns true; or returns false having written
   * nothing (then app.fetch).
   */
  answerBeforeRouting(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
};

export function createApp({
  config,
  db,
  storage,
  logger,
  mail,
  payments,
  payouts,
  rateLimits,
  errorReporter,
  jobs = createJobQueue({ db, logger }),
  securityOptions,
}: AppDependencies): App {
  const app = new OpenAPIHono<AppEnv>({
    // Invalid input goes to app.onError, which answers 400 with the field messages.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  const security = securityHeaders(config);
  app.use(requestContext(logger));
  app.use(security);
  app.use(compress());
  // Every API answer that does not choose its own caching is no-store (http/no-store.ts).
  app.use('/api/*', noStoreByDefault());
  // Webhooks come from the payment provider, not our pages: their signature is their proof. The
  // browser's security reports come without our Origin at times; they only write low events.
  app.use('/api/*', originCheck(config.publicUrl, { exemptPrefixes: ['/api/webhooks/', SECURITY_REPORTS.path] }));
  // Before any route, limiter or parser: a broken address is a 400, an oversized body a 413 unread.
  app.use(safeUrl());
  const mailSender = mail ?? createMailSender(config, db);
  const monitor = createSecurityMonitor({ db, config, logger, mail: mailSender, errorReporter }, securityOptions);
  // An address the security monitor blocked is refused before any limiter counts it (modules/security).
  app.use('/api/*', blockGuard(monitor, config));
  const limits = rateLimits ?? AUTH_RATE_LIMITS;
  const limiter = createRateLimiter(db);
  // Per-address limits count the request before its body is read: then the 413 and the parsers.
  app.use(
    '/api/*',
    ipRateLimits(limiter, config, [
      ...authIpLimits(limits),
      ...passwordIpLimits(limits),
      ...contactIpLimits,
      ...securityReportIpLimits,
    ]),
  );
  app.use(
    '/api/*',
    apiBodyLimit([mediaUploadBodyLimit, avatarUploadBodyLimit, themeImageBodyLimit, securityReportBodyLimit]),
    safeJsonBody(),
  );
  app.onError(
    createErrorHandler(logger, {
      onUnexpectedError: (err, c) =>
        errorReporter?.report(err, { requestId: c.get('requestId'), method: c.req.method, path: c.req.path }),
      // Refusals (401, 403, 429, CSRF, webhook signatures, attack-shaped bad input) feed the monitor.
      onRefused: recordRefusal(monitor),
    }),
  );

  registerSystemRoutes(app, db, logger);
  registerThemeRoutes(app, db, config.sites.origin);
  const authContext = createAuthContext({
    config,
    db,
    mail: mailSender,
    limiter,
    limits,
    logger,
    security: monitor,
  });
  // Before the routes that need it: the guards in their definitions read it from the context.
  app.use('/api/*', provideAccess(authContext.access));
  registerAuthRoutes(app, authContext);
  registerMeRoutes(app, authContext);
  registerPasswordRoutes(app, authContext);
  registerEmailChangeRoutes(app, authContext);
  registerUnlockRoutes(app, authContext);
  registerProfileRoutes(app, authContext, storage);
  registerSignInRoutes(app, authContext);
  registerOnboardingRoutes(app, authContext);
  registerSellerProfileRoutes(app, authContext);
  registerAdminRoutes(app, authContext);
  registerAnalyticsRoutes(app, authContext);
  registerSecurityAdminRoutes(app, authContext);
  registerAdminThemeRoutes(app, authContext, storage);
  registerThemeReviewRoutes(app, authContext, storage);
  registerLibraryRoutes(app, authContext);
  registerReviewRoutes(app, authContext);
  registerCartRoutes(app, authContext);
  // One Stripe client (when configured) for the payment provider and the webhook's signature check.
  const stripe = config.stripe ? createStripeClient(config.stripe.secretKey) : undefined;
  const paymentProvider = payments ?? createPaymentProvider(config, { stripe });
  registerBillingRoutes(app, authContext, paymentProvider);
  const payoutProvider = payouts ?? createPayoutProvider(config, { stripe });
  registerSellerMoneyRoutes(app, authContext, payoutProvider);
  registerSellerMoneyAdminRoutes(app, authContext, { payments: paymentProvider, payouts: payoutProvider });
  registerAccountSettingsRoutes(app, authContext, { payments: paymentProvider, storage });
  registerSlotRoutes(app, authContext);
  registerSiteSettingsRoutes(app, authContext);
  registerRecreateRoutes(app, authContext);
  registerPostRoutes(app, authContext);
  registerComponentRoutes(app, authContext);
  registerMediaRoutes(app, authContext, storage);
  registerHostingRoutes(app, authContext);
  registerDomainRoutes(app, authContext);
  registerAppLogRoutes(app, authContext);
  registerTeamRoutes(app, authContext);
  registerDeveloperProjectRoutes(app, authContext);
  registerClientProjectRoutes(app, authContext);
  registerSiteHost(app, { db, config, logger, mail: mailSender });
  registerSiteMessageRoutes(app, authContext);
  registerContactRoutes(app, { db, config, mail: mailSender });
  registerSecurityReportRoutes(app, authContext);
  if (config.stripe && stripe) {
    registerStripeWebhook(app, {
      db,
      logger,
      webhookSecret: config.stripe.webhookSecret,
      stripe,
      payments: paymentProvider,
    });
  }
  if (config.nodeEnv !== 'production') {
    registerDevMailbox(app, db);
    registerDevPastSales(app, db);
  }
  registerJobs(jobs, { config, db, logger });
  registerDunningJobs(jobs, { db, logger, mail: mailSender, payments: paymentProvider, publicUrl: config.publicUrl });
  registerPayoutRunJob(jobs, { db, logger, payouts: payoutProvider });
  registerSecurityJobs(jobs, { db, config, logger, mail: mailSender, monitor });
  registerEditorTestPages(app, config);
  mountAuthHandler(app, authContext);
  registerApiDocs(app, config.publicUrl);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 404, MESSAGES.notFound);
  });

  registerEditorHelper(app, config);
  registerUploads(app, storage);
  // The web build's files with their precompressed copies, ETags and 304s (docs/decisions/045).
  app.use(builtFiles(config.webDistDir));
  registerWebHost(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    findTheme: (idOrSlug) => findTheme(db, idOrSlug),
    findDeveloper: (slug) => findPublicDeveloper(db, slug),
    listSitemapThemes: () => selectPublishedSlugs(db),
    listSitemapDevelopers: () => selectSitemapStores(db),
    sentryDsn: config.sentryDsn,
    onRenderError: (err) => logger.error({ err }, 'storefront page not rendered on the server'),
    pageLastModified: (path, etag) => pageLastModified(db, path, etag),
  });
  app.notFound((c) => c.text('Not found\n', 404));

  // The cached public answers below are counted in the request log, a line per path every 10 s,
  // rather than written one by one (docs/decisions/047).
  const tally = createRequestTally(logger);
  // Catalogue cache hits skip routing and middleware entirely (the performance budget of the storefront),
  // for addresses the security monitor's fresh copy of the blocks does not name.
  const fastPath = createCatalogueFastPath(db, logger, {
    securityHeaders: security,
    isBlocked: (ip) => monitor.isBlockedFromCopy(ip),
    config,
    tally,
  });
  // A request whose Host is a hosted site (its own origin, or an active custom domain) is that
  // site's, whatever its path: picked before routing, so nothing of the portal answers there.
  const siteHost = createSiteHost({ db, config, logger, mail: mailSender }, tally);
  const routedFetch = app.fetch;
  // A broken address skips the fast paths: the routed app answers it with its 400.
  app.fetch = (request, env, executionCtx) =>
    (isSafeUrl(request.url) ? (siteHost(request, env) ?? fastPath.fetch(request, env)) : undefined) ??
    routedFetch(request, env, executionCtx);

  // The refusal counts the monitor batches (refusal-budget.ts) and the request counts are written,
  // not lost at a normal stop.
  return Object.assign(app, {
    close: () => {
      tally.close();
      return monitor.flushCounts();
    },
    answerBeforeRouting: (incoming: IncomingMessage, outgoing: ServerResponse) =>
      fastPath.node(incoming, outgoing) || siteHost.node(incoming, outgoing),
  });
}

/** The background work, as jobs on the queue (docs/decisions/036). */
function registerJobs(jobs: JobQueue, { config, db, logger }: Pick<AppDependencies, 'config' | 'db' | 'logger'>) {
  // The local payment provider's billing clock (Stripe keeps its own).
  if (!config.stripe) registerLocalBillingJobs(jobs, { db, logger });
  registerDomainJobs(jobs, { db, sites: config.sites, logger });
  registerSlotJobs(jobs, { db });
  jobs.handle('system.prune-rate-limits', () => pruneRateLimits(db));
  jobs.schedule('system.prune-rate-limits', '10 * * * *', {});
  registerJobPruning(jobs, db);
  registerBackfillJobs(jobs, { db, logger });
}
