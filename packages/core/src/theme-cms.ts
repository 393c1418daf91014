import { pageFilePath } from './page-url.ts';
import type { Framework } from './themes.ts';
import type { SchemaV2Component } from './template-config.ts';
import { isUuid } from './uuid.ts';

/** spec 001 §5, §8.2 and §9: the theme CMS's texts, word for word. */
export const THEME_CMS_TEXT = {
  requiredFields: 'Please fill in all required fields',
  invalidJson: 'Invalid JSON format',
  cannotFormat: 'Cannot format invalid JSON',
  validationFailed: 'Validation failed: Check component structure',
  noPages: 'No pages found for this theme',
  published: 'Theme published successfully! Components are now ready for client installations.',
  publishFailed: (error: string) => `Failed to publish: ${error}`,
  notFound: 'Theme not found',
  pageNotFound: 'Template page not found',
  pageExists: (name: string) => `A page named ${name} already exists`,
  createPageFailed: (message: string) => `Failed to create page: ${message}`,
  testAccountRequired: 'Please enter a test account ID',
  deleteConfirm: 'Are you sure you want to delete this theme? This will also delete all associated images.',
  deleted: (name: string) => `Theme ${name} deleted successfully`,
  noUser: 'No authenticated user found',
  themeInUse: (sites: number) =>
    `This theme is used by ${sites} site${sites === 1 ? '' : 's'}; it cannot be deleted while a site uses it.`,
  themePurchased: 'This theme has been bought or added by clients; unpublish it instead of deleting it.',
  imageOfAnotherTheme: 'An image in the list belongs to another theme. Upload it again for this theme.',
} as const;

/** spec 001 §9: schema v2 at least; new components are production stage and sort first. */
export const THEME_CMS_DEFAULTS = { minimumSchemaVersion: 2, stage: 'production', sortOrder: 1 } as const;

/** The pseudo-page that holds the global header and footer in the CMS. */
export const GLOBAL_TEMPLATE_PAGE = 'global';

/** spec 001 §5: lower case, only a-z, 0-9 and hyphen kept. */
export function normaliseTemplatePageName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** spec 001 §5: '/' plus the name, index mapping to '/'. */
export function templatePageRoute(name: string): string {
  return name === 'index' ? '/' : `/${name}`;
}

/** spec 001 §5: src/pages/{name}.astro by default (a Next.js theme's page lives in app/{name}/page.tsx). */
export function defaultTemplateFilePath(framework: Framework, name: string): string {
  return pageFilePath(framework, templatePageRoute(name));
}

/** A new theme's version; Publish raises it, so a theme still at it was never published. */
export const FIRST_THEME_VERSION = '1.0.0';

/** spec 001 §4: the third number of a dotted version goes up by one; anything else becomes 1.0.1. */
export function bumpThemeVersion(version: string | null | undefined): string {
  const parts = (version ?? '1.0.0').split('.');
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return '1.0.1';
  return `${parts[0]}.${parts[1]}.${Number(parts[2]) + 1}`;
}

/** spec 001 §9: the ELID comment marking where a component of this type sits. */
export function defaultLocationMarker(componentType: string): string {
  return `<!-- ELID:${componentType} -->`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const newUuid = () => globalThis.crypto.randomUUID();

/**
 * spec 001 §5: fills what may be generated before validation and save — a missing meta.id and
 * missing item uids (new UUIDs), stage 'production' — and leaves everything else as written.
 * Works on a copy; entries that are not objects are left for the validator to name.
 */
export function fillComponentDefaults(components: Record<string, unknown>): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(components)) {
    if (!isRecord(entry)) {
      filled[key] = entry;
      continue;
    }
    const copy = structuredClone(entry);
    if (isRecord(copy.meta)) {
      if (copy.meta.id === undefined || copy.meta.id === '') copy.meta.id = newUuid();
      if (copy.meta.stage === undefined) copy.meta.stage = THEME_CMS_DEFAULTS.stage;
    }
    const items = isRecord(copy.content) ? copy.content.items : undefined;
    if (Array.isArray(items)) {
      for (const item of items) if (isRecord(item) && (item.uid === undefined || item.uid === '')) item.uid = newUuid();
    }
    filled[key] = copy;
  }
  return filled;
}

/**
 * spec 001 §5 component JSON rules, every one broken (not only the first), in the spec's words:
 * 'Component {key} is not an object', '… missing required meta.slug', and so on.
 */
