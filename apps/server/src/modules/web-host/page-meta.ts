import { FRAMEWORK_LABELS, pricingSummary, type PublicDeveloper, type ThemeDetail } from '@themeport/core';

/** Head tags the server fills into the SPA's index.html, so links shared anywhere show the right card. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL; omitted for pages that should not be indexed. */
  canonicalUrl?: string;
  imageUrl?: string;
  type?: 'website' | 'product';
  noIndex?: boolean;
  /** schema.org structured data (JSON-LD), such as a theme's Product. */
  jsonLd?: Record<string, unknown>;
}

export const SITE_NAME = 'Themeport';
export const DEFAULT_DESCRIPTION =
  'Premium website themes for Astro.js and Next.js: a modern stack, beautiful design, clean code and regular updates.';

const PUBLIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': { title: 'Themeport – Premium Themes for Astro.js and Next.js', description: DEFAULT_DESCRIPTION },
  '/themes': {
    title: 'Themes – Themeport',
    description: 'Browse premium Astro.js and Next.js themes by industry, framework and price.',
  },
  '/for-developers': {
    title: 'For Developers – Themeport',
    description: 'Build and sell premium themes on Themeport and keep up to 80% of each sale.',
  },
  '/pricing': {
    title: 'Pricing – Themeport',
    description: pricingSummary(),
  },
  '/terms': {
    title: 'Terms of Service – Themeport',
    description: 'The terms you agree to when you use Themeport.',
  },
};

/** Paths that robots.txt disallows; their pages also carry noindex. */
export const PRIVATE_PATH_PREFIXES = [
  '/client-portal',
  '/admin-portal',
  '/admin',
  '/developer-portal',
  '/account',
  '/cms',
];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Title and description for every page that is not a theme detail page. */
export function defaultPageMeta(pathname: string, publicUrl: string): PageMeta {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PUBLIC_PAGES[normalized];
  if (page) return { ...page, canonicalUrl: `${publicUrl}${normalized === '/' ? '/' : normalized}`, type: 'website' };
  return { title: SITE_NAME, description: DEFAULT_DESCRIPTION, type: 'website', noIndex: isPrivatePath(normalized) };
}

export function absoluteUrl(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A developer's public store page (issue 22): its name, bio (or what it sells) and picture. */
export function developerMeta(developer: PublicDeveloper, publicUrl: string): PageMeta {
  const count = developer.themes.length;
  const sells = `${developer.storeName} sells ${count} theme${count === 1 ? '' : 's'} for Astro.js and Next.js on Themeport.`;
  const image = developer.avatarUrl ?? developer.themes[0]?.previewUrl ?? developer.themes[0]?.images[0];
  return {
    title: `${developer.storeName} – Themeport`,
    description: developer.bio ? developer.bio.replace(/\s+/g, ' ').slice(0, 300) : sells,
    canonicalUrl: `${publicUrl}/developers/${developer.slug}`,
    ...(image ? { imageUrl: absoluteUrl(publicUrl, image) } : {}),
    type: 'website',
  };
}

/**
 * A theme page's head: its name, description and picture, and a schema.org Product with its
 * offer and, once it has reviews, its AggregateRating (what search results show as stars).
 */
export function themeMeta(theme: ThemeDetail, publicUrl: string): PageMeta {
  const image = theme.previewUrl ?? theme.images[0];
  const canonicalUrl = `${publicUrl}/themes/${theme.slug}`;
  const imageUrl = image ? absoluteUrl(publicUrl, image) : undefined;
  return {
    title: `${theme.name} – Themeport`,
    description: theme.description,
    canonicalUrl,
    ...(imageUrl ? { imageUrl } : {}),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: theme.name,
      description: theme.description,
      url: canonicalUrl,
      ...(imageUrl ? { image: imageUrl } : {}),
      category: `${FRAMEWORK_LABELS[theme.framework]} theme`,
      brand: { '@type': 'Brand', name: theme.seller?.storeName ?? SITE_NAME },
      offers: {
        '@type': 'Offer',
        price: (theme.price / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: canonicalUrl,
      },
      ...(theme.rating !== null && theme.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: theme.rating,
              reviewCount: theme.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

/** JSON inside a <script>: '<' escaped, so text such as '</script>' in a theme cannot end the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);
}

function headTags(meta: PageMeta): string[] {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
  ];
  if (meta.canonicalUrl) {
    tags.push(
      `<link rel="canonical" href="${e(meta.canonicalUrl)}">`,
      `<meta property="og:url" content="${e(meta.canonicalUrl)}">`,
    );
  }
  if (meta.imageUrl) tags.push(`<meta property="og:image" content="${e(meta.imageUrl)}">`);
  tags.push(`<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}">`);
  if (meta.noIndex) tags.push('<meta name="robots" content="noindex">');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return tags;
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const OWNED_META =
  /[ \t]*<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+)["']?[^>]*>[ \t]*\r?\n?/gi;
const CANONICAL = /[ \t]*<link\b[^>]*\brel\s*=\s*["']?canonical["']?[^>]*>[ \t]*\r?\n?/gi;
const MARKER = '\u0000themeport-head\u0000';

/**
 * Replaces the title and the tags we own (description, canonical, og:*, twitter:*, robots) in the
 * built index.html. New tags go where the title was, else just before </head>.
 */
export function renderIndexHtml(template: string, meta: PageMeta): string {
  let html = TITLE.test(template) ? template.replace(TITLE, MARKER) : template;
  html = html.replace(OWNED_META, '').replace(CANONICAL, '');
  const tags = headTags(meta).join('\n    ');
  // Function replacers: a '$' in a theme name must not be read as a replacement pattern.
  if (html.includes(MARKER)) return html.replace(MARKER, () => tags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return `${tags}\n${html}`;
}
