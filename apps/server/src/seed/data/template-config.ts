import { createHash } from 'node:crypto';
import {
  pageFilePath,
  type ComponentContentField,
  type ComponentContentItem,
  type SchemaV2Component,
  type TemplateConfig,
  type TemplatePage,
} from '@themeport/core';
import { buildDesign } from './design.ts';
import type { SeedTheme } from './types.ts';

type Content = SchemaV2Component['content'];

function field(
  value: string,
  elementType: string,
  cssClasses: string[],
  relativePath = elementType,
): ComponentContentField {
  return { value, relativePath, matchType: 'text', cssClasses, elementType };
}

/**
 * A UUID that is always the same for the same name (SHA-1, shaped as a version 5 UUID): spec 001
 * §5 wants meta.id and item uids to be UUIDs, and a re-seed must not change them.
 */
export function seedUuid(name: string): string {
  const hex = createHash('sha1').update(`themeport:${name}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function items(prefix: string, entries: Record<string, ComponentContentField>[]): ComponentContentItem[] {
  return entries.map((entry, index) => ({ uid: seedUuid(`${prefix}-${index + 1}`), ...entry }));
}

/** The page a location names ('home' is '/', 'blog-slug' the post page); global ones sit in the layout. */
function rootLocation(theme: SeedTheme, location: string): string {
  if (location === 'global') return theme.framework === 'astro' ? 'src/layouts/Base.astro' : 'app/layout.tsx';
  const path = location === 'home' ? '/' : location === 'blog-slug' ? '/blog/[slug]' : `/${location}`;
  return pageFilePath(theme.framework, path);
}

/** Builds the schema v2 components of one theme (spec 000 §3, spec 001 §3). */
function componentFactory(theme: SeedTheme) {
  const extension = theme.framework === 'astro' ? 'astro' : 'tsx';
  const pascal = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_m, _dash, char: string) => char.toUpperCase());
  return (location: string, slug: string, sortOrder: number, content: Content): SchemaV2Component => ({
    meta: {
      id: seedUuid(`${theme.slug}-${location}-${slug}`),
      slug,
      component: pascal(slug),
      file: `src/components/${pascal(slug)}.${extension}`,
      stage: 'published',
      schemaVersion: 2,
    },
    content,
    settings: {
      location,
      sort_order: sortOrder,
      rootLocation: rootLocation(theme, location),
      commentXPath: `//comment()[contains(., 'ELID:${slug}')]`,
    },
  });
}

function page(
  name: string,
  path: string,
  title: string,
  components: SchemaV2Component[],
  isDynamic = false,
): TemplatePage {
  return {
    name,
    path,
    title,
    status: 'published',
    is_dynamic: isDynamic,
    components: Object.fromEntries(components.map((component) => [component.meta.slug, component])),
  };
}

/**
 * The site's name in template copy: the live site fills in the name its owner gave it (the
 * header's logo, the footer's copyright, page titles), and '{year}' the current year.
 */
const SITE_NAME = '{site.name}';

