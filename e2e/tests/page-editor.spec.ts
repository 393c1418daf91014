import type { Page } from '@playwright/test';
import { fillSiteName, type ComponentInstance, type SitePage, type SiteSlot } from '@themeport/core';
import { pngOfSize } from '../../apps/server/src/test/images.ts';
import { expect, test, allowConsoleError, resourceError } from './fixtures';
import { deployFreeTheme, originHeaders } from './support';

// The visual editor's loop (issue 11): Edit Page frames the live page, the helper inside it
// frames sections on hover and edits them in place, the save persists through the component API
// and the live site shows it; Undo puts it back; messages from anywhere but the frame do nothing.

test.use({ signUp: { prefix: 'editor', firstName: 'Eddie', lastName: 'Editor' } });

/** Opens the home page of the slot in the page editor and waits for the helper's handshake. */
async function openHomeInEditor(page: Page, accountId: string, slot: SiteSlot) {
  await page.goto(`/cms/${accountId}/${slot.id}`);
  return editHomeFromPagesList(page, accountId, slot);
}

/** On the content manager's Content tab: Edit Page on the home row, then the helper's handshake. */
async function editHomeFromPagesList(page: Page, accountId: string, slot: SiteSlot) {
  const api = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { pages } = (await (await page.request.get(`${api}/pages`)).json()) as { pages: SitePage[] };
  const home = pages.find((item) => item.path === '/' && !item.isDynamic)!;
  await page
    .getByRole('region', { name: `Pages (${pages.length})` })
    .getByRole('button', { name: `Edit Page ${fillSiteName(home.title, slot.name)}` })
    .click();
  const editor = page.getByRole('region', { name: /^Page editor:/ });
  await expect(editor.getByText('Connected. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
  return { editor, frame: page.frameLocator('iframe[title^="Page editor:"]') };
}

test('edit a heading in the page editor, see it live, undo it; forged messages change nothing', async ({
  page,
  context,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Eddie Bakes');
  const api = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { pages } = (await (await page.request.get(`${api}/pages`)).json()) as { pages: SitePage[] };
  const home = pages.find((item) => item.path === '/' && !item.isDynamic)!;

  await page.goto(`/cms/${accountId}/${slot.id}`);
  const pagesRegion = page.getByRole('region', { name: `Pages (${pages.length})` });
  await pagesRegion.getByRole('button', { name: `Edit Page ${fillSiteName(home.title, slot.name)}` }).click();

  const editor = page.getByRole('region', { name: /^Page editor:/ });
  await expect(editor.getByRole('link', { name: /Preview Live/ })).toHaveAttribute('href', slot.deploymentUrl!);
  await expect(editor.getByText('Connected. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Page editor:"]');
  const heading = frame.locator('h1[data-field="title"]').first();
  const original = (await heading.textContent())!;

  // Hovering frames the section; clicking opens the helper's editing panel in the frame.
  await heading.hover();
  await expect(frame.locator('[data-themeport-editor] .box').first()).toBeVisible();
  await heading.click();
  const panel = frame.getByRole('dialog', { name: /^Edit / });
  await expect(panel).toBeVisible();
  const newTitle = `Fresh from the editor ${Date.now()}`;
  await panel.getByLabel('Title', { exact: true }).fill(newTitle);
  await expect(heading).toHaveText(newTitle); // shown on the page as it is typed
  await page
    .locator('iframe[title^="Page editor:"]')
    .screenshot({ path: test.info().outputPath('page-editor-panel.png') });
  await panel.getByRole('button', { name: 'Save' }).click();

  // The frame renders again from the saved data; the live site shows it too.
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(frame.locator('h1[data-field="title"]').first()).toHaveText(newTitle);
  await expect(editor.getByText(/^Saved\./)).toBeVisible();
  const live = await context.newPage();
  await live.goto(slot.deploymentUrl!);
  await expect(live.locator('h1[data-field="title"]').first()).toHaveText(newTitle);
  // Outside the portal the helper stays idle: no editor layer on the live page.
  await expect(live.locator('[data-themeport-editor]')).toHaveCount(0);

  const sectionId = await frame.locator('section[data-elid]', { has: heading }).first().getAttribute('data-elid');
  const saved = (await (await page.request.get(`${api}/components/${sectionId}`)).json()) as ComponentInstance;
  expect((saved.data.content as Record<string, { value: string }>).title!.value).toBe(newTitle);

  // Undo persists the previous text and the frame shows it again.
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(frame.locator('h1[data-field="title"]').first()).toHaveText(original);
  await live.reload();
  await expect(live.locator('h1[data-field="title"]').first()).toHaveText(original);
  const restored = (await (await page.request.get(`${api}/components/${sectionId}`)).json()) as ComponentInstance;
  expect(restored.version).toBe(saved.version + 1);

  // Forged saves: from another window of the site's own origin, and from the frame for a
  // component the portal never opened. Neither changes anything.
  await expect(editor.getByText(/^Undone\./)).toBeVisible();
  const { components } = (await (await page.request.get(`${api}/components`)).json()) as {
    components: ComponentInstance[];
  };
  const other = components.find((component) => component.id !== sectionId)!;
  const forged = (componentId: string) => ({
    type: 'ELID_SAVE_COMPONENT',
    componentId,
    changes: { content: { title: { value: 'Forged' } } },
  });
  await page.evaluate((src) => {
    const intruder = document.createElement('iframe');
    intruder.src = src;
    intruder.title = 'intruder';
    document.body.append(intruder);
  }, `${slot.deploymentUrl!}about`);
  const intruder = await expect
    .poll(() => page.frames().find((candidate) => candidate.url().endsWith('/about')) ?? null)
    .not.toBeNull()
    .then(() => page.frames().find((candidate) => candidate.url().endsWith('/about'))!);
  await intruder.evaluate((message) => window.parent.postMessage(message, '*'), forged(sectionId!));
  const editorFrame = page.frames().find((candidate) => candidate.url() === slot.deploymentUrl)!;
  await editorFrame.evaluate((message) => window.parent.postMessage(message, '*'), forged(other.id));
  await page.evaluate((message) => window.postMessage(message, '*'), forged(sectionId!));
  // The portal answered the frame's forged save with a refusal, which the helper shows.
  await expect(frame.getByText(`Save refused: component ${other.id} was not opened in the editor`)).toBeVisible();

  const after = (await (await page.request.get(`${api}/components`)).json()) as { components: ComponentInstance[] };
  for (const component of after.components) {
    const before = components.find((item) => item.id === component.id)!;
    expect(component.version, component.slug).toBe(before.version);
  }
  await expect(frame.locator('h1[data-field="title"]').first()).toHaveText(original);

  // Devices and full screen (spec 000 §2).
  const frameElement = page.locator('iframe[title^="Page editor:"]');
  await editor.getByRole('button', { name: 'Mobile', exact: true }).click();
  await expect(frameElement).toHaveCSS('width', '375px');
  await editor.getByRole('button', { name: 'Tablet', exact: true }).click();
  await expect(frameElement).toHaveCSS('width', '768px');
  await editor.getByRole('button', { name: 'Fullscreen Editor' }).click();
  await expect(editor).toHaveCSS('position', 'fixed');
  await page.screenshot({ path: test.info().outputPath('page-editor-fullscreen.png') });
  await editor.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await editor.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(editor).toHaveCount(0);
});

test('edit, add, move and remove list items in the page editor; undo puts the list back', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Eddie Lists');
  const api = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { editor, frame } = await openHomeInEditor(page, accountId, slot);
  const grid = frame
    .locator('section[data-elid]', { has: frame.locator('li[data-uid] h3[data-field="title"]') })
    .first();
  const sectionId = (await grid.getAttribute('data-elid'))!;
  const titles = grid.locator('li[data-uid] [data-field="title"]');
  const original = await titles.allTextContents();
  expect(original.length).toBeGreaterThanOrEqual(3);

  await titles.first().click();
  const panel = frame.getByRole('dialog', { name: /^Edit / });
  await expect(panel.getByRole('group', { name: `Items (${original.length})` })).toBeVisible();

  // Edit the first item's title: shown on the page as it is typed.
  await panel.getByLabel('Item 1 · Title', { exact: true }).fill('Hand-shaped loaves');
  await expect(titles.first()).toHaveText('Hand-shaped loaves');

  // Add an item (shaped like the others, empty), fill it, move it up one place, remove the second.
  const added = `Item ${original.length + 1}`;
  await panel.getByRole('button', { name: 'Add item' }).click();
  await expect(panel.getByLabel(`${added} · Title`, { exact: true })).toHaveValue('');
  await panel.getByLabel(`${added} · Title`, { exact: true }).fill('Seasonal bakes');
  await panel.getByLabel(`${added} · Body`, { exact: true }).fill('Whatever the market brings this week.');
  await panel.getByRole('button', { name: `Move ${added} up` }).click();
  await expect(panel.getByLabel(`Item ${original.length} · Title`, { exact: true })).toHaveValue('Seasonal bakes');
  await panel.getByRole('button', { name: 'Remove Item 2' }).click();
  await expect(panel.getByText('Added, removed and moved items show on the page after Save.')).toBeVisible();
  await page
    .locator('iframe[title^="Page editor:"]')
    .screenshot({ path: test.info().outputPath('page-editor-list-panel.png') });
  await panel.getByRole('button', { name: 'Save' }).click();

  // The frame renders the saved list: the order and texts as edited.
  const expected = ['Hand-shaped loaves', ...original.slice(2, -1), 'Seasonal bakes', original.at(-1)!];
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(titles).toHaveText(expected);
  const saved = (await (await page.request.get(`${api}/components/${sectionId}`)).json()) as ComponentInstance;
  const items = saved.data.content as { items: { uid: string; title: { value: string; elementType: string } }[] };
  expect(items.items.map((item) => item.title.value)).toEqual(expected);
  expect(new Set(items.items.map((item) => item.uid)).size).toBe(expected.length);
  expect(items.items.every((item) => item.title.elementType === 'h3')).toBe(true);

  // Undo puts the whole list back.
  await editor.getByRole('button', { name: 'Undo' }).click();
  await expect(titles).toHaveText(original);
});

test('an image field takes a typed address or one chosen and uploaded in the portal’s library', async ({
  page,
  signedIn: { accountId },
}) => {
  allowConsoleError(resourceError(404, '/images/hero.jpg'), 'the journey sets an image address that has no file');
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Eddie Pictures');
  const api = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { components } = (await (await page.request.get(`${api}/components`)).json()) as {
    components: ComponentInstance[];
  };
  const hero = components.find((component) => component.pagePath === '/' && /hero/.test(component.slug))!;
  const added = await page.request.patch(`${api}/components/${hero.id}`, {
    data: { data: { content: { image: { value: '/images/hero.jpg', elementType: 'img' } } } },
    headers: originHeaders(),
  });
  expect(added.status(), await added.text()).toBe(200);
  const { editor, frame } = await openHomeInEditor(page, accountId, slot);
  await frame.locator(`section[data-elid="${hero.id}"] h1[data-field="title"]`).click();
  const panel = frame.getByRole('dialog', { name: /^Edit / });
  const image = panel.getByLabel('Image', { exact: true });
  await expect(image).toHaveValue('/images/hero.jpg');

  // A script address is refused in the panel, and nothing is sent.
  await image.fill('javascript:alert(1)');
  const problem = 'Enter an image address: https://… or a path on the site (/images/photo.jpg).';
  await expect(panel.getByRole('alert')).toHaveText(problem);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Image: ${problem}`);

  // Choose image opens the portal's library over the page; an upload is picked at once.
  await panel.getByRole('button', { name: 'Choose image for Image' }).click();
  const library = page.getByRole('dialog', { name: 'Choose image' });
  await expect(library).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload', exact: true }).click();
  await (
    await chooser
  ).setFiles({ name: 'fresh-loaf.png', mimeType: 'image/png', buffer: Buffer.from(pngOfSize(800)) });
  await expect(library).toHaveCount(0);
  await expect(image).toHaveValue(/^\/uploads\/media\/.+\.png$/);
  const picked = await image.inputValue();
  // The preview loads it from the portal inside the site's frame (another origin).
  await expect
    .poll(() => panel.locator('.image-row img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page
    .locator('iframe[title^="Page editor:"]')
    .screenshot({ path: test.info().outputPath('page-editor-image-panel.png') });
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('button', { name: 'Undo' })).toBeVisible();

  const saved = (await (await page.request.get(`${api}/components/${hero.id}`)).json()) as ComponentInstance;
  expect((saved.data.content as Record<string, unknown>).image).toEqual({ value: picked, elementType: 'img' });
});

test('a save in the page editor shows in the Components tab at once, without a reload', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Eddie Sections');

  // The Components tab is read first, so its list is in the portal's cache when the editor saves.
  await page.goto(`/cms/${accountId}/${slot.id}?tab=components`);
  const hero = page.getByRole('list', { name: 'Components of the page' }).getByRole('listitem', { name: 'Hero' });
  await expect(hero.getByText(/^Version 1 ·/)).toBeVisible();

  await page.getByRole('tab', { name: 'Content' }).click();
  const { editor, frame } = await editHomeFromPagesList(page, accountId, slot);
  await frame.locator('h1[data-field="title"]').first().click();
  const panel = frame.getByRole('dialog', { name: /^Edit / });
  const newTitle = `Seen in the tab ${Date.now()}`;
  await panel.getByLabel('Title', { exact: true }).fill(newTitle);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText(/^Saved\./)).toBeVisible();

  await page.getByRole('tab', { name: 'Components' }).click();
  await expect(hero.getByText(/^Version 2 ·/)).toBeVisible();
  await hero.getByRole('button', { name: 'Edit Hero' }).click();
  await expect(
    page.getByRole('form', { name: 'Edit Hero' }).getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue(newTitle);
});
