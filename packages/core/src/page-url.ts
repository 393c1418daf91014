import type { Framework } from './themes.ts';

// A page's address on its site, one rule for Astro and Next.js themes (docs/decisions/027).
// Every place that makes a page URL uses it: the visual editor, Preview Live, the site host, the
// theme CMS preview and the installation test.

/** The fields a page's address is read from (spec 000 §3 Page: path, file_path, route). */
export interface PageAddressSource {
  route?: string | null;
  filePath?: string | null;
  path?: string | null;
}

const APP_PAGE_FILE = /^page\.(tsx|jsx|ts|js|mdx)$/;
const PAGES_FILE_EXTENSION = /\.(astro|md|mdx|html|tsx|jsx|ts|js)$/;
const SOURCE_DIRECTORY = /^(src\/)?(app|pages)\//;

/** '/blog/', 'about', '//a//b' → '/blog', '/about', '/a/b'; the home page is '/'. */
export function normalizePagePath(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** A segment that is a parameter, not a word of the address: [slug], [...slug], [[...slug]]. */
export function isDynamicSegment(segment: string): boolean {
  return /^\[{1,2}(\.\.\.)?[^\]/]+\]{1,2}$/.test(segment);
}

/** '/blog/[slug]' has no single address: the page serves many (the isDynamic pages). */
export function hasDynamicSegment(path: string): boolean {
  return path.split('/').some(isDynamicSegment);
}

/**
 * The address a framework's file-system router gives a source file, or null when the file is not
 * a page. Astro: src/pages/about.astro → /about, index → its folder. Next.js app router:
 * app/…/page.tsx (.jsx, .js, .ts, .mdx) → /…, route groups '(marketing)' and slots '@modal'
 * dropped, private '_folders' not routed. Next.js pages router: pages/about.tsx → /about,
 * pages/blog/index.tsx → /blog; '_app', '_document' (and Astro's '_'-files) and pages/api are not
 * pages. Dynamic segments stay as written ('/blog/[slug]').
 */
export function pageRouteFromFile(filePath: string): string | null {
  const file = filePath
    .trim()
    .replace(/\\/g, '/')
    .replace(/^\.?\/+/, '');
  const app = /^(?:src\/)?app\/(.*)$/.exec(file);
  if (app) {
    const parts = app[1]!.split('/');
    const name = parts.pop()!;
    if (!APP_PAGE_FILE.test(name) || parts.some((part) => part.startsWith('_'))) return null;
    return normalizePagePath(parts.filter((part) => !/^\(.*\)$/.test(part) && !part.startsWith('@')).join('/'));
  }
  const pages = /^(?:src\/)?pages\/(.*)$/.exec(file);
  if (!pages) return null;
  const extension = PAGES_FILE_EXTENSION.exec(pages[1]!);
  if (!extension) return null;
  const parts = pages[1]!.slice(0, -extension[0].length).split('/');
  if (parts.some((part) => part.startsWith('_'))) return null;
  if (parts[0] === 'api' && /^\.[jt]sx?$/.test(extension[0])) return null;
  if (parts.at(-1) === 'index') parts.pop();
  return normalizePagePath(parts.join('/'));
}

/** A value in a route or path field that is really a source file ('src/pages/about.astro'). */
function isSourceFile(value: string): boolean {
  const file = value.replace(/^\.?\/+/, '');
  return SOURCE_DIRECTORY.test(file) && PAGES_FILE_EXTENSION.test(file);
}

/**
 * The page's address on its site ('/', '/about', '/blog/[slug]'): its route, else the address of
 * its file path (pageRouteFromFile), else its path. The route comes first because it is what the
 * site serves for both frameworks; spec 000 §5 reads the file path first, which only works for
 * Astro (docs/decisions/027). A dynamic page keeps its parameters: callers check isDynamic.
 */
export function pageAddress(page: PageAddressSource): string {
  const route = page.route?.trim();
  if (route) {
    const fromFile = isSourceFile(route) ? pageRouteFromFile(route) : undefined;
    if (fromFile !== null) return fromFile ?? normalizePagePath(route);
  }
  const filePath = page.filePath?.trim();
  const fromFile = filePath ? pageRouteFromFile(filePath) : null;
  if (fromFile !== null) return fromFile;
  const path = page.path?.trim() ?? '';
  return (isSourceFile(path) ? pageRouteFromFile(path) : null) ?? normalizePagePath(path);
}

/** Where a page at an address lives in a theme: '/about' → src/pages/about.astro or app/about/page.tsx. */
export function pageFilePath(framework: Framework, address: string): string {
  const segments = normalizePagePath(address).slice(1);
  if (framework === 'astro') return `src/pages/${segments || 'index'}.astro`;
  return segments ? `app/${segments}/page.tsx` : 'app/page.tsx';
}
