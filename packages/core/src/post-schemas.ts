// Zod schemas of a site's blog posts (POST/PATCH …/slots/{slotId}/posts), shared by the route and
// the content manager's post editor. Texts and limits are in posts.ts.
import { z } from 'zod';
import { imageAddressProblem } from './image-address.ts';
import {
  POST_AUTHOR_MAX,
  POST_BODY_MAX,
  POST_CATEGORY_MAX,
  POST_DESCRIPTION_MAX,
  POST_SLUG_MAX,
  POST_SLUG_PATTERN,
  POST_STATUSES,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  POST_TEXT,
  POST_TITLE_MAX,
} from './posts.ts';

const title = z
  .string({ error: POST_TEXT.titleRequired })
  .trim()
  .min(1, POST_TEXT.titleRequired)
  .max(POST_TITLE_MAX, POST_TEXT.titleTooLong);

/** A slug as typed: trimmed and lower-cased, then held to the pattern. */
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(POST_SLUG_MAX, POST_TEXT.slugTooLong)
  .regex(POST_SLUG_PATTERN, POST_TEXT.slugInvalid);

const description = z.string().trim().max(POST_DESCRIPTION_MAX, POST_TEXT.descriptionTooLong);

/** Markdown, kept as written (leading spaces can mean code); line endings made \n. */
const body = z
  .string()
  .max(POST_BODY_MAX, POST_TEXT.bodyTooLong)
  .transform((value) => value.replace(/\r\n?/g, '\n'));

/** Optional texts: empty clears the field. */
const author = z.string().trim().max(POST_AUTHOR_MAX, POST_TEXT.authorTooLong);
const category = z.string().trim().max(POST_CATEGORY_MAX, POST_TEXT.categoryTooLong);
const tags = z
  .array(z.string().trim().min(1, POST_TEXT.tagInvalid).max(POST_TAG_MAX, POST_TEXT.tagInvalid))
  .max(POST_TAGS_MAX, POST_TEXT.tooManyTags)
  // The same tag twice is the same tag.
  .transform((list) => [...new Set(list)]);

/**
 * An image of the account's Library, an https address or a path on the site (a theme's own file);
 * empty clears it. The rule every image field shares (image-address.ts); the server checks the
 * Library image is the account's.
 */
const image = z
  .string()
  .trim()
  .refine((value) => imageAddressProblem(value, { sitePaths: true }) === null, POST_TEXT.imageInvalid);

export function isPostImageUrl(value: string): boolean {
  return value.trim() !== '' && imageAddressProblem(value, { sitePaths: true }) === null;
}

/** A date the live site shows (spec content.publish_date): an ISO date or date-time. */
const publishDate = z
  .string()
  .trim()
  .max(40)
  .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'Enter a date such as 2025-03-14.');

/** POST …/posts: a new post, a draft unless `status` says published; the slug comes from the title when absent. */
export const createPostSchema = z
  .object({
    title,
    slug: slug.optional(),
    description: description.optional(),
    body: body.optional(),
    author: author.optional(),
    image: image.optional(),
    category: category.optional(),
    tags: tags.optional(),
    publishDate: publishDate.optional(),
    status: z.enum(POST_STATUSES).optional(),
  })
  .strict();
export type CreatePostInput = z.output<typeof createPostSchema>;

/** PATCH …/posts/{postId}: any of the fields (empty clears an optional one); publishing has its own routes. */
export const updatePostSchema = z
  .object({
    title: title.optional(),
    slug: slug.optional(),
    description: description.optional(),
    body: body.optional(),
    author: author.optional(),
    image: image.optional(),
    category: category.optional(),
    tags: tags.optional(),
    publishDate: publishDate.optional(),
  })
  .strict()
  .refine((value) => Object.values(value).some((v) => v !== undefined), POST_TEXT.nothingToChange);
export type UpdatePostInput = z.output<typeof updatePostSchema>;