export function buildTemplateConfig(theme: SeedTheme, createdAt: Date): TemplateConfig {
  const make = componentFactory(theme);
  const heading = (text: string) => field(text, 'h1', ['text-4xl', 'font-bold', 'tracking-tight']);
  const lead = (text: string) => field(text, 'p', ['text-lg', 'text-muted']);
  const email = `hello@${theme.slug}.example`;

  const home = page('Home', '/', `${SITE_NAME} – Home`, [
    make('home', 'hero', 1, {
      title: field(theme.tagline, 'h1', ['text-5xl', 'font-extrabold']),
      subtitle: lead(theme.description),
      ctaLabel: field('Get started', 'a', ['btn', 'btn-primary'], 'a.btn-primary'),
      secondaryLabel: field('See how it works', 'a', ['btn', 'btn-ghost'], 'a.btn-ghost'),
    }),
    make('home', 'feature-grid', 2, {
      heading: field('Everything you need', 'h2', ['text-3xl', 'font-semibold']),
      items: items(
        'feature',
        theme.features.slice(0, 4).map((feature) => ({
          title: field(feature, 'h3', ['text-xl', 'font-medium']),
          body: field(`${feature} is ready to use and easy to adapt to your brand.`, 'p', ['text-muted']),
        })),
      ),
    }),
    make('home', 'testimonials', 3, {
      heading: field('What people say', 'h2', ['text-3xl', 'font-semibold']),
      items: items('testimonial', [
        {
          quote: field('We launched in a week and our enquiries doubled.', 'blockquote', ['italic']),
          author: field('Maya Chen', 'cite', ['font-medium']),
        },
        {
          quote: field('Clean, fast and easy for our whole team to edit.', 'blockquote', ['italic']),
          author: field('Tom Okafor', 'cite', ['font-medium']),
        },
      ]),
    }),
    make('home', 'call-to-action', 4, {
      heading: field('Ready when you are', 'h2', ['text-3xl', 'font-bold']),
      body: lead('Start today and have your new site online by the end of the week.'),
      buttonLabel: field('Contact us', 'a', ['btn', 'btn-primary'], 'a.btn-primary'),
    }),
  ]);

  const about = page('About', '/about', `About – ${SITE_NAME}`, [
    make('about', 'page-header', 1, { title: heading('About us'), subtitle: lead(theme.tagline) }),
    make('about', 'story', 2, {
      heading: field('Our story', 'h2', ['text-2xl', 'font-semibold']),
      body: field(theme.about[0] ?? theme.description, 'p', ['prose']),
    }),
    make('about', 'team', 3, {
      heading: field('Meet the team', 'h2', ['text-2xl', 'font-semibold']),
      items: items('member', [
        { name: field('Alex Rivera', 'h3', ['font-medium']), role: field('Founder', 'p', ['text-muted']) },
        { name: field('Priya Nair', 'h3', ['font-medium']), role: field('Head of Design', 'p', ['text-muted']) },
        { name: field('Jonas Weber', 'h3', ['font-medium']), role: field('Lead Engineer', 'p', ['text-muted']) },
      ]),
    }),
  ]);

  const contact = page('Contact', '/contact', `Contact – ${SITE_NAME}`, [
    make('contact', 'page-header', 1, {
      title: heading('Get in touch'),
      subtitle: lead('We answer every message within one business day.'),
    }),
    make('contact', 'contact-form', 2, {
      submitLabel: field('Send message', 'button', ['btn', 'btn-primary'], 'button[type=submit]'),
      successMessage: field('Thanks! We will be in touch soon.', 'p', ['text-success']),
    }),
    make('contact', 'contact-details', 3, {
      email: field(email, 'a', ['link'], 'a[href^=mailto]'),
      phone: field('+1 (555) 010-2030', 'a', ['link'], 'a[href^=tel]'),
      address: field('100 Market Street, Suite 300, San Francisco, CA', 'address', ['not-italic']),
    }),
  ]);

  const blog = page('Blog', '/blog', `Blog – ${SITE_NAME}`, [
    make('blog', 'page-header', 1, {
      title: heading('Journal'),
      subtitle: lead('News, guides and stories from our team.'),
    }),
    make('blog', 'post-list', 2, {
      heading: field('Latest posts', 'h2', ['sr-only']),
      items: items('post', [
        {
          title: field('Five things we learned this year', 'h3', ['text-xl']),
          excerpt: field('A look back at what worked, and what we will do differently.', 'p', ['text-muted']),
        },
        {
          title: field('A guide for first-time visitors', 'h3', ['text-xl']),
          excerpt: field('Everything you need to know before you get started with us.', 'p', ['text-muted']),
        },
        {
          title: field('Behind the scenes', 'h3', ['text-xl']),
          excerpt: field('How a small team ships big things, week after week.', 'p', ['text-muted']),
        },
      ]),
    }),
  ]);

  const post = page(
    'Blog Post',
    '/blog/[slug]',
    `{title} – ${SITE_NAME}`,
    [
      make('blog-slug', 'post-header', 1, {
        title: heading('{post.title}'),
        date: field('{post.publish_date}', 'time', ['text-sm', 'text-muted']),
        author: field('{post.author}', 'span', ['font-medium']),
      }),
      make('blog-slug', 'post-body', 2, { body: field('{post.content.body}', 'article', ['prose', 'prose-lg']) }),
      make('blog-slug', 'related-posts', 3, {
        heading: field('Keep reading', 'h2', ['text-2xl', 'font-semibold']),
        items: items('related', [
          { title: field('Five things we learned this year', 'h3', ['text-lg']) },
          { title: field('Behind the scenes', 'h3', ['text-lg']) },
        ]),
      }),
    ],
    true,
  );

  const header = make('global', 'site-header', 1, {
    logoText: field(SITE_NAME, 'span', ['font-bold', 'text-xl'], 'a.logo'),
    items: items('nav', [
      { label: field('Home', 'a', ['nav-link']), href: field('/', 'a', ['nav-link']) },
      { label: field('About', 'a', ['nav-link']), href: field('/about', 'a', ['nav-link']) },
      { label: field('Blog', 'a', ['nav-link']), href: field('/blog', 'a', ['nav-link']) },
      { label: field('Contact', 'a', ['nav-link']), href: field('/contact', 'a', ['nav-link']) },
    ]),
  });
  const footer = make('global', 'site-footer', 2, {
    copyright: field(`© {year} ${SITE_NAME}. All rights reserved.`, 'p', ['text-sm']),
    email: field(email, 'a', ['link']),
    items: items('footer-link', [
      { label: field('Privacy', 'a', ['footer-link']), href: field('/privacy', 'a', ['footer-link']) },
      { label: field('Terms', 'a', ['footer-link']), href: field('/terms', 'a', ['footer-link']) },
    ]),
  });

  const stamp = createdAt.toISOString();
  return {
    schemaVersion: 1,
    design: buildDesign(theme),
    pages: [home, about, contact, blog, post, ...buildLegalPages(theme)],
    globalComponents: { header, footer },
    installationConfig: {
      createDefaultPages: true,
      preserveExistingData: true,
      requiredPlugins: theme.framework === 'astro' ? ['@astrojs/sitemap', '@astrojs/mdx'] : ['next-sitemap'],
      postInstallTasks: ['create-default-pages', 'import-components', 'generate-sitemap'],
    },
    metadata: { themeVersion: theme.version, createdAt: stamp, lastModified: stamp, minimumSchemaVersion: 2 },
  };
}

