import type { SourceFile } from '../../adapters/sites/types.ts';
import { SITE_BRIDGE_HELPER_PATH } from '@themeport/core';
import { astroContentLibrary } from './source-astro-lib.ts';
import { GENERATED_FAVICON_SVG } from './source-content.ts';

// The files of an Astro theme's source. The site reads its content from Themeport's content API
// when it is built (src/lib/themeport.ts) and marks what it renders as the local site host does
// (data-elid on each component's root, data-field, data-uid, the ELID comment), so the visual
// editor works on it. The generated code avoids template literals so nothing here interpolates.

/** Pinned: astro 6 and later need Node 22; 5.18 runs on Node 18.20.8, 20.3+ and 22. */
export const ASTRO_VERSION = '5.18.2';
export const MARKED_VERSION = '18.2.1';

/** Where the editor helper is served on the site's Themeport origin (the other end of packages/site-bridge). */
export const EDITOR_HELPER_PATH = SITE_BRIDGE_HELPER_PATH;

/** The addresses a site's build defaults to; the content key is never among them. */
export interface AstroSiteUrls {
  /** The public content API of this site: `{PUBLIC_URL}/api/sites/{id}/content`. */
  contentApi: string;
  /** The site's own Themeport origin (`http://{id}.sites.localhost:3000`), serving the editor helper. */
  themeport: string;
}

const astroConfig = (urls: AstroSiteUrls) => `import { defineConfig, envField } from 'astro/config';

// Themeport's content API is read when the site is built. THEMEPORT_SITE_KEY is the site's read key:
// set it in .env (never committed) or in the build environment. The addresses below are this
// site's; set the variables to override them.
export default defineConfig({
  env: {
    schema: {
      THEMEPORT_SITE_KEY: envField.string({ context: 'server', access: 'secret' }),
      THEMEPORT_CONTENT_URL: envField.string({
        context: 'server',
        access: 'public',
        url: true,
        default: ${JSON.stringify(urls.contentApi)},
      }),
      THEMEPORT_URL: envField.string({
        context: 'server',
        access: 'public',
        url: true,
        default: ${JSON.stringify(urls.themeport)},
      }),
    },
  },
});
`;

const envExample = (urls: AstroSiteUrls) =>
  [
    '# Copy to .env (git ignores it) and set the read key shown under Content API in the content manager.',
    'THEMEPORT_SITE_KEY=',
    '# Optional: where the content and the editor helper come from (these are the defaults).',
    `# THEMEPORT_CONTENT_URL=${urls.contentApi}`,
    `# THEMEPORT_URL=${urls.themeport}`,
    '',
  ].join('\n');

const tsconfig = `{
  "extends": "astro/tsconfigs/strict",
  "include": [".astro/types.d.ts", "**/*"],
  "exclude": ["dist"]
}
`;

const baseLayout = (layout: string) => `---
import { THEMEPORT_URL } from 'astro:env/server';
import Section from '../components/Section.astro';
import { globalComponents, type Context } from '../lib/themeport';
import '../styles/site.css';

interface Props {
  ctx: Context;
  title: string;
  description?: string;
  pageClass: string;
  noindex?: boolean;
}
const { ctx, title, pageClass, noindex } = Astro.props;
const { site } = ctx.content;
const description = Astro.props.description || site.description || '';
const { before, after } = globalComponents(ctx.content);
const helper = THEMEPORT_URL.replace(/\\/+$/, '') + ${JSON.stringify(EDITOR_HELPER_PATH)};
---
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>{title}</title>
    <meta name="description" content={description} />
    {noindex && <meta name="robots" content="noindex" />}
    <meta property="og:title" content={title} />
    <meta property="og:description" content={description} />
    <meta property="og:site_name" content={site.name} />
    <script is:inline src={helper} defer></script>
  </head>
  <body class={${JSON.stringify(`layout-${layout} `)} + pageClass}>
    <a class="skip-link" href="#main">Skip to content</a>
    {before.map((component) => <Section component={component} ctx={ctx} />)}
    <main id="main"><slot /></main>
    {after.map((component) => <Section component={component} ctx={ctx} />)}
  </body>
</html>
`;

