import { isUuid, SITES_ORIGIN_SLOT } from '@themeport/core';

export { siteOrigin, siteUrl } from '@themeport/core';

/** A parsed SITES_ORIGIN (config.sites.origin): every site is `{slot id}` + hostSuffix. */
export interface SitesOrigin {
  pattern: string;
  /** '.sites.localhost': what a Host ends with when it names a hosted site. */
  hostSuffix: string;
  isHttps: boolean;
}

export function parseSitesOrigin(pattern: string): SitesOrigin {
  const url = new URL(pattern.replace(SITES_ORIGIN_SLOT, 'slot'));
  return {
    pattern,
    hostSuffix: url.hostname.slice('slot'.length).toLowerCase(),
    isHttps: url.protocol === 'https:',
  };
}

/**
 * The slot id a hostname names on the sites origin: undefined when the host is not under it at
 * all (the portal, a custom domain), '' when it is but names no site (answered 'Site not found').
 */
export function slotOfHost(origin: SitesOrigin, hostname: string): string | undefined {
  if (!hostname.endsWith(origin.hostSuffix)) return undefined;
  const label = hostname.slice(0, -origin.hostSuffix.length);
  return isUuid(label) ? label : '';
}

/** 'WWW.Example.com:8080' or '[::1]:3000' → 'www.example.com' or '[::1]' (no port, no final dot). */
export function hostnameOf(host: string): string {
  let name = host;
  const at = name.lastIndexOf('@');
  if (at !== -1) name = name.slice(at + 1);
  const colon = name.lastIndexOf(':');
  if (colon !== -1 && !name.endsWith(']')) name = name.slice(0, colon);
  return name.replace(/\.$/, '').toLowerCase();
}
