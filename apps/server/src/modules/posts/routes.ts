import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createPostSchema, updatePostSchema } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody, slotParamSchema } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { BlogPostSchema, BlogPostsResponseSchema, DeletedPostSchema, postParamSchema } from './schemas.ts';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  setPostStatus,
  updatePost,
  type PostDeps,
  type PostTarget,
} from './service.ts';

const tags = ['Blog posts'];
const base = '/api/accounts/{accountId}/slots/{slotId}/posts';
const readErrors = {
  403: json(ErrorSchema, 'Not a member of the account (FORBIDDEN)'),
  404: json(ErrorSchema, "SLOT_NOT_FOUND or POST_NOT_FOUND (another account's are not found)"),
  ...authErrors,
};
const writeErrors = {
  ...readErrors,
  403: json(ErrorSchema, 'Not a member of the account, or a viewer (FORBIDDEN)'),
  409: json(ErrorSchema, 'SLOT_INACTIVE: the site is removed or parked'),
};
const invalid = { 400: json(ErrorSchema, 'Invalid input: the field and its message in `fields`') };
const slugConflict = {
  409: json(ErrorSchema, 'POST_SLUG_TAKEN: another post of the site has the slug; or SLOT_INACTIVE'),
};

const listRoute = createRoute({
  method: 'get',
  path: base,
  middleware: [requireAccount('content:read')],
  tags,
  summary: "The site's own posts, drafts included, newest first (any member)",
  request: { params: slotParamSchema },
  responses: { 200: json(BlogPostsResponseSchema, 'The posts'), ...readErrors },
});

const getRoute = createRoute({
  method: 'get',
  path: `${base}/{postId}`,
  middleware: [requireAccount('content:read')],
  tags,
  summary: 'One post of the site (any member)',
  request: { params: postParamSchema },
  responses: { 200: json(BlogPostSchema, 'The post'), ...readErrors },
});

const createPostRoute = createRoute({
  method: 'post',
  path: base,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Write a new post: a draft unless status is published (owner, admin, editor)',
  description:
    'The slug comes from the title when absent (the next free number is added if the site has it: my-post-2); ' +
    'a slug given that another post of the site has answers 409 POST_SLUG_TAKEN. The body is markdown.',
  request: { params: slotParamSchema, ...jsonBody(createPostSchema) },
  responses: { 201: json(BlogPostSchema, 'Created'), ...invalid, ...writeErrors, ...slugConflict },
});

const updateRoute = createRoute({
  method: 'patch',
  path: `${base}/{postId}`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Change any of title, slug, excerpt, body, author, image, category, tags, date (empty clears)',
  request: { params: postParamSchema, ...jsonBody(updatePostSchema) },
  responses: { 200: json(BlogPostSchema, 'Updated'), ...invalid, ...writeErrors, ...slugConflict },
});

const publishRoute = createRoute({
  method: 'post',
  path: `${base}/{postId}/publish`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Put the post on the live site at once; a post without a date takes today’s',
  request: { params: postParamSchema },
  responses: { 200: json(BlogPostSchema, 'Published'), ...writeErrors },
});

const unpublishRoute = createRoute({
  method: 'post',
  path: `${base}/{postId}/unpublish`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Make the post a draft: gone from the live site and the content API at once',
  request: { params: postParamSchema },
  responses: { 200: json(BlogPostSchema, 'Now a draft'), ...writeErrors },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${base}/{postId}`,
  middleware: [requireAccount('content:write')],
  tags,
  summary: 'Delete the post (soft: deleted_at); Recreate Posts can bring back a theme’s own posts',
  request: { params: postParamSchema },
  responses: { 200: json(DeletedPostSchema, 'Deleted'), ...writeErrors },
});

function target(c: Context<AppEnv>): PostTarget {
  return { accountId: c.get('account').id, slotId: c.req.param('slotId')! };
}

export function registerPostRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  const deps: PostDeps = { db };

  app.openapi(listRoute, async (c) => c.json({ posts: await listPosts(deps, target(c)) }, 200));
  app.openapi(createPostRoute, async (c) => c.json(await createPost(deps, target(c), c.req.valid('json')), 201));
  app.openapi(getRoute, async (c) => c.json(await getPost(deps, target(c), c.req.valid('param').postId), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await updatePost(deps, target(c), c.req.valid('param').postId, c.req.valid('json')), 200),
  );
  app.openapi(publishRoute, async (c) =>
    c.json(await setPostStatus(deps, target(c), c.req.valid('param').postId, 'published'), 200),
  );
  app.openapi(unpublishRoute, async (c) =>
    c.json(await setPostStatus(deps, target(c), c.req.valid('param').postId, 'draft'), 200),
  );
  app.openapi(deleteRoute, async (c) => c.json(await deletePost(deps, target(c), c.req.valid('param').postId), 200));
}