const field = `---
import { formatDate, isoDate, linkTarget, markdown, type Context } from '../lib/themeport';

// One content field by its element type, marked with data-field for the visual editor.
interface Props {
  ctx: Context;
  name: string;
  value: string;
  elementType: string;
  class?: string;
}
const { ctx, name, value, elementType } = Astro.props;
const className = Astro.props.class;
const Tag = ['h1', 'h2', 'h3', 'h4', 'cite', 'span', 'address'].includes(elementType) ? elementType : 'p';
---
{elementType === 'a' ? (
  <a class={className ?? 'btn btn-primary'} href={linkTarget(ctx, value)} data-field={name}>{value}</a>
) : elementType === 'button' ? (
  <button type="button" class={className ?? 'btn btn-primary'} data-field={name}>{value}</button>
) : elementType === 'blockquote' ? (
  <blockquote class={className} data-field={name}><p>{value}</p></blockquote>
) : elementType === 'time' ? (
  <time class={className} datetime={isoDate(value)} data-field={name}>{formatDate(value)}</time>
) : elementType === 'article' ? (
  <article class={className ?? 'prose'} data-field={name} set:html={markdown(value)} />
) : (
  <Tag class={className} data-field={name}>{value}</Tag>
)}
`;

const postCard = `---
import { excerpt, formatDate, isoDate, postDate, postHref, type Post } from '../lib/themeport';

interface Props {
  post: Post;
}
const { post } = Astro.props;
const summary = post.description || excerpt(post.content.body ?? '');
---
<li>
  <article class="card post-card">
    <div class="meta"><time datetime={isoDate(postDate(post))}>{formatDate(postDate(post))}</time></div>
    <h3><a href={postHref(post)}>{post.title}</a></h3>
    {summary && <p>{summary}</p>}
    <a class="more" href={postHref(post)} aria-label={'Read more: ' + post.title}>Read more →</a>
  </article>
</li>
`;

