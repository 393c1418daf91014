import { fillSiteName, type ComponentInstance, type SitePage } from '@themeport/core';
import { expect, test } from './fixtures';
import { deployFreeTheme } from './support';

// The visual editor's loop (issue 11): Edit Page frames the live page, the helper inside it
// frames sections on hover and edits them in place, the save persists through the component API
// and the live site shows it; Undo puts it back; messages from anywhere but the frame do nothing.

test.use({ signUp: { prefix: 'editor', firstName: 'Eddie', lastName: 'Editor' } });

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
  await expect(editor.getByText(/^Connected\./)).toBeVisible();
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
  await expect(editor.getByText(/^Connected\./)).toBeVisible();
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
