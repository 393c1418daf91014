import { THEME_CMS_TEXT } from './theme-cms.ts';

// Issue 20: what a deploy of a theme needs, said once for Publish, the installation test, the
// CMS Overview and the client's deploy. A deploy clones the theme's published template pages
// (drafts stay in the working copy), so a theme whose pages are all drafts installs nothing.

/** A template page as the CMS lists it (TemplatePageSummary has these fields). */
export interface ReadinessPage {
  title: string;
  status: 'draft' | 'published';
  componentCount: number;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'Home', 'Home and About', 'Home, About and Blog', 'Home, About, Blog and 2 more'. */
export function listPageTitles(titles: string[]): string {
  const shown = titles.length > 4 ? [...titles.slice(0, 3), `${titles.length - 3} more`] : titles;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** Why a theme cannot be installed, and where in the theme CMS to fix it; the same words everywhere. */
export const THEME_INSTALL_TEXT = {
  noPages: `${THEME_CMS_TEXT.noPages}. Open Template Pages, add a page with New page, save its components and press Publish page.`,
  allDrafts: (titles: string[]) =>
    `Publish a page first: every template page is a draft (${listPageTitles(titles)}), and drafts are not installed. Open Template Pages, choose the page clients should get and press Publish page.`,
  emptyPages: (titles: string[]) =>
    `Add components to a published page first: ${listPageTitles(titles)} ${titles.length === 1 ? 'has' : 'have'} none, so a new site would be blank. Open Template Pages, choose the page, add its components in the editor and press Save.`,
  notRendered: (path: string, status: number) =>
    `The installation test failed: the page ${path} did not render (status ${status}). Open Preview to see it, then fix its components in Template Pages.`,
  installFailed:
    'The installation test failed: the template could not be copied into a new site. Open Template Pages and check each page and its components, then try again.',
  nothingRendered:
    'The installation test failed: no page of the theme rendered. Open Preview to see the pages, then fix them in Template Pages.',
  passed: (counts: { pages: number; templatePages: number; components: number; posts: number; account: string }) =>
    `Installation test passed: ${counts.pages} of ${plural(counts.templatePages, 'template page')}, ${plural(counts.components, 'component')} and ${plural(counts.posts, 'post')} installed into ${counts.account} and rendered (nothing was kept).`,
  draftsLeftOut: (titles: string[]) =>
    `${listPageTitles(titles)} ${titles.length === 1 ? 'is a draft and was' : 'are drafts and were'} left out: Publish page in Template Pages adds ${titles.length === 1 ? 'it' : 'them'}.`,
  /** What a client reads when a deploy finds no published template pages (a theme published before issue 20). */
  /** What a buyer reads when checkout meets such a theme: refused before any charge. */
  notForSale: (themeName: string) =>
    `${themeName} cannot be bought yet: its template has no published pages, so it could not be installed. You have not been charged.`,
  notReady: (themeName: string) =>
    `${themeName} cannot be installed yet: its template has no published pages. Nothing was changed and the theme stays in your library, so you can deploy it from there once it is ready, without paying again.`,
} as const;

export interface InstallPlan {
  /** Published pages: what a deploy installs. */
  installs: ReadinessPage[];
  /** Draft pages: listed by the CMS, left out of every deploy. */
  drafts: ReadinessPage[];
  /** Why a deploy would install nothing worth having, in THEME_INSTALL_TEXT's words; null when it can. */
  problem: string | null;
}

/**
 * What a deploy of these template pages installs, and the first reason it cannot: no pages, only
 * drafts, or published pages with no components of their own (the global header and footer alone
 * make a blank site).
 */
export function planInstall(pages: readonly ReadinessPage[]): InstallPlan {
  const installs = pages.filter((page) => page.status === 'published');
  const drafts = pages.filter((page) => page.status !== 'published');
  const problem =
    pages.length === 0
      ? THEME_INSTALL_TEXT.noPages
      : installs.length === 0
        ? THEME_INSTALL_TEXT.allDrafts(drafts.map((page) => page.title))
        : installs.every((page) => page.componentCount === 0)
          ? THEME_INSTALL_TEXT.emptyPages(installs.map((page) => page.title))
          : null;
  return { installs, drafts, problem };
}
