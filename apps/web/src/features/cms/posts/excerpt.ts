import type { BlogPost } from '@themeport/core';

const EXCERPT_LENGTH = 160;

/** The post's description, else the start of its body without markdown marks. */
export function excerpt(post: Pick<BlogPost, 'description' | 'content'>): string {
  const source = post.description.trim() || post.content.body;
  const text = source
    .replace(/^\s*(?:[-+*]|\d+\.)\s+/gm, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}
