// A site's blog posts in the content manager (spec 000 §2 Content tab, §3 Blog post, §8 Content
// manager and site): the shape the API answers with, the limits, the slug rule and the spec's texts.
// The zod schemas are in post-schemas.ts, so screens that only show posts do not carry zod.
import { IMAGE_ADDRESS_TEXT } from './image-address.ts';
import type { BlogPostContent, SitePage } from './sites.ts';

export const POST_STATUSES = ['published', 'draft'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 100;
export const POST_DESCRIPTION_MAX = 500;
/** Markdown characters: a long article is some 60,000; this leaves room without letting a body grow without end. */
export const POST_BODY_MAX = 100_000;
export const POST_AUTHOR_MAX = 100;
export const POST_CATEGORY_MAX = 100;
export const POST_TAG_MAX = 50;
export const POST_TAGS_MAX = 20;

/** Lower-case letters and digits in words joined by single hyphens: 'my-first-post'. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const POST_TEXT = {
  // spec 000 §8 Content manager and site.
  saved: 'Post saved successfully!',
  saveFailed: 'Failed to save post',
  pagesRecreated: 'Successfully recreated subscription pages!',
  pagesRecreateFailed: 'Failed to recreate subscription pages',
  postsRecreated: 'Successfully recreated subscription posts!',
  postsRecreateFailed: 'Failed to recreate subscription posts',
  // spec 000 §2 Pages panel.
  noPages: 'No pages found. Click "Recreate Pages" to restore them from the theme template.',
  // Ours, in the same voice.
  created: 'Post created as a draft.',
  published: 'Post published: it is on the live site now.',
  unpublished: 'Post unpublished: it is no longer on the live site.',
  deleted: 'Post deleted.',
  publishFailed: 'Failed to publish post',
  unpublishFailed: 'Failed to unpublish post',
  deleteFailed: 'Failed to delete post',
  confirmDelete: (title: string) =>
    `Delete the post “${title}”? It disappears from the live site. "Recreate Posts" brings back the theme's own posts, not this one's edits.`,
  notFound: 'Post not found',
  titleRequired: 'Give the post a title.',
  titleTooLong: `Keep the title under ${POST_TITLE_MAX} characters.`,
  slugInvalid: 'Use lower-case letters, digits and single hyphens in the slug, such as my-first-post.',
  slugTooLong: `Keep the slug under ${POST_SLUG_MAX} characters.`,
  slugTaken: (slug: string) => `Another post on this site already uses the slug "${slug}". Choose another slug.`,
  descriptionTooLong: `Keep the excerpt under ${POST_DESCRIPTION_MAX} characters.`,
  bodyTooLong: `The post is too long: keep it under ${POST_BODY_MAX.toLocaleString('en-US')} characters of text.`,
  authorTooLong: `Keep the author under ${POST_AUTHOR_MAX} characters.`,
  categoryTooLong: `Keep the category under ${POST_CATEGORY_MAX} characters.`,
  tagInvalid: `Each tag is 1 to ${POST_TAG_MAX} characters.`,
  tooManyTags: `At most ${POST_TAGS_MAX} tags.`,
  imageInvalid: IMAGE_ADDRESS_TEXT.invalidOrSitePath,
  nothingToChange: 'Nothing to change.',
} as const;

/** A site's own post as the content manager sees it (drafts included). */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  /** spec: description/excerpt. */
  description: string;
  content: BlogPostContent;
  status: PostStatus;
  /** When it was first published (the live site's date); null for a post never published. */
  publishedAt: string | null;
  /** The theme's template post it was copied from; null for the client's own posts. */
  originalPostId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET …/posts, POST …/posts/recreate. */
export interface BlogPostsResponse {
  posts: BlogPost[];
}

/** POST …/posts/recreate: the site's posts afterwards, and what the recreate did. */
export interface RecreatePostsResponse extends BlogPostsResponse {
  /** Template posts the site had no copy of: copied afresh. */
  added: number;
  /** Deleted copies of template posts: brought back with their edits. */
  restored: number;
}

/** POST …/pages/recreate: the site's pages afterwards, and what the recreate did. */
export interface RecreatePagesResponse {
  pages: SitePage[];
  added: number;
  restored: number;
}

/**
 * What a Recreate Pages or Recreate Posts did, in words: the spec's success text (spec 000 §8) and
 * the counts when something came back; when the site already had everything, it says that instead
 * of claiming a recreate.
 */
export function recreatedMessage(what: 'pages' | 'posts', done: { added: number; restored: number }): string {
  if (done.added === 0 && done.restored === 0) {
    return what === 'pages'
      ? 'Nothing to restore: every template page is here. Your edited pages are kept.'
      : 'Nothing to restore: every template post is here. Your edited posts are kept.';
  }
  const success = what === 'pages' ? POST_TEXT.pagesRecreated : POST_TEXT.postsRecreated;
  const counts = [done.added > 0 ? `Added ${done.added}` : null, done.restored > 0 ? `restored ${done.restored}` : null]
    .filter((part) => part !== null)
    .join(', ');
  return `${success} ${counts.charAt(0).toUpperCase()}${counts.slice(1)}.`;
}

/** DELETE …/posts/{postId}. */
export interface DeletedPostResponse {
  success: true;
  post: BlogPost;
}

/**
 * A slug from a title: accents dropped, lower case, anything else a hyphen, at most
 * POST_SLUG_MAX characters ('Crème brûlée, 2 ways!' → 'creme-brulee-2-ways'); 'post' when nothing is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, POST_SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The slug with a number on the end ('my-post-2'), still within POST_SLUG_MAX. */
export function numberedSlug(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, POST_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
