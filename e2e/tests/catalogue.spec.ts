import { expect, test } from './fixtures';
import { cardNames, expectAccessible, listThemes } from './support';

test('filters by industry category, then type, and keeps the filter in the URL', async ({ page, request }) => {
  const technology = await listThemes(request, 'category=technology&pageSize=48');
  const saas = await listThemes(request, 'category=technology&type=saas&pageSize=48');
  expect(saas.total).toBeGreaterThan(0);
  expect(saas.total).toBeLessThan(technology.total + 1);

  await page.goto('/themes');
  await page.getByLabel('Industry').selectOption('technology');
  await expect(page).toHaveURL(/category=technology/);
  await expect(cardNames(page, 'All Themes')).toHaveText(technology.items.map((theme) => theme.name));

  await page.getByLabel('Type').selectOption('saas');
  await expect(page).toHaveURL(/type=saas/);
  await expect(cardNames(page, 'All Themes')).toHaveText(saas.items.map((theme) => theme.name));

  await page.reload();
  await expect(page.getByLabel('Industry')).toHaveValue('technology');
  await expect(page.getByLabel('Type')).toHaveValue('saas');
  await expect(cardNames(page, 'All Themes')).toHaveText(saas.items.map((theme) => theme.name));
});

test('choosing another category resets the type', async ({ page }) => {
  await page.goto('/themes?category=technology&type=saas');
  await page.getByLabel('Industry').selectOption('creative');
  await expect(page.getByLabel('Type')).toHaveValue('');
  await expect(page).not.toHaveURL(/type=/);
});

test('searches names, descriptions and features', async ({ page, request }) => {
  const [sample] = (await listThemes(request, 'sort=newest&pageSize=1')).items;
  const word = sample!.name.split(' ')[0]!;
  const expected = await listThemes(request, `q=${encodeURIComponent(word)}&pageSize=48`);
  await page.goto('/themes');
  await page.getByRole('searchbox', { name: 'Search themes' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
  await expect(cardNames(page, 'All Themes')).toHaveText(expected.items.map((theme) => theme.name));
});

test('combines framework, price and sort filters', async ({ page, request }) => {
  const expected = await listThemes(request, 'framework=nextjs&pricing=free&sort=newest&pageSize=48');
  await page.goto('/themes');
  await page.getByLabel('Framework').selectOption('nextjs');
  await page.getByLabel('Price').selectOption('free');
  await page.getByLabel('Sort').selectOption('newest');
  await expect(page).toHaveURL(/framework=nextjs/);
  await expect(cardNames(page, 'All Themes')).toHaveText(expected.items.map((theme) => theme.name));
  for (const price of await page.getByRole('region', { name: 'All Themes' }).getByRole('article').allInnerTexts()) {
    expect(price).toContain('Free');
  }
});

test('two filters chosen before the page re-renders both stay', async ({ page, request }) => {
  const expected = await listThemes(request, 'framework=nextjs&pricing=free&pageSize=48');
  await page.goto('/themes');
  await expect(page.getByLabel('Price')).toBeEnabled();
  // Both in one task, as a quick hand on a slow phone does: the second comes before the first's
  // navigation has re-rendered the page, and must build on it rather than undo it.
  await page.locator('select').evaluateAll((selects) => {
    for (const [label, value] of [
      ['Framework', 'nextjs'],
      ['Price', 'free'],
    ]) {
      const select = (selects as HTMLSelectElement[]).find((item) => item.labels?.[0]?.textContent?.trim() === label);
      if (!select) throw new Error(`No select labelled ${label}`);
      select.value = value!;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/framework=nextjs&pricing=free/);
  await expect(cardNames(page, 'All Themes')).toHaveText(expected.items.map((theme) => theme.name));
});

test('an empty result offers to clear the filters', async ({ page }) => {
  await page.goto('/themes?q=zzzznotatheme');
  await expect(page.getByText('No themes match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(cardNames(page, 'All Themes').first()).toBeVisible();
});

test('the catalogue shows Most Popular and New Arrivals above All Themes', async ({ page }) => {
  await page.goto('/themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();
  await expect(cardNames(page, 'Most Popular')).toHaveCount(3);
  await expect(cardNames(page, 'New Arrivals')).toHaveCount(4);
  await expectAccessible(page);
});

// Decision 048, stop 39: a server-rendered page's script is fetched only once the images in view
// have loaded and no new largest paint has come for three frames, so Lighthouse's simulation does
// not count the script's ~120 KB in the page's LCP.
test("the catalogue's script is fetched after its largest paint", async ({ page }) => {
  await page.goto('/themes');
  await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
  const timing = await page.evaluate(async () => {
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/[\w.-]+\.js$/.test(new URL(entry.name).pathname));
    return {
      largestPaintAt: paints.at(-1)?.startTime,
      scripts: scripts.length,
      firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.largestPaintAt).toBeDefined();
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptAt).toBeGreaterThan(timing.largestPaintAt!);
});
