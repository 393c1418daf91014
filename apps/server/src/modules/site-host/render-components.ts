import { SITE_CONTACT_HONEYPOT, SITE_CONTACT_PATH, SITE_CONTACT_TEXT, SITE_MESSAGE_LIMITS } from '@themeport/core';
import {
  actionHref,
  fieldAttr,
  itemsOf,
  linkTarget,
  pageHref,
  renderFields,
  renderItems,
  sectionHead,
  tag,
  text,
  uidAttr,
  type Content,
  type Renderer,
} from './render-fields.ts';
import { contactValue, copyrightLine, footerText, logoImage, socialLinks } from './render-brand.ts';
import { escapeHtml, htmlComment, initials, normalizePath, siteHref } from './render-helpers.ts';
import { postBody, postHeader, postList, relatedPosts } from './render-posts.ts';
import type { ComponentView, RenderContext } from './render-types.ts';

/**
 * One component instance: its ELID location comment, then a <section> carrying its id
 * (data-elid) for the visual editor, laid out by its slug; unknown slugs render field by field.
 */
export function renderComponent(component: ComponentView, ctx: RenderContext): string {
  const content = (component.data?.content ?? {}) as Content;
  const kind = componentKind(component);
  const render = rendererFor(kind);
  const role = kind === 'site-header' ? ' role="banner"' : kind === 'site-footer' ? ' role="contentinfo"' : '';
  return (
    `${htmlComment(elidLocation(component))}\n` +
    `<section data-elid="${escapeHtml(component.id)}" class="c-${kind}"${role}>${render(content, ctx, component)}</section>\n`
  );
}

const rendererFor = (kind: string): Renderer => (Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind]! : generic);

const cssName = (value: string | undefined) => (value ?? '').toLowerCase().replace(/[^a-z0-9-]/g, '');

/**
 * Which layout a component takes: a site's instances carry their template's slug plus a random
 * suffix ('hero-1a2b3c4d'), so the schema's meta.slug, the slug without the suffix and the
 * component type are tried in turn; anything unknown is laid out field by field.
 */
export function componentKind(component: Pick<ComponentView, 'slug' | 'data'> & { componentName?: string }): string {
  const slug = cssName(component.slug);
  const metaSlug = cssName(component.data?.meta?.slug);
  const unsuffixed = slug.replace(/-[0-9a-f]{6,}$/, '');
  const fromType = cssName((component.data?.meta?.component ?? '').replace(/([a-z0-9])([A-Z])/g, '$1-$2'));
  const candidates = [slug, metaSlug, unsuffixed, fromType];
  return candidates.find((candidate) => Object.hasOwn(RENDERERS, candidate)) ?? (metaSlug || unsuffixed || 'component');
}

/** A built-in section (no instance behind it, so nothing for the editor to mark): fallbacks of themes without one. */
export function renderBuiltIn(slug: string, content: Content, ctx: RenderContext): string {
  const render = rendererFor(slug);
  const placeholder: ComponentView = {
    id: slug,
    slug,
    componentName: slug,
    pagePath: '',
    pageId: null,
    location: '',
    sortOrder: 0,
    data: { content } as ComponentView['data'],
  };
  return `<section class="c-${slug}">${render(content, ctx, placeholder)}</section>\n`;
}

