import { Marked, type Tokens } from 'marked';
import { escapeHtml, siteHref } from './render-helpers.ts';

/**
 * Markdown of a post body as HTML that is safe to put in the page: raw HTML in the markdown is
 * shown as text, never parsed, and links or images with a script or data scheme are dropped.
 * Site paths in links are rooted at the site's base.
 */
export function renderMarkdown(markdown: string, base: string): string {
  return markedFor(base).parse(markdown, { async: false });
}

const instances = new Map<string, Marked>();

function markedFor(base: string): Marked {
  let marked = instances.get(base);
  if (marked !== undefined) return marked;
  marked = new Marked({
    gfm: true,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const target = siteHref(base, href);
        if (target === '#') return inner;
        const external = /^https?:/i.test(target);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(target)}"${titleAttr}${external ? ' rel="noopener"' : ''}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const src = href.trim();
        // img-src allows our origin and https: only.
        const allowed = /^https:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'));
        if (!allowed) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy" decoding="async">`;
      },
    },
  });
  // A few bases at most (the local path and '/'); keep the map from growing without bound anyway.
  if (instances.size > 1_000) instances.clear();
  instances.set(base, marked);
  return marked;
}
