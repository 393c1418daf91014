import { and, asc, eq, isNull } from 'drizzle-orm';
import { FRAMEWORK_LABELS, type SitePage, type SitePost, type TemplateDesign } from '@themeport/core';
import { NETLIFY_BUILD } from '../../adapters/sites/netlify-github.ts';
import type { HostedTheme, SourceFile } from '../../adapters/sites/types.ts';
import type { Database } from '../../db/client.ts';
import { blogPosts, componentInstances, sitePages, type ComponentInstanceRow } from '../../db/schema.ts';
import { resolveDesign, siteStylesheet, toSitePage, toSitePost } from '../site-host/index.ts';
import { ASTRO_VERSION, MARKED_VERSION, astroFiles, astroReadme, type AstroSiteUrls } from './source-astro.ts';
import { nextFiles } from './source-next.ts';

/** What a site's source tree is made of: the site, its theme, and its own (not deleted) content. */
export interface SiteSource {
  site: { id: string; name: string; description: string };
  theme: HostedTheme & { version: string; design: TemplateDesign | null };
  pages: SitePage[];
  components: SourceComponent[];
  posts: SitePost[];
  /** Where an Astro site's build reads its content and loads the editor helper from (no key). */
  urls: AstroSiteUrls;
}

export interface SourceComponent {
  id: string;
  componentType: string;
  componentName: string;
  slug: string;
  pagePath: string;
  location: string;
  sortOrder: number;
  version: number;
  data: ComponentInstanceRow['data'];
}

function toSourceComponent(row: ComponentInstanceRow): SourceComponent {
  return {
    id: row.id,
    componentType: row.componentType,
    componentName: row.componentName,
    slug: row.slug,
    pagePath: row.pagePath,
    location: row.location,
    sortOrder: row.sortOrder,
    version: row.version,
    data: row.data,
  };
}

/**
 * The site's own pages, components and posts in a stable order: what the live site shows, so
 * deleted rows, draft pages and draft posts stay out of the repository (a repository may be public).
 */
export async function loadSiteContent(
  db: Database,
  siteId: string,
): Promise<Pick<SiteSource, 'pages' | 'components' | 'posts'>> {
  const [pages, components, posts] = await Promise.all([
    db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.siteId, siteId), eq(sitePages.status, 'published'), isNull(sitePages.deletedAt)))
      .orderBy(asc(sitePages.sortOrder), asc(sitePages.path), asc(sitePages.id)),
    db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, siteId), isNull(componentInstances.deletedAt)))
      .orderBy(asc(componentInstances.pagePath), asc(componentInstances.sortOrder), asc(componentInstances.id)),
    db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.siteId, siteId), eq(blogPosts.status, 'published'), isNull(blogPosts.deletedAt)))
      .orderBy(asc(blogPosts.slug), asc(blogPosts.id)),
  ]);
  return {
    pages: pages.map(toSitePage),
    components: components.map(toSourceComponent),
    posts: posts.filter((post) => post.content?.status !== 'draft').map(toSitePost),
  };
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function packageJson(source: SiteSource): string {
  const name = source.theme.slug;
  if (source.theme.framework === 'astro') {
    return asJson({
      name,
      version: source.theme.version,
      private: true,
      type: 'module',
      scripts: { dev: 'astro dev', build: 'astro build', preview: 'astro preview' },
      dependencies: { astro: ASTRO_VERSION, marked: MARKED_VERSION },
      engines: { node: '>=20.3.0' },
    });
  }
  return asJson({
    name,
    version: source.theme.version,
    private: true,
    scripts: { dev: 'next dev', build: 'next build', start: 'next start' },
    dependencies: { next: '^15.0.0', react: '^19.0.0', 'react-dom': '^19.0.0' },
    devDependencies: { '@types/node': '^20.0.0', '@types/react': '^19.0.0', typescript: '^5.0.0' },
  });
}

function nextReadme(build: { cmd: string; dir: string }): string[] {
  return [
    '## Run it',
    '',
    '```sh',
    'npm install',
    'npm run dev      # a local preview',
    `${build.cmd}    # the production build, in ${build.dir}/`,
    '```',
    '',
    '## Content',
    '',
    'The pages, components and blog posts you edit in Themeport are exported as JSON:',
    '',
    "- `content/site.json`: the site, its theme and the theme's colours and fonts",
    '- `content/pages.json`: the pages and their paths',
    '- `content/components.json`: each editable section (schema v2) by page',
    '- `content/posts.json`: the blog posts (markdown)',
    '',
    'Themeport commits a new version of these files whenever the site is rebuilt.',
    '',
  ];
}

function readme(source: SiteSource): string {
  const build = NETLIFY_BUILD[source.theme.framework];
  const lines = [
    `# ${source.site.name}`,
    '',
    source.site.description,
    '',
    `Built with the **${source.theme.name}** theme (${FRAMEWORK_LABELS[source.theme.framework]}, version ${source.theme.version}) on Themeport.`,
    '',
    ...(source.theme.framework === 'astro' ? astroReadme(source.urls) : nextReadme(build)),
  ];
  return lines.filter((line, index) => !(line === '' && lines[index - 1] === '')).join('\n');
}

/** An Astro site looks as the local host shows it: the same stylesheet and layout for the theme's design. */
function astroLook(design: TemplateDesign | null): { stylesheet: string; layout: string } {
  const resolved = resolveDesign(design);
  return { stylesheet: siteStylesheet(resolved), layout: resolved.layout };
}

/**
 * The site's source tree, byte for byte the same for the same site, theme and content (so a
 * re-export with nothing changed commits nothing): theme files, README, package.json and the
 * content as JSON under content/. Sorted by path.
 */
export function buildSourceFiles(source: SiteSource): SourceFile[] {
  const build = NETLIFY_BUILD[source.theme.framework];
  const site = {
    id: source.site.id,
    name: source.site.name,
    description: source.site.description,
    theme: {
      id: source.theme.id,
      name: source.theme.name,
      slug: source.theme.slug,
      framework: source.theme.framework,
      version: source.theme.version,
    },
    design: source.theme.design,
  };
  const files: SourceFile[] = [
    { path: 'README.md', content: readme(source) },
    { path: 'package.json', content: packageJson(source) },
    {
      path: '.gitignore',
      content:
        'node_modules/\ndist/\n.next/\n.astro/\n.netlify/\n.env\n.env.*\n!.env.example\nnext-env.d.ts\n*.tsbuildinfo\n',
    },
    { path: 'netlify.toml', content: `[build]\n  command = "${build.cmd}"\n  publish = "${build.dir}"\n` },
    { path: 'content/site.json', content: asJson(site) },
    { path: 'content/pages.json', content: asJson(source.pages) },
    { path: 'content/components.json', content: asJson(source.components) },
    { path: 'content/posts.json', content: asJson(source.posts) },
    ...(source.theme.framework === 'astro' ? astroFiles(source.urls, astroLook(source.theme.design)) : nextFiles()),
  ];
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