/** The instance's location column holds the ELID marker ('ELID:home/hero'); older rows hold the page only. */
export function elidLocation(component: Pick<ComponentView, 'location' | 'slug' | 'pagePath' | 'data'>): string {
  const location = component.location.trim();
  if (location.startsWith('ELID:')) return location;
  const page =
    location || (component.pagePath === '/' ? 'home' : component.pagePath.replace(/^\//, '').replace(/[[\]]/g, ''));
  const slug = componentKind(component);
  return page.endsWith(`/${slug}`) ? `ELID:${page}` : `ELID:${page}/${slug}`;
}

const siteHeader: Renderer = (content, ctx) => {
  const logo = text(ctx, content, 'logoText') || ctx.site.name;
  const current = ctx.post !== undefined ? '/blog' : ctx.currentPath;
  const links = itemsOf(content)
    .map((item) => {
      const label = text(ctx, item, 'label');
      const href = text(ctx, item, 'href') || '/';
      if (label === '') return '';
      const isCurrent = normalizePath(href) === current;
      return `<li${uidAttr(item)}><a href="${escapeHtml(siteHref(ctx.base, href))}"${isCurrent ? ' aria-current="page"' : ''}${fieldAttr('label')}>${escapeHtml(label)}</a></li>`;
    })
    .join('');
  const nav = links === '' ? '' : `<nav class="nav" aria-label="Main"><ul>${links}</ul></nav>`;
  return (
    `<div class="wrap site-bar"><a class="logo" href="${escapeHtml(ctx.base)}">${logoImage(ctx) || '<span class="logo-mark" aria-hidden="true"></span>'}` +
    `<span${fieldAttr('logoText')}>${escapeHtml(logo)}</span></a>${nav}</div>`
  );
};

const siteFooter: Renderer = (content, ctx) => {
  const email = contactValue(ctx, 'email', text(ctx, content, 'email'));
  const links = itemsOf(content)
    .map((item) => {
      const label = text(ctx, item, 'label');
      return label === ''
        ? ''
        : `<li${uidAttr(item)}><a href="${escapeHtml(siteHref(ctx.base, text(ctx, item, 'href') || '/'))}"${fieldAttr('label')}>${escapeHtml(label)}</a></li>`;
    })
    .join('');
  const mail =
    email === ''
      ? ''
      : `<li><a href="${escapeHtml(linkTarget(ctx, email))}"${fieldAttr('email')}>${escapeHtml(email)}</a></li>`;
  const copyright = copyrightLine(text(ctx, content, 'copyright'), ctx);
  return (
    `<div class="wrap footer-bar">${footerText(ctx)}<p${fieldAttr('copyright')}>${escapeHtml(copyright)}</p>` +
    (links || mail ? `<ul class="footer-links">${links}${mail}</ul>` : '') +
    socialLinks(ctx) +
    `</div>`
  );
};

const hero: Renderer = (content, ctx) => {
  const cta = text(ctx, content, 'ctaLabel');
  const secondary = text(ctx, content, 'secondaryLabel');
  const ctaHref = text(ctx, content, 'ctaHref');
  const secondaryHref = text(ctx, content, 'secondaryHref');
  const actions = [
    cta &&
      `<a class="btn btn-primary" href="${escapeHtml(ctaHref ? siteHref(ctx.base, ctaHref) : actionHref(ctx))}"${fieldAttr('ctaLabel')}>${escapeHtml(cta)}</a>`,
    secondary &&
      `<a class="btn btn-ghost" href="${escapeHtml(secondaryHref ? siteHref(ctx.base, secondaryHref) : (pageHref(ctx, /about/i) ?? '#main'))}"${fieldAttr('secondaryLabel')}>${escapeHtml(secondary)}</a>`,
  ].filter(Boolean);
  const art =
    ctx.layout === 'split'
      ? '<div class="hero-art" aria-hidden="true"><span></span><span></span><span></span></div>'
      : '';
  return (
    `<div class="wrap hero-inner"><div class="hero-copy">` +
    tag('h1', 'title', text(ctx, content, 'title') || ctx.site.name) +
    tag('p', 'subtitle', text(ctx, content, 'subtitle'), 'lead') +
    (actions.length > 0 ? `<div class="actions">${actions.join('')}</div>` : '') +
    renderFields(ctx, content, ['title', 'subtitle', 'ctaLabel', 'secondaryLabel', 'ctaHref', 'secondaryHref']) +
    `</div>${art}</div>`
  );
};

const featureGrid: Renderer = (content, ctx) => {
  const cards = itemsOf(content).map(
    (item, index) =>
      `<li class="card"${uidAttr(item)}><div class="feature-icon" aria-hidden="true">${String(index + 1).padStart(2, '0')}</div>` +
      tag('h3', 'title', text(ctx, item, 'title')) +
      tag('p', 'body', text(ctx, item, 'body'), 'muted') +
      renderFields(ctx, item, ['title', 'body']) +
      `</li>`,
  );
  return `<div class="wrap section">${sectionHead(content, ctx)}<ul class="grid">${cards.join('')}</ul></div>`;
};

const testimonials: Renderer = (content, ctx) => {
  const quotes = itemsOf(content).map((item) => {
    const author = text(ctx, item, 'author');
    const role = text(ctx, item, 'role');
    return (
      `<li${uidAttr(item)}><figure class="card quote"><blockquote${fieldAttr('quote')}><p>${escapeHtml(text(ctx, item, 'quote'))}</p></blockquote>` +
      (author
        ? `<figcaption><span class="avatar" aria-hidden="true">${escapeHtml(initials(author))}</span><span><cite${fieldAttr('author')}>${escapeHtml(author)}</cite>` +
          (role ? `<br><span class="muted"${fieldAttr('role')}>${escapeHtml(role)}</span>` : '') +
          `</span></figcaption>`
        : '') +
      `</figure></li>`
    );
  });
  return `<div class="wrap section">${sectionHead(content, ctx)}<ul class="grid">${quotes.join('')}</ul></div>`;
};

const callToAction: Renderer = (content, ctx) => {
  const label = text(ctx, content, 'buttonLabel');
  const href = text(ctx, content, 'buttonHref');
  return (
    `<div class="wrap section"><div class="cta-panel">` +
    tag('h2', 'heading', text(ctx, content, 'heading')) +
    tag('p', 'body', text(ctx, content, 'body')) +
    (label
      ? `<div class="actions"><a class="btn btn-primary" href="${escapeHtml(href ? siteHref(ctx.base, href) : actionHref(ctx))}"${fieldAttr('buttonLabel')}>${escapeHtml(label)}</a></div>`
      : '') +
    `</div></div>`
  );
};

const pageHeader: Renderer = (content, ctx) =>
  `<div class="wrap">${tag('h1', 'title', text(ctx, content, 'title'))}${tag('p', 'subtitle', text(ctx, content, 'subtitle'), 'lead')}</div>`;

const story: Renderer = (content, ctx) => {
  const paragraphs = text(ctx, content, 'body')
    .split(/\n+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part)}</p>`)
    .join('');
  return (
    `<div class="narrow section">${tag('h2', 'heading', text(ctx, content, 'heading'))}` +
    (paragraphs ? `<div class="prose"${fieldAttr('body')}>${paragraphs}</div>` : '') +
    `</div>`
  );
};

const team: Renderer = (content, ctx) => {
  const members = itemsOf(content).map((item) => {
    const name = text(ctx, item, 'name');
    return (
      `<li class="card member"${uidAttr(item)}><span class="avatar" aria-hidden="true">${escapeHtml(initials(name))}</span>` +
      tag('h3', 'name', name) +
      tag('p', 'role', text(ctx, item, 'role'), 'muted') +
      `</li>`
    );
  });
  return `<div class="wrap section">${sectionHead(content, ctx)}<ul class="grid">${members.join('')}</ul></div>`;
};

// The form posts to the site's own origin: the site host stores the message and mails the owners,
// then sends the visitor back to this page at #message-sent or #message-failed (shown by CSS alone).
const contactForm: Renderer = (content, ctx, component) => {
  const id = escapeHtml(component.id);
  const label = text(ctx, content, 'submitLabel') || 'Send message';
  return (
    `<div class="narrow section"><form class="form card" action="${SITE_CONTACT_PATH}" method="post">` +
    `<p id="message-sent" class="form-note" role="status">${escapeHtml(SITE_CONTACT_TEXT.sent)}</p>` +
    `<p id="message-failed" class="form-note failed" role="alert">${escapeHtml(SITE_CONTACT_TEXT.failed)}</p>` +
    `<input type="hidden" name="return" value="${escapeHtml(ctx.currentPath)}">` +
    `<div class="field"><label for="${id}-name">Name</label><input id="${id}-name" name="name" autocomplete="name" maxlength="${SITE_MESSAGE_LIMITS.name}" required></div>` +
    `<div class="field"><label for="${id}-email">Email</label><input id="${id}-email" name="email" type="email" autocomplete="email" maxlength="${SITE_MESSAGE_LIMITS.email}" required></div>` +
    `<div class="field"><label for="${id}-message">Message</label><textarea id="${id}-message" name="message" maxlength="${SITE_MESSAGE_LIMITS.message}" required></textarea></div>` +
    `<div class="hp" aria-hidden="true"><label for="${id}-${SITE_CONTACT_HONEYPOT}">Website</label><input id="${id}-${SITE_CONTACT_HONEYPOT}" name="${SITE_CONTACT_HONEYPOT}" tabindex="-1" autocomplete="off"></div>` +
    `<button type="submit" class="btn btn-primary"${fieldAttr('submitLabel')}>${escapeHtml(label)}</button>` +
    `</form></div>`
  );
};

const contactDetails: Renderer = (content, ctx) => {
  const rows: string[] = [];
  const email = contactValue(ctx, 'email', text(ctx, content, 'email'));
  const phone = contactValue(ctx, 'phone', text(ctx, content, 'phone'));
  const address = contactValue(ctx, 'address', text(ctx, content, 'address'));
  const row = (icon: string, label: string, body: string) =>
    `<li class="card"><span class="feature-icon" aria-hidden="true">${icon}</span><div><div class="label">${label}</div>${body}</div></li>`;
  if (email)
    rows.push(
      row(
        '@',
        'Email',
        `<a href="${escapeHtml(linkTarget(ctx, email))}"${fieldAttr('email')}>${escapeHtml(email)}</a>`,
      ),
    );
  if (phone)
    rows.push(
      row(
        '☎',
        'Phone',
        `<a href="${escapeHtml(linkTarget(ctx, phone))}"${fieldAttr('phone')}>${escapeHtml(phone)}</a>`,
      ),
    );
  if (address) rows.push(row('⌂', 'Address', `<address${fieldAttr('address')}>${escapeHtml(address)}</address>`));
  const rest = renderFields(ctx, content, ['email', 'phone', 'address', 'heading']);
  return (
    `<div class="narrow section">${sectionHead(content, ctx)}<ul class="details">${rows.join('')}</ul>` +
    (rest ? `<div class="generic">${rest}</div>` : '') +
    `</div>`
  );
};

const generic: Renderer = (content, ctx) => {
  const fields = renderFields(ctx, content);
  return `<div class="wrap section generic">${fields}${renderItems(ctx, itemsOf(content))}</div>`;
};

const RENDERERS: Record<string, Renderer> = {
  'site-header': siteHeader,
  'site-footer': siteFooter,
  hero,
  'feature-grid': featureGrid,
  testimonials,
  'call-to-action': callToAction,
  'page-header': pageHeader,
  story,
  team,
  'contact-form': contactForm,
  'contact-details': contactDetails,
  'post-list': postList,
  'post-header': postHeader,
  'post-body': postBody,
  'related-posts': relatedPosts,
};