/**
 * The Privacy and Terms pages the footer links to (/privacy, /terms). Their copy names the site
 * and its contact address; databases seeded before these pages existed get them at start-up.
 */
export function buildLegalPages(theme: SeedTheme): TemplatePage[] {
  const make = componentFactory(theme);
  const email = `hello@${theme.slug}.example`;
  const header = (location: string, title: string, subtitle: string) =>
    make(location, 'page-header', 1, {
      title: field(title, 'h1', ['text-4xl', 'font-bold', 'tracking-tight']),
      subtitle: field(subtitle, 'p', ['text-lg', 'text-muted']),
    });
  const body = (location: string, heading: string, paragraphs: string[]) =>
    make(location, 'story', 2, {
      heading: field(heading, 'h2', ['text-2xl', 'font-semibold']),
      body: field(paragraphs.join('\n'), 'p', ['prose']),
    });

  const privacy = page('Privacy', '/privacy', `Privacy Policy – ${SITE_NAME}`, [
    header('privacy', 'Privacy Policy', `How ${SITE_NAME} collects, uses and protects your information.`),
    body('privacy', 'Your privacy matters', [
      `${SITE_NAME} collects only the information you choose to give us, such as your name, email address and message when you use our contact form.`,
      'We use this information to answer your enquiry and to provide the services you ask for. We do not sell or rent your personal information to anyone.',
      'Our hosting provider keeps standard server logs (such as your IP address and the pages you visit) for security and to keep the site running well. These logs are deleted after a short period.',
      `You may ask us at any time to see, correct or delete the information we hold about you. Write to ${email} and we will answer within 30 days.`,
      'We may update this policy from time to time. The current version is always published on this page.',
    ]),
  ]);

  const terms = page('Terms', '/terms', `Terms of Use – ${SITE_NAME}`, [
    header('terms', 'Terms of Use', `The terms that apply when you use the ${SITE_NAME} website.`),
    body('terms', 'Using this site', [
      `By using the ${SITE_NAME} website you agree to these terms. If you do not agree, please do not use the site.`,
      `The content of this site is provided for general information. ${SITE_NAME} works to keep it accurate and up to date but makes no guarantee that it is complete or free of errors.`,
      `All text, images and branding on this site belong to ${SITE_NAME} or its licensors and may not be copied without permission.`,
      `${SITE_NAME} is not responsible for the content of other websites linked from this site.`,
      `Questions about these terms? Write to ${email}.`,
    ]),
  ]);
  return [privacy, terms];
}
