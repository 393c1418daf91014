import {
  POST_TEXT,
  SITE_TEXT,
  numberedSlug,
  slugify,
  type BlogPost,
  type BlogPostContent,
  type CreatePostInput,
  type DeletedPostResponse,
  type PostStatus,
  type UpdatePostInput,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { BlogPostRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { assertLibraryImages } from '../media/index.ts';
import {
  insertPost,
  selectPost,
  selectPostRows,
  selectSiteForPosts,
  slugInUse,
  updatePostRow,
  type PostScope,
} from './queries.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

export interface PostDeps {
  db: Database;
}

/** The account and site the route names (the guard checked the membership). */
export interface PostTarget {
  accountId: string;
  slotId: string;
}

/**
 * A post is live when its status column says published and its content does not say draft (a
 * theme's template may mark a sample post draft in its content): what the live site shows.
 */
export function postStatus(row: Pick<BlogPostRow, 'status' | 'content'>): PostStatus {
  return row.status === 'published' && row.content?.status !== 'draft' ? 'published' : 'draft';
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  const status = postStatus(row);
  const contentDate = Date.parse(row.content?.publish_date ?? '');
  const publishedAt =
    row.publishedAt?.toISOString() ??
    (status === 'published' ? (Number.isNaN(contentDate) ? row.createdAt : new Date(contentDate)).toISOString() : null);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    status,
    publishedAt,
    originalPostId: row.originalPostId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const postNotFound = () => new AppError('POST_NOT_FOUND', 404, POST_TEXT.notFound);
const slugTaken = (slug: string) =>
  new AppError('POST_SLUG_TAKEN', 409, POST_TEXT.slugTaken(slug), { slug: POST_TEXT.slugTaken(slug) });

async function siteScope(db: Database, target: PostTarget, lock = false) {
  const site = await selectSiteForPosts(db, target, { lock });
  if (!site) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
  return { scope: { accountId: target.accountId, siteId: site.id } satisfies PostScope, site };
}

/**
 * Runs a write on an active site inside a transaction that holds the site's row, so two writes to
 * one site's posts (two new posts with one title, say) take turns and slugs stay unique; the live
 * site is refreshed afterwards. A removed or parked site's posts wait for its restore (409).
 */
async function writeOnSite<T>(
  { db }: PostDeps,
  target: PostTarget,
  write: (tx: Database, scope: PostScope) => Promise<T>,
): Promise<T> {
  const { result, siteId } = await db.transaction(async (tx) => {
    const { scope, site } = await siteScope(tx, target, true);
    if (site.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.noThemeAssigned);
    return { result: await write(tx, scope), siteId: scope.siteId };
  });
  notifySiteChanged(siteId);
  return result;
}

export async function listPosts({ db }: PostDeps, target: PostTarget): Promise<BlogPost[]> {
  const { scope } = await siteScope(db, target);
  return (await selectPostRows(db, scope)).map(toBlogPost);
}

export async function getPost({ db }: PostDeps, target: PostTarget, id: string): Promise<BlogPost> {
  const { scope } = await siteScope(db, target);
  const row = await selectPost(db, scope, id);
  if (!row) throw postNotFound();
  return toBlogPost(row);
}

type ContentFields = Pick<UpdatePostInput, 'author' | 'image' | 'category' | 'tags' | 'publishDate' | 'body'>;

/** The content with the given fields set; an empty text or list removes the optional field. */
function withFields(content: BlogPostContent, fields: ContentFields): BlogPostContent {
  const next: BlogPostContent = { ...content };
  if (fields.body !== undefined) next.body = fields.body;
  const optional = {
    author: fields.author,
    image: fields.image,
    category: fields.category,
    tags: fields.tags,
    publish_date: fields.publishDate,
  } as const;
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string | string[] | undefined][]) {
    if (value === undefined) continue;
    if (value.length === 0) delete next[key];
    else (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** A free slug for a title: the title's own, else numbered ('my-post-2', …). */
async function freeSlug(tx: Database, scope: PostScope, title: string): Promise<string> {
  const base = slugify(title);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : numberedSlug(base, n);
    if (!(await slugInUse(tx, scope, candidate))) return candidate;
  }
}

/**
 * A new post of the site, a draft unless asked to be published. A slug given and taken is refused
 * (409); one derived from the title takes the next free number instead.
 */
export async function createPost(deps: PostDeps, target: PostTarget, input: CreatePostInput): Promise<BlogPost> {
  return writeOnSite(deps, target, async (tx, scope) => {
    let slug = input.slug;
    if (slug === undefined) slug = await freeSlug(tx, scope, input.title);
    else if (await slugInUse(tx, scope, slug)) throw slugTaken(slug);
    if (input.image) await assertLibraryImages(tx, scope.accountId, { image: input.image });
    const status = input.status ?? 'draft';
    const now = new Date();
    let content = withFields({ body: '', type: 'markdown', version: '1.0' }, input);
    content = { ...content, status };
    if (status === 'published' && content.publish_date === undefined) content.publish_date = now.toISOString();
    const row = await insertPost(tx, {
      accountId: scope.accountId,
      siteId: scope.siteId,
      isTemplate: false,
      slug,
      title: input.title,
      description: input.description ?? '',
      content,
      status,
      publishedAt: status === 'published' ? now : null,
    });
    return toBlogPost(row);
  });
}

/** Changes the given fields; a new slug must be free on the site. */
export async function updatePost(
  deps: PostDeps,
  target: PostTarget,
  id: string,
  { title, slug, description, ...fields }: UpdatePostInput,
): Promise<BlogPost> {
  return writeOnSite(deps, target, async (tx, scope) => {
    const current = await selectPost(tx, scope, id, { lock: true });
    if (!current) throw postNotFound();
    if (slug !== undefined && slug !== current.slug && (await slugInUse(tx, scope, slug, id))) throw slugTaken(slug);
    // A Library image must be the account's; the one already there is kept as it is.
    if (fields.image && fields.image !== current.content.image)
      await assertLibraryImages(tx, scope.accountId, { image: fields.image });
    const row = await updatePostRow(tx, scope, id, {
      ...(title === undefined ? {} : { title }),
      ...(slug === undefined ? {} : { slug }),
      ...(description === undefined ? {} : { description }),
      content: withFields(current.content, fields),
    });
    if (!row) throw postNotFound();
    return toBlogPost(row);
  });
}

/**
 * Publish puts the post on the live site: the status column and the content's status say so, and a
 * post without a date takes today's (the date the site shows); the first publication is kept.
 * Unpublish makes it a draft again: gone from the site, dates kept for a later publish.
 */
export async function setPostStatus(
  deps: PostDeps,
  target: PostTarget,
  id: string,
  status: PostStatus,
): Promise<BlogPost> {
  return writeOnSite(deps, target, async (tx, scope) => {
    const current = await selectPost(tx, scope, id, { lock: true });
    if (!current) throw postNotFound();
    const now = new Date();
    const content: BlogPostContent = { ...current.content, status };
    if (status === 'published' && Number.isNaN(Date.parse(content.publish_date ?? '')))
      content.publish_date = now.toISOString();
    const row = await updatePostRow(tx, scope, id, {
      status,
      content,
      ...(status === 'published' && current.publishedAt === null ? { publishedAt: now } : {}),
    });
    if (!row) throw postNotFound();
    return toBlogPost(row);
  });
}

/** Soft delete (deleted_at): gone from the list and the site; Recreate Posts can bring back a theme's post. */
export async function deletePost(deps: PostDeps, target: PostTarget, id: string): Promise<DeletedPostResponse> {
  return writeOnSite(deps, target, async (tx, scope) => {
    const current = await selectPost(tx, scope, id, { lock: true });
    if (!current) throw postNotFound();
    const row = await updatePostRow(tx, scope, id, { deletedAt: new Date() });
    if (!row) throw postNotFound();
    return { success: true as const, post: toBlogPost(row) };
  });
}
