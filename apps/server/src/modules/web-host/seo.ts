import { PRIVATE_PATH_PREFIXES } from './page-meta.ts';

export const SITEMAP_STATIC_PATHS = ['/', '/themes', '/for-developers', '/pricing'];

export interface SitemapTheme {
  slug: string;
  lastUpdated: Date;
}

export interface SitemapDeveloper {
  slug: string;
  updatedAt: Date;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

export function buildSitemap(publicUrl: string, themes: SitemapTheme[], developers: SitemapDeveloper[] = []): string {
  const urls = [
    ...SITEMAP_STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    ...themes.map(
      (theme) =>
        `  <url><loc>${escapeXml(`${publicUrl}/themes/${theme.slug}`)}</loc><lastmod>${theme.lastUpdated.toISOString()}</lastmod></url>`,
    ),
    ...developers.map(
      (developer) =>
        `  <url><loc>${escapeXml(`${publicUrl}/developers/${developer.slug}`)}</loc><lastmod>${developer.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
