import { describe, expect, it } from 'vitest';
import { THEME_INSTALL_TEXT, listPageTitles, planInstall, type ReadinessPage } from './theme-readiness.ts';

const page = (title: string, status: ReadinessPage['status'], componentCount = 1): ReadinessPage => ({
  title,
  status,
  componentCount,
});

describe('what a deploy of a theme installs (issue 20)', () => {
  it('installs the published pages and leaves the drafts out', () => {
    const plan = planInstall([page('Home', 'published'), page('About', 'draft')]);
    expect(plan.installs.map((entry) => entry.title)).toEqual(['Home']);
    expect(plan.drafts.map((entry) => entry.title)).toEqual(['About']);
    expect(plan.problem).toBeNull();
  });

  it('refuses no pages, only drafts, or only empty published pages, saying where to fix it', () => {
    expect(planInstall([]).problem).toBe(THEME_INSTALL_TEXT.noPages);
    expect(THEME_INSTALL_TEXT.noPages).toMatch(/^No pages found for this theme\. Open Template Pages/);
    expect(planInstall([page('Home', 'draft'), page('About', 'draft')]).problem).toBe(
      'Publish a page first: every template page is a draft (Home and About), and drafts are not installed. Open Template Pages, choose the page clients should get and press Publish page.',
    );
    expect(planInstall([page('Home', 'published', 0), page('About', 'draft', 3)]).problem).toBe(
      THEME_INSTALL_TEXT.emptyPages(['Home']),
    );
    expect(THEME_INSTALL_TEXT.emptyPages(['Home', 'Blog'])).toContain('Home and Blog have none');
  });

  it('names pages in a readable list', () => {
    expect(listPageTitles(['Home'])).toBe('Home');
    expect(listPageTitles(['Home', 'About', 'Blog'])).toBe('Home, About and Blog');
    expect(listPageTitles(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
  });

  it('tells a client what happened without an id, and that the theme stays theirs', () => {
    const text = THEME_INSTALL_TEXT.notReady('Harbour');
    expect(text).toMatch(/^Harbour cannot be installed yet/);
    expect(text).toContain('stays in your library');
    expect(text).toContain('without paying again');
  });
});
