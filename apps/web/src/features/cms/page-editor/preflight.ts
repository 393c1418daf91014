import { SITE_BRIDGE_HELPER_PATH } from '@themeport/core';
import { SITE_BRIDGE_VERSION } from '@themeport/site-bridge';
import type { BridgePhase } from './bridge-phase';

// The preflight, read from the handshake (decision 022): the browser is the one that frames the
// page, so its view is the truth, and the server never fetches addresses users typed in.

export interface PreflightProblem {
  title: string;
  fix: string;
}

/** What went wrong opening the page in the editor and how to fix it, or null while all is well. */
export function preflightProblem(
  phase: BridgePhase,
  { frameUrl, portalOrigin, isLocal }: { frameUrl: string; portalOrigin: string; isLocal: boolean },
): PreflightProblem | null {
  const helper = `<script src="${portalOrigin}${SITE_BRIDGE_HELPER_PATH}" defer></script>`;
  const pageOrigin = safeOrigin(frameUrl);
  switch (phase.kind) {
    case 'no-helper':
      return isLocal
        ? {
            title: 'The page loaded, but the editor did not get an answer from it.',
            fix: 'Refresh the preview. If it keeps happening, reload the portal.',
          }
        : {
            title: `The page at ${pageOrigin} did not answer the editor.`,
            fix: `Add ${helper} to your site's layout, and let ${portalOrigin} frame the site: its Content-Security-Policy needs "frame-ancestors ${portalOrigin}" and no X-Frame-Options header.`,
          };
    case 'version-mismatch':
      return {
        title: `The site's editor helper speaks version ${phase.version ?? 'unknown'}; this portal needs version ${SITE_BRIDGE_VERSION}.`,
        fix: `Load the helper from ${portalOrigin}${SITE_BRIDGE_HELPER_PATH} rather than a copy: ${helper}`,
      };
    case 'load-timeout':
      return {
        title: `The page did not load: ${frameUrl}`,
        fix: 'Check that the site is deployed and answers at this address, then refresh the preview.',
      };
    case 'blocked':
      return {
        title: `This address is not one of the site's: ${phase.reason}`,
        fix: "Set the site's deployment URL or custom domain in the Content tab, then open the editor again.",
      };
    default:
      return null;
  }
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
