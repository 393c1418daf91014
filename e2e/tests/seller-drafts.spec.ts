import { DEMO, expect, signInAs, test } from './fixtures';
import { originHeaders } from './support';

// Issue 22: a developer deletes their own draft (never published, never sent for review) from My
// Themes, with the admin's confirmation; a theme in review keeps its history and offers no Delete.

test('a developer deletes a draft never sent for review; a theme in review offers no Delete', async ({ page }) => {
  const name = `Scrap ${Math.random().toString(36).slice(2, 7)}`;
  await signInAs(page, DEMO.developer);
  const created = await page.request.post('/api/developer/themes', {
    data: {
      name,
      description: 'A draft that goes nowhere.',
      framework: 'astro',
      price: 0,
      industry: { category: 'business', type: 'consulting' },
    },
    headers: originHeaders(),
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/developer-portal/themes');
  // The demo theme waiting in the review queue keeps its history: no Delete.
  const inReview = page.getByRole('listitem', { name: 'Meridian Studio' });
  await expect(inReview).toContainText('In review');
  await expect(inReview.getByRole('button', { name: 'Delete Meridian Studio' })).toHaveCount(0);

  await page
    .getByRole('listitem', { name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText('This will also delete all associated images.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Theme ${name} deleted successfully`)).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
});
