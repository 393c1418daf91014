import type { Page } from '@playwright/test';
import { POST_TEXT, type BlogPostsResponse } from '@themeport/core';
import { expect, test } from './fixtures';
import { deployFreeTheme } from './support';

test.use({ signUp: { prefix: 'posts', firstName: 'Petra', lastName: 'Poster' } });

const statusLine = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a client writes a post with a heading and a list, publishes it to the live blog, unpublishes it, and recreates a deleted theme post', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Petra Bakes');
  const blog = new URL('/blog', slot.localUrl!).href;
  await page.goto(`/cms/${accountId}/${slot.id}`);
  const posts = page.getByRole('region', { name: /^Posts/ });
  await expect(posts.getByRole('heading', { name: /^Posts \(\d+\)$/ })).toBeVisible();

  // New Post: a draft, opened in the inline editor.
  await posts.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New post' });
  await dialog.getByLabel('Title').fill('Sunday rye');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(statusLine(page, POST_TEXT.created)).toBeVisible();
  const row = posts.getByRole('listitem').filter({ hasText: 'Sunday rye' });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  // The body: a heading and a bulleted list from the toolbar.
  const body = row.getByRole('textbox', { name: 'Post content' });
  await body.click();
  await row.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('What goes in');
  await page.keyboard.press('Enter');
  await row.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Rye flour');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Patience');
  await expect(body.getByRole('heading', { level: 2, name: 'What goes in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Save Changes \(1\)$/ })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('post-editor.png') });
  await row.getByRole('button', { name: 'Save Changes' }).click();
  await expect(statusLine(page, POST_TEXT.saved)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const stored = (await (
    await page.request.get(`/api/accounts/${accountId}/slots/${slot.id}/posts`)
  ).json()) as BlogPostsResponse;
  expect(stored.posts.find((post) => post.title === 'Sunday rye')?.content.body).toBe(
    '## What goes in\n\n- Rye flour\n- Patience',
  );
  // The live site is on its own origin ({slot}.sites.localhost), which only the browser resolves.
  const site = await page.context().newPage();
  await site.goto(blog);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(site.getByRole('link', { name: 'Sunday rye' })).toHaveCount(0);

  // Publish: on the live blog at once, heading and list rendered.
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(statusLine(page, POST_TEXT.published)).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await site.reload();
  await site.getByRole('link', { name: 'Sunday rye' }).first().click();
  await expect(site.getByRole('heading', { level: 2, name: 'What goes in' })).toBeVisible();
  await expect(site.getByRole('listitem').filter({ hasText: 'Rye flour' })).toBeVisible();

  // Unpublish: gone from the live blog.
  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(statusLine(page, POST_TEXT.unpublished)).toBeVisible();
  await site.goto(blog);
  await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(site.getByRole('link', { name: 'Sunday rye' })).toHaveCount(0);
  await site.close();
  await row.getByRole('button', { name: 'Close', exact: true }).click();

  // Delete one of the theme's posts, then Recreate Posts brings it back.
  const themePost = posts.getByRole('listitem').filter({ hasNotText: 'Sunday rye' }).first();
  const title = (await themePost.locator('span.font-medium').first().textContent())!;
  await themePost.getByRole('button', { name: /^Edit/ }).click();
  await themePost.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(statusLine(page, POST_TEXT.deleted)).toBeVisible();
  await expect(posts.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await posts.getByRole('button', { name: 'Recreate Posts' }).click();
  await expect(statusLine(page, POST_TEXT.postsRecreated)).toBeVisible();
  await posts.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('posts-list.png') });
  await expect(posts.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  const live = await page.context().newPage();
  await live.goto(blog);
  await expect(live.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await live.close();
});
