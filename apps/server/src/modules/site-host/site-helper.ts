import { SITE_BRIDGE_HELPER_PATH } from '@themeport/core';

/** The visual editor's helper script, the one script a hosted page may load (served by the portal). */
export function siteHelperUrl(publicUrl: string): string {
  return `${publicUrl}${SITE_BRIDGE_HELPER_PATH}`;
}
