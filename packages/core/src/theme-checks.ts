import { schemaV2Problem, type TemplateConfig } from './template-config.ts';

// Issue 22: the automated check a developer runs before submitting and the reviewer reads. Each
// template page is rendered by the real site renderer (the server installs the theme into a
// throwaway account, as the installation test does); these pure rules read the result. Shopify's
// bar (notes/sellers.md §3.6) is the model: performance and accessibility before a person looks.

/**
 * What one page may weigh, in bytes, by kind. JS follows Shopify's advice (≤ 16 KB minified);
 * HTML and CSS leave room for a long page; images are the largest part of most pages.
 */
export const THEME_PAGE_BUDGET = {
  html: 100 * 1024,
  css: 60 * 1024,
  js: 16 * 1024,
  images: 1_500 * 1024,
} as const;
export type WeightKind = keyof typeof THEME_PAGE_BUDGET;

/** Above this share of a budget, the check warns before it fails. */
export const BUDGET_WARNING_SHARE = 0.8;

export const THEME_CHECK_IDS = ['install', 'schema', 'links', 'images', 'headings', 'weight'] as const;
export type ThemeCheckId = (typeof THEME_CHECK_IDS)[number];

export const THEME_CHECK_LABELS: Record<ThemeCheckId, string> = {
  install: 'Every template page renders',
  schema: 'Components are valid schema v2',
  links: 'No broken internal links',
  images: 'Images have alt text',
  headings: 'Headings in order',
  weight: 'Page weight within budget',
};

export type CheckStatus = 'pass' | 'warning' | 'fail';
export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = { pass: 'Pass', warning: 'Warning', fail: 'Must fix' };

export interface CheckFinding {
  level: 'warning' | 'fail';
  /** What is wrong and how to fix it. */
  message: string;
  /** Where: the page and component, or the listing. */
  where: string;
}

export interface ThemeCheckResult {
  id: ThemeCheckId;
  label: string;
  status: CheckStatus;
  findings: CheckFinding[];
}

export interface PageWeight {
  html: number;
  css: number;
  js: number;
  images: number;
}

export interface ThemeCheckReport {
  checkedAt: string;
  /** A failed check blocks the submission. */
  blocking: boolean;
  checks: ThemeCheckResult[];
  pages: { path: string; status: number; weight: PageWeight }[];
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export const THEME_CHECK_TEXT = {
  notRendered: (path: string, status: number) =>
    `The page did not render (status ${status}). Open Preview to see it, then fix its components in Template Pages.`,
  draftsLeftOut: (titles: string[]) =>
    `Draft pages are not installed and were not checked: ${titles.join(', ')}. Publish page in Template Pages to include them.`,
  schema: (problem: string) => `${problem}. Fix it in the component JSON and press Save.`,
  brokenLink: (href: string) =>
    `The link to ${href} goes nowhere: no page of the theme answers it. Change the link, or add a page at ${href} in Template Pages.`,
  imageNoAlt: (src: string) =>
    `The image ${src} has no alt attribute. Give the field an "alt" text describing the image.`,
  fieldNoAlt: (field: string) =>
    `The image field “${field}” has no alt text. Add "alt": "…" to the field, describing the image (screen readers read it).`,
  noH1: 'The page has no main heading (h1). Give its first section a heading with elementType "h1".',
  manyH1: (count: number) => `The page has ${count} main headings (h1). Keep one h1 and make the others h2.`,
  skippedHeading: (from: number, to: number, text: string) =>
    `The heading “${text}” (h${to}) follows an h${from}: a level is skipped. Use h${from + 1}.`,
  overBudget: (kind: WeightKind, bytes: number) =>
    `${kind.toUpperCase()} weighs ${kb(bytes)}, over the budget of ${kb(THEME_PAGE_BUDGET[kind])}. Remove or shrink what the page loads.`,
  nearBudget: (kind: WeightKind, bytes: number) =>
    `${kind.toUpperCase()} weighs ${kb(bytes)}, close to the budget of ${kb(THEME_PAGE_BUDGET[kind])}.`,
  unmeasured: (srcs: string[]) =>
    `${srcs.length} image${srcs.length === 1 ? ' is' : 's are'} hosted elsewhere and could not be weighed (${srcs.slice(0, 3).join(', ')}${srcs.length > 3 ? ', …' : ''}). Upload images to the theme so their weight counts.`,
} as const;

// ── Reading a rendered page ───────────────────────────────────────────────────────────────────

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const stripTags = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return null;
  return decode(match[1] ?? match[2] ?? match[3] ?? '');
}

/** Which component (data-elid) a position of the page falls in: the last section opened before it. */
function componentAt(html: string, index: number): string | null {
  const before = html.slice(0, index);
  const at = before.lastIndexOf('data-elid="');
  if (at < 0) return null;
  const close = before.lastIndexOf('</section>');
  if (close > at) return null;
  return before.slice(at + 'data-elid="'.length, before.indexOf('"', at + 'data-elid="'.length));
}

export interface PageLink {
  href: string;
  elid: string | null;
}
export interface PageImage {
  src: string;
  alt: string | null;
  elid: string | null;
}
export interface PageHeading {
  level: number;
  text: string;
  elid: string | null;
}

