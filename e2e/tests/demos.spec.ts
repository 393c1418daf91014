import { allowConsoleError, expect, resourceError, test } from './fixtures';
import { getTheme, listThemes } from './support';

// A theme's live demo (docs/decisions/021-live-demos.md): served by Themeport from the theme's
// templates on the sites origin, at demo-{slug}.sites.localhost, never the portal's origin.
test("the storefront's Live Demo opens the theme's demo, and its pages work", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const [top] = (await listThemes(request, 'sort=popular&pageSize=1')).items;
  const theme = await getTheme(request, top!.slug);
  const { port } = new URL(baseURL!);
  expect(theme.demoUrl).toBe(`http://demo-${theme.slug}.sites.localhost:${port}/`);
  const demoUrl = theme.demoUrl!;

  await page.goto(`/themes/${theme.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: theme.name })).toBeVisible();
  const opened = context.waitForEvent('page');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Live Demo/ })
    .click();
  const demo = await opened;

  await test.step('the demo is a site of the theme on its own origin', async () => {
    await expect(demo).toHaveURL(demoUrl);
    await expect(demo).toHaveTitle(new RegExp(theme.name));
    await expect(demo.getByRole('banner')).toBeVisible();
    expect(await demo.evaluate(() => document.cookie)).toBe('');
  });

  await test.step('a link of its navigation stays in the demo', async () => {
    const nav = demo.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(demo).toHaveURL(`${demoUrl}about`);
    await expect(demo).toHaveTitle(`About – ${theme.name}`);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the blog and a post open', async () => {
    await demo.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(demo).toHaveURL(`${demoUrl}blog`);
    const post = demo
      .getByRole('main')
      .getByRole('link', { name: /Welcome to the new/ })
      .first();
    await post.click();
    await expect(demo).toHaveURL(`${demoUrl}blog/welcome-to-our-new-website`);
    await expect(demo.getByRole('heading', { level: 1, name: `Welcome to the new ${theme.name}` })).toBeVisible();
  });
});

test("a demo's contact form sends nothing, and says so", async ({ page, request }) => {
  // A seeded theme (the most popular): journeys publish themes of their own with fewer pages.
  const [top] = (await listThemes(request, 'sort=popular&pageSize=1')).items;
  const { demoUrl } = await getTheme(request, top!.slug);
  await page.goto(`${demoUrl!}contact`);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('Is this real?');
  allowConsoleError(resourceError(403, '/_themeport/contact'), "a demo's contact form is refused with 403 on purpose");
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByRole('heading', { name: 'This is a live demo' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('not stored or delivered');
  await page.screenshot({ path: test.info().outputPath('demo-contact.png') });
  await page.getByRole('link', { name: 'Back to the demo' }).click();
  await expect(page).toHaveURL(`${demoUrl!}contact`);
});
