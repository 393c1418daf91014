// The content helpers both framework themes share: they import the content JSON of content/ and
// pick what a page shows. Generated code, so no template literals inside it.

/** src/lib/content.ts (Astro) or lib/content.ts (Next.js), importing the JSON from contentDir. */
export function contentLibrary(contentDir: string): string {
  return `import site from '${contentDir}/site.json';
import pages from '${contentDir}/pages.json';
import components from '${contentDir}/components.json';
import posts from '${contentDir}/posts.json';

export { site, pages, posts };

export type Component = (typeof components)[number];

const bySortOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;

/** The components of one page (by path), in order; 'global' ones are the header and footer. */
export function componentsFor(pagePath: string): Component[] {
  return components.filter((component) => component.pagePath === pagePath).sort(bySortOrder);
}

export const globalComponents = components.filter((component) => component.pagePath === 'global').sort(bySortOrder);

/** Pages built as their own route (the blog has routes of its own). */
export const staticPages = pages.filter(
  (page) => page.status === 'published' && !page.isDynamic && page.path !== '/blog' && !page.path.startsWith('/blog/'),
);

export const publishedPosts = posts.filter((post) => (post.content.status ?? 'published') === 'published');

export interface TextField {
  name: string;
  value: string;
  /** Set for a list item with a label and an href: a link. */
  href?: string;
}

const valueOf = (field: unknown): string | undefined =>
  typeof field === 'string' ? field : field && typeof field === 'object' && 'value' in field ? String(field.value) : undefined;

/** A schema v2 component's text fields, and its list items' text fields (label + href as a link), in order. */
export function textFields(component: Component): TextField[] {
  const fields: TextField[] = [];
  for (const [name, field] of Object.entries(component.data.content ?? {})) {
    if (!Array.isArray(field)) {
      const value = valueOf(field);
      if (value !== undefined) fields.push({ name, value });
      continue;
    }
    for (const item of field as Record<string, unknown>[]) {
      const href = valueOf(item.href);
      const label = valueOf(item.label);
      if (href !== undefined && label !== undefined) {
        fields.push({ name: 'link', value: label, href });
        continue;
      }
      for (const [key, value] of Object.entries(item)) {
        const text = key === 'uid' ? undefined : valueOf(value);
        if (text !== undefined) fields.push({ name: key, value: text });
      }
    }
  }
  return fields;
}

/** Markdown body as paragraphs (headings lose their # marks): enough for a starter theme. */
export function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\\n{2,}/)
    .map((block) => block.replace(/^#+\\s*/, '').trim())
    .filter((block) => block.length > 0);
}
`;
}

/**
 * The generated repositories' icon (Astro's public/favicon.svg, Next.js's app/icon.svg): without
 * one the browser asks for /favicon.ico, which a static host answers 404 in the visitor's console.
 */
export const GENERATED_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/></svg>\n';