export function componentProblems(components: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(components)) {
    const name = `Component ${key}`;
    if (!isRecord(entry)) {
      problems.push(`${name} is not an object`);
      continue;
    }
    const meta = isRecord(entry.meta) ? entry.meta : {};
    const settings = isRecord(entry.settings) ? entry.settings : {};
    if (typeof meta.slug !== 'string' || meta.slug === '') problems.push(`${name} missing required meta.slug`);
    if (typeof meta.component !== 'string' || meta.component === '')
      problems.push(`${name} missing required meta.component`);
    if (typeof meta.schemaVersion !== 'number' || !(meta.schemaVersion >= THEME_CMS_DEFAULTS.minimumSchemaVersion))
      problems.push(`${name} must use schema version 2 or higher`);
    if (typeof settings.location !== 'string' || settings.location === '')
      problems.push(`${name} missing required settings.location`);
    if (typeof settings.sort_order !== 'number' || !Number.isFinite(settings.sort_order))
      problems.push(`${name} missing required settings.sort_order`);
    if (meta.id !== undefined && (typeof meta.id !== 'string' || !isUuid(meta.id)))
      problems.push(`${name} has invalid UUID format in meta.id`);
    if (entry.content !== undefined && !isRecord(entry.content)) problems.push(`${name} content is not an object`);
    const items = isRecord(entry.content) ? entry.content.items : undefined;
    if (items !== undefined && !Array.isArray(items)) problems.push(`${name} content.items is not a list`);
    if (Array.isArray(items)) {
      items.forEach((item, index) => {
        if (!isRecord(item)) problems.push(`${name} item ${index + 1} is not an object`);
        else if (item.uid !== undefined && (typeof item.uid !== 'string' || !isUuid(item.uid)))
          problems.push(`${name} item ${index + 1} has invalid UUID format in uid`);
      });
    }
  }
  return problems;
}

export type ParsedComponents =
  { ok: true; components: Record<string, SchemaV2Component> } | { ok: false; error: string; problems: string[] };

/**
 * The component JSON of one template page, as the editor and the server read it: an object of
 * components by key (a list is taken with its positions as keys). Defaults are filled, then every
 * rule is checked; `error` is the spec's text for the kind of failure.
 */
export function parseTemplateComponents(text: string): ParsedComponents {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: THEME_CMS_TEXT.invalidJson, problems: [] };
  }
  return checkTemplateComponents(value);
}

export function checkTemplateComponents(value: unknown): ParsedComponents {
  const entries = Array.isArray(value)
    ? Object.fromEntries(value.map((entry, index) => [String(index), entry]))
    : isRecord(value)
      ? value
      : null;
  if (entries === null)
    return {
      ok: false,
      error: THEME_CMS_TEXT.validationFailed,
      problems: ['Components must be an object of components by key'],
    };
  const filled = fillComponentDefaults(entries);
  const problems = componentProblems(filled);
  if (problems.length > 0) return { ok: false, error: THEME_CMS_TEXT.validationFailed, problems };
  return { ok: true, components: filled as unknown as Record<string, SchemaV2Component> };
}

/** Format button: two-space JSON, or the spec's refusal. */
export function formatComponentJson(text: string): { ok: true; text: string } | { ok: false; error: string } {
  try {
    return { ok: true, text: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { ok: false, error: THEME_CMS_TEXT.cannotFormat };
  }
}

/** A new component skeleton with the spec's defaults, for the editor's 'Add component'. */
export function componentSkeleton(componentType: string, pageLocation: string, sortOrder: number): SchemaV2Component {
  const slug = componentType.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return {
    meta: {
      id: newUuid(),
      slug,
      component: componentType,
      file: `src/components/${componentType}.astro`,
      stage: THEME_CMS_DEFAULTS.stage,
      schemaVersion: THEME_CMS_DEFAULTS.minimumSchemaVersion,
    },
    content: { title: { value: '', elementType: 'h2' } },
    settings: {
      location: pageLocation,
      sort_order: sortOrder,
      commentXPath: `//comment()[contains(., 'ELID:${slug}')]`,
    },
  };
}

/** A theme as the admin table and modal read it (GET /api/admin/themes). */
export interface AdminTheme {
  id: string;
  name: string;
  slug: string;
  description: string;
  longDescription: string;
  images: string[];
  previewUrl: string | null;
  demoUrl: string | null;
  framework: Framework;
  /** Cents. */
  price: number;
  features: string[];
  industry: { category: string; type: string };
  version: string;
  published: boolean;
  pageCount: number;
  sitesUsing: number;
  /** The working copy changed after the last publish: clients do not have it yet. */
  unpublishedChanges: boolean;
  createdAt: string;
  updatedAt: string;
  lastUpdated: string;
}

export interface TemplatePageSummary {
  name: string;
  title: string;
  path: string;
  route: string;
  filePath: string;
  status: 'draft' | 'published';
  isDynamic: boolean;
  componentCount: number;
}

export interface ThemeCmsView {
  theme: AdminTheme;
  pages: TemplatePageSummary[];
  globalComponentCount: number;
}

export interface InstallationTestResult {
  ok: boolean;
  account: { id: string; name: string };
  /** The template pages the CMS lists, drafts included. */
  templatePages: number;
  /** The titles of the draft pages: listed by the CMS, not installed. */
  draftPages: string[];
  /** The pages installed: the published ones. */
  pages: number;
  components: number;
  posts: number;
  rendered: { path: string; status: number; bytes: number }[];
  message: string;
}
