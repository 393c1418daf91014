/** spec 001 §3 Template config and spec 000 §3 editable component schema v2. */
export interface ComponentContentField {
  value: string;
  relativePath?: string;
  matchType?: string;
  cssClasses?: string[];
  elementType?: string;
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

/**
 * spec 000 §5: a schema v2 component is valid only if meta.id is text, schemaVersion is a number
 * of 2 or more, slug is text, settings.location is text, sort_order is a non-zero number, and
 * every item has a text uid.
 */
export function isValidSchemaV2Component(value: unknown): value is SchemaV2Component {
  if (!isRecord(value) || !isRecord(value.meta) || !isRecord(value.settings)) return false;
  const { meta, settings } = value;
  if (typeof meta.id !== 'string' || typeof meta.slug !== 'string') return false;
  if (typeof meta.schemaVersion !== 'number' || meta.schemaVersion < 2) return false;
  if (typeof settings.location !== 'string') return false;
  if (typeof settings.sort_order !== 'number' || settings.sort_order === 0 || Number.isNaN(settings.sort_order))
    return false;
  const items = isRecord(value.content) ? value.content.items : undefined;
  if (items === undefined) return true;
  return Array.isArray(items) && items.every((item) => isRecord(item) && typeof item.uid === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
