// What the owner's Settings and Branding tabs change on the live site (issue 11): the site's name
// where template copy names the theme, titles and descriptions, the favicon, the logo image, the
// footer text, the copyright year, social links and contact details. Pure, like the rest of render*.
import {
  EMPTY_SITE_BRANDING,
  EMPTY_SITE_SETTINGS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  brandImage,
  type SiteBranding,
  type SiteSettings,
} from '@themeport/core';
import { escapeHtml } from './render-helpers.ts';
import type { RenderContext, SiteContent } from './render-types.ts';

type NamedSite = Pick<SiteContent, 'name' | 'theme'>;

export const settingsOf = (site: Pick<SiteContent, 'settings'>): SiteSettings => site.settings ?? EMPTY_SITE_SETTINGS;
export const brandingOf = (site: Pick<SiteContent, 'branding'>): SiteBranding => site.branding ?? EMPTY_SITE_BRANDING;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '{site.name}' and, as a whole word, the theme's own name: copy cloned before the placeholder existed names the theme. */
function siteNamePattern(site: NamedSite): RegExp {
  const theme = site.theme.name.trim();
  const themePart = theme.length >= 3 ? `|(?<![\\p{L}\\p{N}])${escapeRegExp(theme)}(?![\\p{L}\\p{N}])` : '';
  return new RegExp(`\\{site\\.name\\}${themePart}`, 'gu');
}

/** Template copy that names the theme (or '{site.name}') names the site, in one pass so a name containing the theme's is not filled twice. */
export function nameSite(text: string, site: NamedSite, name = site.name): string {
  return text.replace(siteNamePattern(site), () => name);
}

function namesSite(text: string, site: NamedSite): boolean {
  return siteNamePattern(site).test(text);
}

/**
 * The document title: a page without a title is the SEO title (else the site's name); a title that
 * names the site names it by the SEO title when there is one; any other title is 'page title – SEO title'.
 */
export function documentTitle(raw: string, site: SiteContent): string {
  const seo = settingsOf(site).seoTitle;
  const title = raw.trim();
  if (title === '') return seo || site.name;
  if (namesSite(title, site)) return nameSite(title, site, seo || site.name);
  return seo ? `${title} – ${seo}` : title;
}

/** The meta description: the page's own, else the SEO description, the brand tagline, the site's description. */
export function documentDescription(own: string, site: SiteContent): string {
  const description =
    own.trim() || settingsOf(site).seoDescription || brandingOf(site).content_defaults.tagline || site.description;
  return nameSite(description, site);
}

/** The favicon: the Settings tab's, else the brand 'icon' image, else undefined (the generated one). */
export function faviconUrl(site: SiteContent): string | undefined {
  return settingsOf(site).faviconUrl || brandImage(brandingOf(site), 'icon')?.url || undefined;
}

/** The header's brand 'logo' image, or '' when none is set. */
export function logoImage(ctx: RenderContext): string {
  const logo = brandImage(brandingOf(ctx.site), 'logo');
  return logo === undefined
    ? ''
    : `<img class="logo-img" src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt)}" height="32">`;
}

/** spec: '© {current year} {site name}'; a theme's fixed year ('© 2025') is replaced by the current one. */
export function copyrightLine(text: string, ctx: RenderContext): string {
  const year = String(ctx.year ?? new Date().getUTCFullYear());
  const line = text.trim() || `© {year} ${ctx.site.name}`;
  return line.replaceAll('{year}', year).replace(/©\s*(?:19|20)\d{2}(?![\d–-])/, `© ${year}`);
}

/** The owner's footer text (Settings tab), a line of its own above the copyright. */
export function footerText(ctx: RenderContext): string {
  const text = settingsOf(ctx.site).footerText;
  return text ? `<p class="footer-text">${escapeHtml(text)}</p>` : '';
}

/** The brand's social links, after the theme's footer links. */
export function socialLinks(ctx: RenderContext): string {
  const social = brandingOf(ctx.site).content_defaults.social ?? {};
  const links = SOCIAL_NETWORKS.filter((network) => social[network])
    .map(
      (network) =>
        `<li><a href="${escapeHtml(social[network]!)}" rel="me noopener">${escapeHtml(SOCIAL_LABELS[network])}</a></li>`,
    )
    .join('');
  return links ? `<ul class="footer-links footer-social" aria-label="Social media">${links}</ul>` : '';
}

const CONTACT_DEFAULTS = { email: 'contactEmail', phone: 'phone', address: 'address' } as const;

/** A contact field (email, phone, address) as the brand profile sets it, else the theme's value. */
export function contactValue(ctx: RenderContext, key: keyof typeof CONTACT_DEFAULTS, themeValue: string): string {
  return brandingOf(ctx.site).content_defaults[CONTACT_DEFAULTS[key]] || themeValue;
}