export interface PageAnatomy {
  links: PageLink[];
  images: PageImage[];
  headings: PageHeading[];
  /** Bytes of inline <style> and the addresses of linked stylesheets. */
  inlineCss: number;
  stylesheets: string[];
  inlineJs: number;
  scripts: string[];
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** What a rendered page links to, shows and loads, each with the component it sits in. */
export function readPage(html: string): PageAnatomy {
  const links: PageLink[] = [];
  for (const match of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(match[0], 'href');
    if (href !== null) links.push({ href, elid: componentAt(html, match.index) });
  }
  const images: PageImage[] = [];
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    images.push({
      src: attribute(match[0], 'src') ?? '',
      alt: attribute(match[0], 'alt'),
      elid: componentAt(html, match.index),
    });
  }
  const headings: PageHeading[] = [];
  for (const match of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    headings.push({ level: Number(match[1]), text: stripTags(match[2]!), elid: componentAt(html, match.index) });
  }
  let inlineCss = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineCss += byteLength(match[1]!);
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter((match) => /rel\s*=\s*["']?stylesheet/i.test(match[0]))
    .map((match) => attribute(match[0], 'href') ?? '')
    .filter(Boolean);
  let inlineJs = 0;
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(`<script ${match[1]}>`, 'src');
    if (src) scripts.push(src);
    // JSON data blocks are not code the browser runs.
    else if (!/type\s*=\s*["']?application\/(ld\+)?json/i.test(match[1]!)) inlineJs += byteLength(match[2]!);
  }
  return { links, images, headings, inlineCss, stylesheets, inlineJs, scripts };
}

/**
 * The site path an href points at, or null when it leaves the site or stays on the page: other
 * schemes (https:, mailto:, tel:), protocol-relative hosts and fragments are not internal links.
 */
export function internalPath(href: string): string | null {
  const value = href.trim();
  if (value === '' || value.startsWith('#') || value.startsWith('//')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (!value.startsWith('/')) return null;
  const path = value.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : '/';
}

// ── The report ────────────────────────────────────────────────────────────────────────────────

export interface RenderedPageInput {
  path: string;
  /** The page's title, to say where a problem is. */
  title: string;
  status: number;
  html: string;
}

export interface CheckInput {
  config: Pick<TemplateConfig, 'pages' | 'globalComponents'>;
  /** Why the theme cannot be installed at all (no pages, only drafts, a failed install), or null. */
  installProblem: string | null;
  drafts: string[];
  pages: RenderedPageInput[];
  /** Whether the site answers a path with a page (the renderer's own routing). */
  resolves: (path: string) => boolean;
  /** Bytes of a loaded file (image, stylesheet, script) by its address; null when it cannot be weighed. */
  assetBytes: (src: string) => number | null;
  /** '{page} › {component}' of a rendered component (data-elid), to say where. */
  componentName: (elid: string) => string | null;
  now?: Date;
}

const IMAGE_TYPES = new Set(['img', 'image', 'picture']);

function statusOf(findings: CheckFinding[]): CheckStatus {
  if (findings.some((finding) => finding.level === 'fail')) return 'fail';
  return findings.length > 0 ? 'warning' : 'pass';
}

function schemaFindings(config: CheckInput['config']): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const entries = [
    ...Object.entries(config.globalComponents).map(([key, value]) => ({ where: `Global › ${key}`, value })),
    ...config.pages.flatMap((page) =>
      Object.entries(page.components).map(([key, value]) => ({ where: `${page.title} › ${key}`, value })),
    ),
  ];
  for (const { where, value } of entries) {
    const problem = schemaV2Problem(value);
    if (problem) findings.push({ level: 'fail', message: THEME_CHECK_TEXT.schema(problem.message), where });
  }
  return findings;
}

/** Image fields of the components that carry a picture but no alt text (the renderer writes `alt` from the field). */
function fieldAltFindings(config: CheckInput['config']): CheckFinding[] {
  const findings: CheckFinding[] = [];
  const visit = (where: string, content: unknown) => {
    if (!content || typeof content !== 'object') return;
    for (const [key, field] of Object.entries(content as Record<string, unknown>)) {
      if (Array.isArray(field)) {
        field.forEach((item, index) => visit(`${where} › ${key} ${index + 1}`, item));
        continue;
      }
      if (!field || typeof field !== 'object') continue;
      const { value, elementType, alt } = field as { value?: unknown; elementType?: unknown; alt?: unknown };
      const isImage = typeof elementType === 'string' && IMAGE_TYPES.has(elementType.toLowerCase());
      if (isImage && typeof value === 'string' && value.trim() !== '' && !(typeof alt === 'string' && alt.trim()))
        findings.push({ level: 'fail', message: THEME_CHECK_TEXT.fieldNoAlt(key), where });
    }
  };
  for (const [key, component] of Object.entries(config.globalComponents)) visit(`Global › ${key}`, component.content);
  for (const page of config.pages)
    for (const [key, component] of Object.entries(page.components)) visit(`${page.title} › ${key}`, component.content);
  return findings;
}

function headingFindings(page: RenderedPageInput, headings: PageHeading[], where: (elid: string | null) => string) {
  const findings: CheckFinding[] = [];
  const h1s = headings.filter((heading) => heading.level === 1);
  if (h1s.length === 0) findings.push({ level: 'warning', message: THEME_CHECK_TEXT.noH1, where: where(null) });
  if (h1s.length > 1)
    findings.push({ level: 'warning', message: THEME_CHECK_TEXT.manyH1(h1s.length), where: where(h1s[1]!.elid) });
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1)
      findings.push({
        level: 'warning',
        message: THEME_CHECK_TEXT.skippedHeading(previous.level, heading.level, heading.text),
        where: where(heading.elid),
      });
  });
  return findings;
}

