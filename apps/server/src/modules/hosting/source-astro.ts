import type { SourceFile } from '../../adapters/sites/types.ts';
import { contentLibrary } from './source-content.ts';

// The files of an Astro theme's source: small, real pages that import the content JSON of
// content/ and render it. The generated code avoids template literals so nothing here interpolates.

const baseLayout = `---
import Section from '../components/Section.astro';
import { globalComponents, site } from '../lib/content';

interface Props {
  title: string;
  description?: string;
}
const { title } = Astro.props;
const description = Astro.props.description || site.description;
const design = site.design;
const style = design
  ? ':root{--primary:' + design.colors.primary + ';--accent:' + design.colors.accent + ';--background:' +
    design.colors.background + ';--text:' + design.colors.text + ';--muted:' + design.colors.muted +
    ';--font-heading:' + design.fonts.heading + ';--font-body:' + design.fonts.body + '}'
  : '';
const header = globalComponents.filter((component) => /header/i.test(component.slug + ' ' + component.componentType));
const footer = globalComponents.filter((component) => !header.includes(component));
---
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title}</title>
    <meta name="description" content={description} />
    <style set:html={style}></style>
    <style>
      body { margin: 0; font-family: var(--font-body, system-ui), sans-serif; color: var(--text, #111); background: var(--background, #fff); }
      main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.25rem; }
      h1, h2 { font-family: var(--font-heading, inherit), sans-serif; color: var(--primary, inherit); }
      a { color: var(--accent, #2563eb); }
    </style>
  </head>
  <body>
    {header.map((component) => <Section component={component} />)}
    <main><slot /></main>
    {footer.map((component) => <Section component={component} />)}
  </body>
</html>
`;

const section = `---
import { textFields, type Component } from '../lib/content';

interface Props {
  component: Component;
}
const { component } = Astro.props;
const fields = textFields(component);
const isHeading = (name: string) => ['title', 'heading', 'headline'].includes(name);
---
<Fragment set:html={'<!-- ' + component.location + ' -->'} />
<section data-elid={component.id} class={'section section--' + component.componentType}>
  {fields.map((field) =>
    field.href !== undefined ? <a href={field.href}>{field.value}</a> : isHeading(field.name) ? <h2>{field.value}</h2> : <p>{field.value}</p>,
  )}
</section>
`;

const pageRoute = `---
import Base from '../layouts/Base.astro';
import Section from '../components/Section.astro';
import { componentsFor, staticPages } from '../lib/content';

export function getStaticPaths() {
  return staticPages.map((page) => ({
    params: { path: page.path === '/' ? undefined : page.path.replace(/^\\//, '') },
    props: { page },
  }));
}

const { page } = Astro.props;
---
<Base title={page.title} description={page.description}>
  {componentsFor(page.path).map((component) => <Section component={component} />)}
</Base>
`;

const blogIndex = `---
import Base from '../../layouts/Base.astro';
import { publishedPosts, site } from '../../lib/content';
---
<Base title={'Blog | ' + site.name}>
  <h1>Blog</h1>
  {publishedPosts.length === 0 ? <p>No posts yet.</p> : (
    <ul>
      {publishedPosts.map((post) => (
        <li><a href={'/blog/' + post.slug + '/'}>{post.title}</a><p>{post.description}</p></li>
      ))}
    </ul>
  )}
</Base>
`;

const blogPost = `---
import Base from '../../layouts/Base.astro';
import { paragraphs, publishedPosts } from '../../lib/content';

export function getStaticPaths() {
  return publishedPosts.map((post) => ({ params: { slug: post.slug }, props: { post } }));
}

const { post } = Astro.props;
---
<Base title={post.title} description={post.description}>
  <article>
    <h1>{post.title}</h1>
    {paragraphs(post.content.body).map((text) => <p>{text}</p>)}
  </article>
  <p><a href="/blog/">All posts</a></p>
</Base>
`;

export function astroFiles(): SourceFile[] {
  return [
    {
      path: 'astro.config.mjs',
      content: "import { defineConfig } from 'astro/config';\n\nexport default defineConfig({});\n",
    },
    { path: 'src/lib/content.ts', content: contentLibrary('../../content') },
    { path: 'src/layouts/Base.astro', content: baseLayout },
    { path: 'src/components/Section.astro', content: section },
    { path: 'src/pages/[...path].astro', content: pageRoute },
    { path: 'src/pages/blog/index.astro', content: blogIndex },
    { path: 'src/pages/blog/[slug].astro', content: blogPost },
  ];
}