const section = `---
import Field from './Field.astro';
import PostCard from './PostCard.astro';
import {
  actionHref,
  componentKind,
  elidComment,
  fieldsOf,
  itemsOf,
  linkTarget,
  normalizePath,
  pageHref,
  siteHref,
  text,
  type Component,
  type Context,
} from '../lib/themeport';

// One component instance: its ELID location comment, then a <section> carrying its id (data-elid)
// for the visual editor, laid out by its kind; anything else renders field by field.
interface Props {
  component: Component;
  ctx: Context;
}
const { component, ctx } = Astro.props;
const kind = componentKind(component);
const content = component.data.content ?? {};
const items = itemsOf(content);
const role = kind === 'site-header' ? 'banner' : kind === 'site-footer' ? 'contentinfo' : undefined;
const heading = text(ctx, content, 'heading');
const current = ctx.post !== undefined ? '/blog' : ctx.currentPath;
const posts = kind === 'related-posts' ? ctx.content.posts.filter((post) => post.id !== ctx.post?.id).slice(0, 3) : ctx.content.posts;
const headings = fieldsOf(ctx, content).filter((field) => /^h[1-4]$/.test(field.elementType));
const rest = fieldsOf(ctx, content).filter((field) => !/^h[1-4]$/.test(field.elementType));
const HERO_FIELDS = ['title', 'subtitle', 'ctaLabel', 'secondaryLabel', 'ctaHref', 'secondaryHref'];
const links = items
  .map((item) => ({ uid: item.uid, label: text(ctx, item, 'label'), href: text(ctx, item, 'href') || '/' }))
  .filter((link) => link.label !== '');
---
<Fragment set:html={elidComment(component)} />
<section data-elid={component.id} class={'c-' + kind} role={role}>
  {kind === 'site-header' ? (
    <div class="wrap site-bar">
      <a class="logo" href="/"><span class="logo-mark" aria-hidden="true"></span><span data-field="logoText">{text(ctx, content, 'logoText') || ctx.content.site.name}</span></a>
      {links.length > 0 && (
        <nav class="nav" aria-label="Main">
          <ul>
            {links.map((link) => (
              <li data-uid={link.uid}><a href={siteHref(link.href)} aria-current={normalizePath(link.href) === current ? 'page' : undefined} data-field="label">{link.label}</a></li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  ) : kind === 'site-footer' ? (
    <div class="wrap footer-bar">
      <p data-field="copyright">{text(ctx, content, 'copyright') || '© ' + ctx.content.site.name}</p>
      <ul class="footer-links">
        {links.map((link) => <li data-uid={link.uid}><a href={siteHref(link.href)} data-field="label">{link.label}</a></li>)}
        {text(ctx, content, 'email') && <li><a href={linkTarget(ctx, text(ctx, content, 'email'))} data-field="email">{text(ctx, content, 'email')}</a></li>}
      </ul>
    </div>
  ) : kind === 'hero' ? (
    <div class="wrap hero-inner">
      <div class="hero-copy">
        <h1 data-field="title">{text(ctx, content, 'title') || ctx.content.site.name}</h1>
        {text(ctx, content, 'subtitle') && <p class="lead" data-field="subtitle">{text(ctx, content, 'subtitle')}</p>}
        <div class="actions">
          {text(ctx, content, 'ctaLabel') && (
            <a class="btn btn-primary" href={text(ctx, content, 'ctaHref') ? siteHref(text(ctx, content, 'ctaHref')) : actionHref(ctx)} data-field="ctaLabel">{text(ctx, content, 'ctaLabel')}</a>
          )}
          {text(ctx, content, 'secondaryLabel') && (
            <a class="btn btn-ghost" href={text(ctx, content, 'secondaryHref') ? siteHref(text(ctx, content, 'secondaryHref')) : (pageHref(ctx, /about/i) ?? '#main')} data-field="secondaryLabel">{text(ctx, content, 'secondaryLabel')}</a>
          )}
        </div>
        {fieldsOf(ctx, content, HERO_FIELDS).map((field) => <Field ctx={ctx} name={field.key} value={field.value} elementType={field.elementType} />)}
      </div>
    </div>
  ) : kind === 'page-header' || kind === 'post-header' ? (
    <div class={kind === 'post-header' ? 'narrow' : 'wrap'}>
      {kind === 'post-header' && <a class="back" href={pageHref(ctx, /^\\/blog$/) ?? '/blog'}>← All posts</a>}
      {headings.map((field) => <Field ctx={ctx} name={field.key} value={field.value} elementType={field.elementType} />)}
      {kind === 'page-header' ? (
        rest.map((field) => <Field ctx={ctx} name={field.key} value={field.value} elementType={field.elementType} class={field.key === 'subtitle' ? 'lead' : undefined} />)
      ) : rest.length > 0 && (
        <div class="meta">{rest.map((field) => <Field ctx={ctx} name={field.key} value={field.value} elementType={field.elementType} />)}</div>
      )}
    </div>
  ) : kind === 'post-body' ? (
    <div class="narrow">
      {fieldsOf(ctx, content).map((field) => <Field ctx={ctx} name={field.key} value={field.value} elementType="article" />)}
    </div>
  ) : (
    <div class="wrap section generic">
      {heading && <div class="section-head"><h2 data-field="heading">{heading}</h2></div>}
      {fieldsOf(ctx, content, ['heading']).map((field) => (
        <Field ctx={ctx} name={field.key} value={field.value} elementType={field.elementType} />
      ))}
      {kind === 'post-list' || kind === 'related-posts' ? (
        posts.length === 0 ? <p class="empty">No posts yet. Check back soon.</p> : <ul class="grid">{posts.map((post) => <PostCard post={post} />)}</ul>
      ) : items.length > 0 && (
        <ul class="grid">
          {items.map((item) => (
            <li class="card" data-uid={item.uid}>
              {text(ctx, item, 'label') && text(ctx, item, 'href') ? (
                <a href={siteHref(text(ctx, item, 'href'))} data-field="label">{text(ctx, item, 'label')}</a>
              ) : (
                fieldsOf(ctx, item).map((field) => <Field ctx={ctx} name={field.key} value={field.value} elementType={field.elementType} />)
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )}
</section>
`;

const pageRoute = `---
import Base from '../layouts/Base.astro';
import PostCard from '../components/PostCard.astro';
import Section from '../components/Section.astro';
import { componentsOf, formatDate, loadContent, markdown, postDate, siteRoutes, type Route } from '../lib/themeport';

// Every page and post of the site, read from the content API when the site is built.
export async function getStaticPaths() {
  const content = await loadContent();
  return siteRoutes(content).map((route) => ({
    params: { path: route.path === '/' ? undefined : route.path.slice(1) },
    props: { route },
  }));
}

interface Props {
  route: Route;
}
const { route } = Astro.props;
const content = await loadContent();
const post = route.kind === 'post' ? route.post : undefined;
const ctx = { content, post, currentPath: route.path };
const page = route.kind === 'blog-index' ? undefined : route.page;
const components = componentsOf(content, page);
const fillName = (value: string) => value.replaceAll('{site.name}', content.site.name);
const title =
  route.kind === 'page'
    ? fillName(route.page.title || route.page.name || content.site.name)
    : route.kind === 'post'
      ? route.page?.title.includes('{title}') ? fillName(route.page.title.replaceAll('{title}', route.post.title)) : route.post.title
      : 'Blog – ' + content.site.name;
const description = route.kind === 'page' ? fillName(route.page.description) : route.kind === 'post' ? route.post.description : '';
const slug = route.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
const pageClass = route.kind === 'post' ? 'page-post' : 'page-' + (slug || 'home');
---
<Base ctx={ctx} title={title} description={description} pageClass={pageClass}>
  {components.length > 0 ? (
    components.map((component) => <Section component={component} ctx={ctx} />)
  ) : route.kind === 'post' ? (
    <>
    <section class="c-post-header">
      <div class="narrow">
        <a class="back" href="/blog">← All posts</a>
        <h1>{route.post.title}</h1>
        <div class="meta"><time>{formatDate(postDate(route.post))}</time></div>
      </div>
    </section>
    <section class="c-post-body"><div class="narrow"><article class="prose" set:html={markdown(route.post.content.body ?? '')} /></div></section>
    </>
  ) : route.kind === 'blog-index' ? (
    <>
    <section class="c-page-header"><div class="wrap"><h1>Blog</h1></div></section>
    <section class="c-post-list"><div class="wrap section"><ul class="grid">{content.posts.map((item) => <PostCard post={item} />)}</ul></div></section>
    </>
  ) : (
    <section class="c-page-header"><div class="wrap"><h1>{route.page.title || route.page.name}</h1></div></section>
  )}
</Base>
`;

