// The blog's layouts: the index lists the site's own posts; a post page fills its components
// from the post (placeholders such as {post.title}) and renders its markdown body.
import { renderMarkdown } from './markdown.ts';
import { fieldAttr, imageLoading, pageHref, sectionHead, tag, text, type Renderer } from './render-fields.ts';
import { escapeHtml, excerpt, formatDate, hasPlaceholder, isoDate } from './render-helpers.ts';
import type { PostView, RenderContext } from './render-types.ts';

export function postHref(ctx: Pick<RenderContext, 'base'>, post: Pick<PostView, 'slug'>): string {
  return `${ctx.base}blog/${encodeURIComponent(post.slug)}`;
}

function postDate(post: PostView): string {
  const iso = isoDate(post.publishedAt);
  return `<time${iso ? ` datetime="${iso}"` : ''}>${escapeHtml(formatDate(post.publishedAt))}</time>`;
}

function postCard(ctx: RenderContext, post: PostView): string {
  const href = escapeHtml(postHref(ctx, post));
  const summary = post.description || excerpt(post.content.body ?? '');
  return (
    `<li><article class="card post-card"><div class="meta">${postDate(post)}` +
    (post.content.category
      ? `<span class="dot" aria-hidden="true">•</span><span>${escapeHtml(post.content.category)}</span>`
      : '') +
    `</div><h3><a href="${href}">${escapeHtml(post.title)}</a></h3>` +
    (summary ? `<p>${escapeHtml(summary)}</p>` : '') +
    `<a class="more" href="${href}" aria-label="Read more: ${escapeHtml(post.title)}">Read more →</a></article></li>`
  );
}

/** The blog index lists the site's own posts (the component's sample items are for the editor). */
export const postList: Renderer = (content, ctx) => {
  const posts = ctx.site.posts;
  const list =
    posts.length === 0
      ? `<p class="empty">No posts yet. Check back soon.</p>`
      : `<ul class="grid">${posts.map((post) => postCard(ctx, post)).join('')}</ul>`;
  return `<div class="wrap section">${sectionHead(content, ctx, 'intro')}${list}</div>`;
};

export const postHeader: Renderer = (content, ctx) => {
  const post = ctx.post;
  const title = text(ctx, content, 'title') || post?.title || '';
  const author = text(ctx, content, 'author');
  const date = text(ctx, content, 'date');
  const blog = pageHref(ctx, /^\/blog$/) ?? `${ctx.base}blog`;
  const image = post?.content.image?.trim() ?? '';
  const imageOk = /^https:\/\//i.test(image) || (image.startsWith('/') && !image.startsWith('//'));
  const iso = isoDate(post?.publishedAt ?? date);
  const meta = [
    date && !hasPlaceholder(date)
      ? `<time${iso ? ` datetime="${iso}"` : ''}${fieldAttr('date')}>${escapeHtml(date)}</time>`
      : '',
    author && !hasPlaceholder(author) ? `<span${fieldAttr('author')}>By ${escapeHtml(author)}</span>` : '',
  ].filter(Boolean);
  return (
    `<div class="narrow"><a class="back" href="${escapeHtml(blog)}">← All posts</a>` +
    (post?.content.category ? `<div class="eyebrow">${escapeHtml(post.content.category)}</div>` : '') +
    tag('h1', 'title', title) +
    (meta.length > 0 ? `<div class="meta">${meta.join('<span class="dot" aria-hidden="true">•</span>')}</div>` : '') +
    (imageOk ? `<figure class="cover"><img src="${escapeHtml(image)}" alt="" ${imageLoading(ctx)}></figure>` : '') +
    `</div>`
  );
};

// '{post.content.body}' is filled with the post's markdown, rendered without raw HTML.
export const postBody: Renderer = (content, ctx) =>
  `<div class="narrow"><article class="prose"${fieldAttr('body')}>${renderMarkdown(text(ctx, content, 'body'), ctx.base)}</article></div>`;

export const relatedPosts: Renderer = (content, ctx) => {
  const others = ctx.site.posts.filter((post) => post.id !== ctx.post?.id).slice(0, 3);
  const blog = pageHref(ctx, /^\/blog$/) ?? `${ctx.base}blog`;
  const list =
    others.length === 0
      ? `<p><a href="${escapeHtml(blog)}">← Back to all posts</a></p>`
      : `<ul class="grid">${others.map((post) => postCard(ctx, post)).join('')}</ul>`;
  return `<div class="wrap section">${sectionHead(content, ctx)}${list}</div>`;
};
