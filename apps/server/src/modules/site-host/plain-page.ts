import { escapeHtml } from './render-helpers.ts';

const PLAIN_STYLE =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}main{max-width:32rem;text-align:center;padding:2rem}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1.25rem;color:#475569}a{color:#1d4ed8}';

/**
 * A small page of the site host's own (no site's content in it): an unknown site, a demo's
 * refused contact form. It names an empty icon, so the browser asks for no /favicon.ico, which
 * would answer 404 and log an error in the visitor's console.
 */
export function plainPage(title: string, bodyHtml: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>` +
    `<style>${PLAIN_STYLE}</style></head><body><main>${bodyHtml}</main></body></html>`
  );
}
