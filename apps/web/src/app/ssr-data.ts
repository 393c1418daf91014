import type { MeResponse } from '@themeport/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server sends with a rendered page for the browser to hydrate from (decision 042). */
export interface SsrData {
  /** React Router's loader data for the matched routes. */
  router: HydrationState;
  /** The query cache the page was rendered from (its parts that read through TanStack Query). */
  queries: DehydratedState;
  /** The session the page was rendered for (GET /api/me's answer; null signed out). */
  session: MeResponse | null;
}

const ELEMENT_ID = 'themeport-ssr';

/**
 * The data as a JSON script element: never executed (the CSP allows no inline script), and with
 * '<' escaped, a theme's text such as '</script>' cannot close the element early.
 */
export function ssrDataScript(data: SsrData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The data the server rendered this page from, or null for the client-rendered shell. */
export function readSsrData(): SsrData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrData) : null;
}
