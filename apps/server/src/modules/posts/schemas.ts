import { z } from '@hono/zod-openapi';
import { slotParamSchema, uuidParam } from '../../http/schemas.ts';
import {
  POST_STATUSES,
  type BlogPost,
  type BlogPostsResponse,
  type DeletedPostResponse,
  type RecreatePostsResponse,
} from '@themeport/core';

/** OpenAPI shapes of the post answers; the compile-time checks below keep them equal to @themeport/core. */
export const BlogPostContentSchema = z
  .object({
    body: z.string().openapi({ description: 'Markdown' }),
    type: z.literal('markdown'),
    version: z.string(),
    author: z.string().optional(),
    image: z.string().optional(),
    category: z.string().optional(),
    tags: z.array(z.string()).optional(),
    publish_date: z.string().optional().openapi({ description: 'The date the live site shows' }),
    status: z.enum(POST_STATUSES).optional().openapi({ description: 'Kept equal to the post’s status' }),
  })
  .openapi('BlogPostContent');

export const BlogPostSchema = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    slug: z.string().openapi({ example: 'my-first-post', description: 'Unique among the site’s posts' }),
    title: z.string(),
    description: z.string().openapi({ description: 'spec description/excerpt' }),
    content: BlogPostContentSchema,
    status: z.enum(POST_STATUSES).openapi({ description: 'Only published posts are on the live site' }),
    publishedAt: z.string().nullable().openapi({ format: 'date-time', description: 'First published; null if never' }),
    originalPostId: z
      .string()
      .nullable()
      .openapi({ description: "The theme's template post it was copied from; null for the client's own" }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('BlogPost');

export const BlogPostsResponseSchema = z.object({ posts: z.array(BlogPostSchema) }).openapi('BlogPostsResponse');

export const RecreatePostsResponseSchema = z
  .object({
    posts: z.array(BlogPostSchema),
    added: z.number().int().openapi({ description: 'Template posts the site had no copy of, copied afresh' }),
    restored: z
      .number()
      .int()
      .openapi({ description: 'Deleted copies of template posts, brought back with their edits' }),
  })
  .openapi('RecreatePostsResponse');

export const DeletedPostSchema = z.object({ success: z.literal(true), post: BlogPostSchema }).openapi('DeletedPost');

export const postParamSchema = slotParamSchema.extend({ postId: uuidParam('postId') });

// Compile-time checks that the OpenAPI shapes match the shared types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const checks: [
  Same<z.infer<typeof BlogPostSchema>, BlogPost>,
  Same<z.infer<typeof BlogPostsResponseSchema>, BlogPostsResponse>,
  Same<z.infer<typeof RecreatePostsResponseSchema>, RecreatePostsResponse>,
  Same<z.infer<typeof DeletedPostSchema>, DeletedPostResponse>,
] = [true, true, true, true];
void checks;
