import type { BrowserContext, Page } from '@playwright/test';
import { fillSiteName, type SitePage, type SiteSlot } from '@themeport/core';
import { expect, test } from './fixtures';
import { getTheme, originHeaders } from './support';

// Issue 20: a Next.js theme's pages are edited at their addresses. Edit Page and Preview Live open
// '/' and '/about' on the site, never '/app/page' or '/app/about/page' (which answered 404).

test.use({ signUp: { prefix: 'nextjs', firstName: 'Nina', lastName: 'Next' } });

/** Wanderlust Travel: a seeded theme that is Next.js and free. */
const NEXT_THEME = 'wanderlust-travel';

async function deployNextTheme(page: Page, accountId: string, name: string): Promise<SiteSlot> {
  const theme = await getTheme(page.request, NEXT_THEME);
  expect(theme).toMatchObject({ framework: 'nextjs', price: 0 });
  const add = await page.request.post(`/api/accounts/${accountId}/library`, {
    data: { themeId: theme.id },
    headers: originHeaders(),
  });
  expect(add.status(), await add.text()).toBe(201);
  const deploy = await page.request.post(`/api/accounts/${accountId}/slots`, {
    data: { themeId: theme.id, name },
    headers: originHeaders(),
  });
  expect(deploy.status(), await deploy.text()).toBe(201);
  return (await deploy.json()) as SiteSlot;
}

/**
 * In the content manager: the page's Preview Live opens its real address (200), Edit Page frames
 * it, a heading edited in the frame and saved shows on the live site.
 */
async function editHeading(
  page: Page,
  context: BrowserContext,
  { accountId, slot, target, address }: { accountId: string; slot: SiteSlot; target: SitePage; address: string },
) {
  const url = `${slot.deploymentUrl!.replace(/\/$/, '')}${address}`;
  const label = fillSiteName(target.title, slot.name);
  await page.goto(`/cms/${accountId}/${slot.id}`);
  const row = page
    .getByRole('region', { name: /^Pages \(\d+\)$/ })
    .getByRole('listitem')
    .filter({ hasText: label });
  await expect(row.getByRole('link', { name: `Preview Live ${label} (opens in a new tab)` })).toHaveAttribute(
    'href',
    url,
  );

  const live = await context.newPage();
  const answer = await live.goto(url);
  expect(answer?.status(), url).toBe(200);

  await row.getByRole('button', { name: `Edit Page ${label}` }).click();
  const editor = page.getByRole('region', { name: /^Page editor:/ });
  await expect(editor.getByRole('link', { name: /Preview Live/ })).toHaveAttribute('href', url);
  await expect(editor.getByText('Connected. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Page editor:"]');
  const heading = frame.locator('h1[data-field="title"]').first();
  // As a person does: the section is framed on hover before the click opens its panel.
  await heading.hover();
  await expect(frame.locator('[data-themeport-editor] .box').first()).toBeVisible();
  await heading.click();
  const panel = frame.getByRole('dialog', { name: /^Edit / });
  await expect(panel).toBeVisible();
  const text = `Next.js ${address} edited ${Date.now()}`;
  await panel.getByLabel('Title', { exact: true }).fill(text);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(frame.locator('h1[data-field="title"]').first()).toHaveText(text);

  await live.reload();
  await expect(live.locator('h1[data-field="title"]').first()).toHaveText(text);
  await live.close();
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editor).toHaveCount(0);
}

test('a free Next.js theme: edit the home and about headings in the page editor, see them live', async ({
  page,
  context,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployNextTheme(page, accountId, 'Nina Travels');
  const api = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { pages } = (await (await page.request.get(`${api}/pages`)).json()) as { pages: SitePage[] };
  const home = pages.find((item) => item.filePath === 'app/page.tsx')!;
  const about = pages.find((item) => item.filePath === 'app/about/page.tsx')!;

  await editHeading(page, context, { accountId, slot, target: home, address: '/' });
  await editHeading(page, context, { accountId, slot, target: about, address: '/about' });

  // The post page is dynamic: no single address to preview or edit.
  const post = pages.find((item) => item.isDynamic)!;
  await page.goto(`/cms/${accountId}/${slot.id}`);
  const postRow = page
    .getByRole('region', { name: /^Pages \(\d+\)$/ })
    .getByRole('listitem')
    .filter({ hasText: `Path: ${post.path}` });
  await expect(postRow.getByText('Dynamic')).toBeVisible();
  await expect(postRow.getByRole('link', { name: /Preview Live/ })).toHaveCount(0);
  await expect(postRow.getByRole('button', { name: /Edit Page/ })).toHaveCount(0);
});
