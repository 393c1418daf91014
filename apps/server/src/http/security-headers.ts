import { secureHeaders } from 'hono/secure-headers';
import { SECURITY_REPORTS } from '@themeport/core';
import type { Config } from '../config.ts';

/** The Reporting-Endpoints name the CSP's report-to points at. */
const CSP_REPORT_GROUP = 'csp';

/**
 * CSP for the built Vite SPA: scripts only from our origin; inline styles are allowed because Radix
 * and sonner inject <style> elements at run time. Routes that need something else (the API docs
 * page, uploaded files) set their own Content-Security-Policy header, which is kept (overwrite: false).
 */
const appContentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // Violations go to the security monitor (modules/security/reports.ts): report-to for browsers
  // with the Reporting API (the endpoint named in Reporting-Endpoints), report-uri for the rest.
  reportUri: [SECURITY_REPORTS.path],
  reportTo: CSP_REPORT_GROUP,
};

/**
 * Powerful browser features the portal never uses are off for it and anything it frames; payment
 * and fullscreen stay available to our own pages. Sent on every answer (portal, API, fast paths).
 */
const OFF = [] as string[];
const portalPermissionsPolicy = {
  accelerometer: OFF,
  camera: OFF,
  displayCapture: OFF,
  fullscreen: ['self'],
  geolocation: OFF,
  gyroscope: OFF,
  hid: OFF,
  magnetometer: OFF,
  microphone: OFF,
  midi: OFF,
  payment: ['self'],
  serial: OFF,
  usb: OFF,
};

/** Hosted sites and custom domains (the site host sets it itself): every powerful feature off. */
export const SITE_PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()';

/**
 * The page editor frames hosted sites: every site of the sites origin ('{slot}' → '*') and, for
 * sites deployed elsewhere or on custom domains, any https page (the frame's own headers and the
 * bridge's exact origin checks decide the rest; decision 022). A portal on plain http (development,
 * tests) may frame http pages too, such as a site built and previewed on this machine; an https
 * portal could not show them anyway (mixed content).
 */
export function frameSources(sitesOrigin: string | undefined, isHttps = true): string[] {
  return [
    "'self'",
    ...(sitesOrigin ? [sitesOrigin.replace('{slot}', '*')] : []),
    'https:',
    ...(isHttps ? [] : ['http:']),
  ];
}

export function securityHeaders(
  config: Pick<Config, 'isHttps'> & Partial<Pick<Config, 'sentryDsn'>> & { sites?: { origin: string } },
) {
  // The browser's error reports go to the Sentry DSN's host (SENTRY_DSN), and only there.
  const reportOrigin = config.sentryDsn ? new URL(config.sentryDsn).origin : null;
  const policy = { ...appContentSecurityPolicy, frameSrc: frameSources(config.sites?.origin, config.isHttps) };
  return secureHeaders({
    contentSecurityPolicy: reportOrigin
      ? { ...policy, connectSrc: [...appContentSecurityPolicy.connectSrc, reportOrigin] }
      : policy,
    permissionsPolicy: portalPermissionsPolicy,
    reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: SECURITY_REPORTS.path }],
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: config.isHttps ? 'max-age=31536000; includeSubDomains' : false,
    xContentTypeOptions: 'nosniff',
    overwrite: false,
  });
}
