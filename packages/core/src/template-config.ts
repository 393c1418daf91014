/** spec 001 §3 Template config and spec 000 §3 editable component schema v2. */
export interface ComponentContentField {
  value: string;
  relativePath?: string;
  matchType?: string;
  cssClasses?: string[];
  elementType?: string;
  /** An image field's alt text (issue 22: the automated check asks for it). */
  alt?: string;
}

export interface ComponentContentItem {
  uid: string;
  [field: string]: unknown;
}

export interface SchemaV2Component {
  meta: {
    id: string;
    slug: string;
    component: string;
    file: string;
    stage: string;
    schemaVersion: number;
  };
  content: Record<string, ComponentContentField | ComponentContentItem[]> & { items?: ComponentContentItem[] };
  settings: {
    location: string;
    sort_order: number;
    rootLocation?: string;
    commentXPath?: string;
  };
}

export type TemplatePageStatus = 'published' | 'draft';

export interface TemplatePage {
  name: string;
  path: string;
  title: string;
  status: TemplatePageStatus;
  is_dynamic: boolean;
  /** Where the page's source lives; the framework's default for the path when absent. */
  file_path?: string;
  components: Record<string, SchemaV2Component>;
}

/** The theme's look, used by the local site host to render a site (optional: older configs have none). */
export interface TemplateDesign {
  colors: { primary: string; accent: string; background: string; text: string; muted: string };
  fonts: { heading: string; body: string };
  /** How the home hero and sections are arranged. */
  layout: 'classic' | 'centered' | 'split';
}

export interface TemplateConfig {
  schemaVersion: 1;
  design?: TemplateDesign;
  pages: TemplatePage[];
  globalComponents: Record<string, SchemaV2Component>;
  installationConfig: {
    createDefaultPages: boolean;
    preserveExistingData: boolean;
    requiredPlugins: string[];
    postInstallTasks: string[];
  };
  metadata: {
    themeVersion: string;
    createdAt: string;
    lastModified: string;
    minimumSchemaVersion: number;
  };
}

/** A new theme's template config: no pages yet, schema v2 components, version 1.0.0 (spec 001 §3). */
export function emptyTemplateConfig(now: Date): TemplateConfig {
  const at = now.toISOString();
  return {
    schemaVersion: 1,
    pages: [],
    globalComponents: {},
    installationConfig: {
      createDefaultPages: true,
      preserveExistingData: true,
      requiredPlugins: [],
      postInstallTasks: [],
    },
    metadata: { themeVersion: '1.0.0', createdAt: at, lastModified: at, minimumSchemaVersion: 2 },
  };
}

/** spec 000 §5, one reason per rule, named by the data path it is about. */
export const SCHEMA_V2_PROBLEMS = {
  notObject: { path: 'data', message: 'data must be an object with meta, content and settings' },
  metaId: { path: 'data.meta.id', message: 'meta.id must be text' },
  schemaVersion: { path: 'data.meta.schemaVersion', message: 'meta.schemaVersion must be a number of 2 or more' },
  slug: { path: 'data.meta.slug', message: 'meta.slug must be text' },
  location: { path: 'data.settings.location', message: 'settings.location must be text' },
  sortOrder: { path: 'data.settings.sort_order', message: 'settings.sort_order must be a non-zero number' },
  itemUid: { path: 'data.content.items', message: 'every item must have a text uid' },
} as const;
export type SchemaV2Problem = (typeof SCHEMA_V2_PROBLEMS)[keyof typeof SCHEMA_V2_PROBLEMS];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * spec 000 §5: a schema v2 component is valid only if meta.id is text, schemaVersion is a number
 * of 2 or more, slug is text, settings.location is text, sort_order is a non-zero number, and
 * every item has a text uid. Answers the first rule broken, or null when valid.
 */
export function schemaV2Problem(value: unknown): SchemaV2Problem | null {
  const p = SCHEMA_V2_PROBLEMS;
  if (!isRecord(value) || !isRecord(value.meta) || !isRecord(value.settings)) return p.notObject;
  const { meta, settings } = value;
  if (typeof meta.id !== 'string') return p.metaId;
  if (typeof meta.schemaVersion !== 'number' || !(meta.schemaVersion >= 2)) return p.schemaVersion;
  if (typeof meta.slug !== 'string') return p.slug;
  if (typeof settings.location !== 'string') return p.location;
  if (typeof settings.sort_order !== 'number' || settings.sort_order === 0 || Number.isNaN(settings.sort_order))
    return p.sortOrder;
  if (value.content !== undefined && !isRecord(value.content)) return p.notObject;
  const items = isRecord(value.content) ? value.content.items : undefined;
  if (items === undefined) return null;
  const ok = Array.isArray(items) && items.every((item) => isRecord(item) && typeof item.uid === 'string');
  return ok ? null : p.itemUid;
}

/** spec 000 §5 schema v2 validity (schemaV2Problem gives the reason). */
export function isValidSchemaV2Component(value: unknown): value is SchemaV2Component {
  return schemaV2Problem(value) === null;
}