function weightOf(page: RenderedPageInput, anatomy: PageAnatomy, input: CheckInput) {
  const sum = (srcs: string[]) => srcs.reduce((total, src) => total + (input.assetBytes(src) ?? 0), 0);
  const imageSrcs = [...new Set(anatomy.images.map((image) => image.src).filter(Boolean))];
  const weight: PageWeight = {
    html: byteLength(page.html),
    css: anatomy.inlineCss + sum(anatomy.stylesheets),
    js: anatomy.inlineJs + sum(anatomy.scripts),
    images: sum(imageSrcs),
  };
  const unmeasured = imageSrcs.filter((src) => input.assetBytes(src) === null);
  return { weight, unmeasured };
}

/** Every rule over the rendered pages and the working copy: the report a submission carries. */
export function buildCheckReport(input: CheckInput): ThemeCheckReport {
  const found: Record<ThemeCheckId, CheckFinding[]> = {
    install: [],
    schema: schemaFindings(input.config),
    links: [],
    images: fieldAltFindings(input.config),
    headings: [],
    weight: [],
  };
  if (input.installProblem)
    found.install.push({ level: 'fail', message: input.installProblem, where: 'Template Pages' });
  if (input.drafts.length > 0)
    found.install.push({
      level: 'warning',
      message: THEME_CHECK_TEXT.draftsLeftOut(input.drafts),
      where: 'Template Pages',
    });

  const pages: ThemeCheckReport['pages'] = [];
  for (const page of input.pages) {
    const pageName = `${page.title} (${page.path})`;
    const where = (elid: string | null) => {
      const component = elid ? input.componentName(elid) : null;
      return component ? `${pageName} › ${component}` : pageName;
    };
    if (page.status !== 200) {
      found.install.push({
        level: 'fail',
        message: THEME_CHECK_TEXT.notRendered(page.path, page.status),
        where: pageName,
      });
      pages.push({ path: page.path, status: page.status, weight: { html: 0, css: 0, js: 0, images: 0 } });
      continue;
    }
    const anatomy = readPage(page.html);
    const broken = new Set<string>();
    for (const link of anatomy.links) {
      const path = internalPath(link.href);
      if (path === null || broken.has(`${path}|${link.elid}`) || input.resolves(path)) continue;
      broken.add(`${path}|${link.elid}`);
      found.links.push({ level: 'fail', message: THEME_CHECK_TEXT.brokenLink(path), where: where(link.elid) });
    }
    for (const image of anatomy.images)
      if (image.alt === null)
        found.images.push({ level: 'fail', message: THEME_CHECK_TEXT.imageNoAlt(image.src), where: where(image.elid) });
    found.headings.push(...headingFindings(page, anatomy.headings, where));
    const { weight, unmeasured } = weightOf(page, anatomy, input);
    for (const kind of Object.keys(THEME_PAGE_BUDGET) as WeightKind[]) {
      const budget = THEME_PAGE_BUDGET[kind];
      if (weight[kind] > budget)
        found.weight.push({ level: 'fail', message: THEME_CHECK_TEXT.overBudget(kind, weight[kind]), where: pageName });
      else if (weight[kind] > budget * BUDGET_WARNING_SHARE)
        found.weight.push({
          level: 'warning',
          message: THEME_CHECK_TEXT.nearBudget(kind, weight[kind]),
          where: pageName,
        });
    }
    if (unmeasured.length > 0)
      found.weight.push({ level: 'warning', message: THEME_CHECK_TEXT.unmeasured(unmeasured), where: pageName });
    pages.push({ path: page.path, status: page.status, weight });
  }

  const checks = THEME_CHECK_IDS.map((id) => ({
    id,
    label: THEME_CHECK_LABELS[id],
    status: statusOf(found[id]),
    findings: found[id],
  }));
  return {
    checkedAt: (input.now ?? new Date()).toISOString(),
    blocking: checks.some((check) => check.status === 'fail'),
    checks,
    pages,
  };
}

/** The first blocking finding in words, for the server's refusal. */
export function blockingSummary(report: ThemeCheckReport): string | null {
  const failed = report.checks.flatMap((check) => check.findings.filter((finding) => finding.level === 'fail'));
  if (failed.length === 0) return null;
  const first = failed[0]!;
  const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : '';
  return `Cannot submit: ${first.where}: ${first.message}${more}`;
}
