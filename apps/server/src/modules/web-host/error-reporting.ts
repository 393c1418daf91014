import { escapeHtml } from './page-meta.ts';

export const SENTRY_DSN_META = 'sentry-dsn';

/**
 * The browser learns the Sentry DSN from the page the server sends (Vite builds once, so no
 * build-time variable). A DSN is a public address for sending reports, not a secret.
 */
export function withErrorReportingDsn(html: string, dsn: string | null): string {
  if (!dsn) return html;
  const tag = `<meta name="${SENTRY_DSN_META}" content="${escapeHtml(dsn)}">`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`) : `${tag}\n${html}`;
}