const notFound = `---
import Base from '../layouts/Base.astro';
import { loadContent } from '../lib/themeport';

const content = await loadContent();
const ctx = { content, post: undefined, currentPath: '' };
---
<Base ctx={ctx} title={'Page not found – ' + content.site.name} pageClass="page-not-found" noindex>
  <div class="wrap not-found">
    <p class="code" aria-hidden="true">404</p>
    <h1>Page not found</h1>
    <p class="lead">Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
    <div class="actions"><a class="btn btn-primary" href="/">Back to home</a></div>
  </div>
</Base>
`;

/** The README's part on running, building and editing an Astro site. */
export function astroReadme(urls: AstroSiteUrls): string[] {
  return [
    '## Run it',
    '',
    '```sh',
    'cp .env.example .env   # then set THEMEPORT_SITE_KEY',
    'npm install',
    'npm run dev            # a local preview',
    'npm run build          # the production build, in dist/',
    '```',
    '',
    '## Content',
    '',
    "The pages, components and blog posts you edit in Themeport are read from Themeport's content API",
    'when the site is built (`src/lib/themeport.ts`), so a rebuild shows your latest edits. The build reads:',
    '',
    "- `THEMEPORT_SITE_KEY` (required): the site's read key, shown under Content API in the content manager.",
    "  Keep it in `.env` (git ignores it) or in your host's build settings, never in the repository.",
    `- \`THEMEPORT_CONTENT_URL\`: the content API, by default ${urls.contentApi}`,
    `- \`THEMEPORT_URL\`: the site's Themeport origin, by default ${urls.themeport}; the pages load the visual`,
    `  editor's helper from \`${EDITOR_HELPER_PATH}\` there.`,
    '',
    '`content/` holds a copy of the content as it was at the last export, for reference and history: the',
    "build does not read it. `src/styles/site.css` is the theme's look (colours and fonts).",
    '',
    '## Visual editor',
    '',
    "Themeport's visual editor finds what to edit by the markers the pages carry: an `<!-- ELID:page/component -->`",
    "comment before each component, `data-elid` (the component's id) on its root element, `data-field` (the",
    'content key) on each field and `data-uid` on each list item. Keep them when you change the markup.',
    '',
  ];
}

/** The Astro theme's files; `look` is the local host's stylesheet and layout for the theme's design. */
export function astroFiles(urls: AstroSiteUrls, look: { stylesheet: string; layout: string }): SourceFile[] {
  return [
    { path: 'astro.config.mjs', content: astroConfig(urls) },
    { path: '.env.example', content: envExample(urls) },
    { path: 'tsconfig.json', content: tsconfig },
    { path: 'src/lib/themeport.ts', content: astroContentLibrary },
    { path: 'src/styles/site.css', content: `${look.stylesheet}\n` },
    { path: 'src/layouts/Base.astro', content: baseLayout(look.layout) },
    { path: 'src/components/Field.astro', content: field },
    { path: 'src/components/PostCard.astro', content: postCard },
    { path: 'src/components/Section.astro', content: section },
    { path: 'src/pages/[...path].astro', content: pageRoute },
    { path: 'src/pages/404.astro', content: notFound },
    { path: 'public/favicon.svg', content: GENERATED_FAVICON_SVG },
  ];
}
