import type { SourceFile } from '../../adapters/sites/types.ts';
import { GENERATED_FAVICON_SVG, contentLibrary } from './source-content.ts';

// The files of a Next.js (app router) theme's source: small, real pages that import the content
// JSON of content/ and render it. The generated code avoids template literals so nothing here interpolates.

const section = `import { textFields, type Component } from '../lib/content';

const isHeading = (name: string) => ['title', 'heading', 'headline'].includes(name);

export function Section({ component }: { component: Component }) {
  return (
    <section data-elid={component.id} className={'section section--' + component.componentType}>
      {textFields(component).map((field, index) =>
        field.href !== undefined ? (
          <a key={index} href={field.href}>{field.value}</a>
        ) : isHeading(field.name) ? (
          <h2 key={index}>{field.value}</h2>
        ) : (
          <p key={index}>{field.value}</p>
        ),
      )}
    </section>
  );
}
`;

const layout = `import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Section } from '../components/section';
import { globalComponents, site } from '../lib/content';

export const metadata: Metadata = { title: site.name, description: site.description };

const header = globalComponents.filter((component) => /header/i.test(component.slug + ' ' + component.componentType));
const footer = globalComponents.filter((component) => !header.includes(component));

export default function RootLayout({ children }: { children: ReactNode }) {
  const colors = site.design?.colors;
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: site.design?.fonts.body ?? 'system-ui', color: colors?.text, background: colors?.background }}>
        {header.map((component) => <Section key={component.id} component={component} />)}
        <main style={{ maxWidth: '60rem', margin: '0 auto', padding: '2rem 1.25rem' }}>{children}</main>
        {footer.map((component) => <Section key={component.id} component={component} />)}
      </body>
    </html>
  );
}
`;

const pageRoute = `import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Section } from '../../components/section';
import { componentsFor, site, staticPages } from '../../lib/content';

type Params = Promise<{ path?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return staticPages.map((page) => ({ path: page.path === '/' ? [] : page.path.slice(1).split('/') }));
}

const findPage = (segments: string[] = []) => staticPages.find((page) => page.path === '/' + segments.join('/'));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = findPage((await params).path);
  return page ? { title: page.title, description: page.description || site.description } : {};
}

export default async function Page({ params }: { params: Params }) {
  const page = findPage((await params).path);
  if (!page) notFound();
  return componentsFor(page.path).map((component) => <Section key={component.id} component={component} />);
}
`;

const blogIndex = `import Link from 'next/link';
import { publishedPosts, site } from '../../lib/content';

export const metadata = { title: 'Blog | ' + site.name };

export default function BlogIndex() {
  return (
    <>
      <h1>Blog</h1>
      {publishedPosts.length === 0 ? (
        <p>No posts yet.</p>
      ) : (
        <ul>
          {publishedPosts.map((post) => (
            <li key={post.id}>
              <Link href={'/blog/' + post.slug}>{post.title}</Link>
              <p>{post.description}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
`;

const blogPost = `import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { paragraphs, publishedPosts } from '../../../lib/content';

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return publishedPosts.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const post = publishedPosts.find((candidate) => candidate.slug === slug);
  return post ? { title: post.title, description: post.description || undefined } : {};
}

export default async function BlogPost({ params }: { params: Params }) {
  const { slug } = await params;
  const post = publishedPosts.find((candidate) => candidate.slug === slug);
  if (!post) notFound();
  return (
    <article>
      <h1>{post.title}</h1>
      {paragraphs(post.content.body).map((text, index) => <p key={index}>{text}</p>)}
      <p><Link href="/blog">All posts</Link></p>
    </article>
  );
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'esnext'],
    allowJs: true,
    strict: true,
    noEmit: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    esModuleInterop: true,
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'preserve',
    skipLibCheck: true,
    incremental: true,
    plugins: [{ name: 'next' }],
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
  exclude: ['node_modules'],
};

export function nextFiles(): SourceFile[] {
  return [
    { path: 'next.config.mjs', content: "/** @type {import('next').NextConfig} */\nexport default {};\n" },
    { path: 'tsconfig.json', content: `${JSON.stringify(tsconfig, null, 2)}\n` },
    { path: 'lib/content.ts', content: contentLibrary('../content') },
    { path: 'components/section.tsx', content: section },
    { path: 'app/layout.tsx', content: layout },
    { path: 'app/icon.svg', content: GENERATED_FAVICON_SVG },
    { path: 'app/[[...path]]/page.tsx', content: pageRoute },
    { path: 'app/blog/page.tsx', content: blogIndex },
    { path: 'app/blog/[slug]/page.tsx', content: blogPost },
  ];
}
