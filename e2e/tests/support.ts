import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ThemeDetail, ThemeListResponse } from '@themeport/core';

/** Fails on any axe violation rated serious or critical (WCAG 2.x A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

export async function listThemes(request: APIRequestContext, query: string): Promise<ThemeListResponse> {
  const response = await request.get(`/api/themes?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ThemeListResponse;
}

export async function getTheme(request: APIRequestContext, slug: string): Promise<ThemeDetail> {
  const response = await request.get(`/api/themes/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ThemeDetail;
}

/** Names of the theme cards inside a section labelled by its heading, in page order. */
export function cardNames(page: Page, section: string) {
  return page.getByRole('region', { name: section }).getByRole('article').getByRole('heading');
}
