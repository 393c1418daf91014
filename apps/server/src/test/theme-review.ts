// A developer's theme as My Themes builds it (issue 22): created, a home page with one component
// whose link the automated check follows, the page published; sent for review.
import type { AdminTheme } from '@themeport/core';
import { expect } from 'vitest';
import type { Client } from './auth.ts';

export const DEVELOPER_THEMES = '/api/developer/themes';
const base = DEVELOPER_THEMES;

/** The one component of the home page: a heading and a link the check follows. */
export function intro(link: string, heading = 'Welcome') {
  return {
    intro: {
      meta: { slug: 'intro', component: 'Intro', schemaVersion: 2, file: 'src/components/Intro.astro' },
      content: {
        title: { value: heading, elementType: 'h1' },
        cta: { value: link, elementType: 'a' },
      },
      settings: { location: 'home', sort_order: 1 },
    },
  };
}

let sequence = 0;
export async function newTheme(client: Client, link = '/', fields: { images?: string[] } = {}): Promise<AdminTheme> {
  sequence += 1;
  const res = await client.post(base, {
    name: `Seller Theme ${sequence} ${Date.now()}`,
    description: 'A theme a developer sells',
    framework: 'astro',
    price: 3900,
    industry: { category: 'business', type: 'consulting' },
    ...fields,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const theme = (await res.json()) as AdminTheme;
  expect((await client.post(`${base}/${theme.id}/pages`, { name: 'index', title: 'Home' })).status).toBe(201);
  await saveHome(client, theme.id, link);
  const published = await client.request(`${base}/${theme.id}/pages/index`, {
    method: 'PATCH',
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  return theme;
}

export async function saveHome(client: Client, themeId: string, link: string, heading?: string) {
  return client.request(`${base}/${themeId}/pages/index/components`, {
    method: 'PUT',
    json: { components: intro(link, heading) },
  });
}

export const submit = (client: Client, themeId: string, changelog = 'First release') =>
  client.post(`${base}/${themeId}/submissions`, { changelog });
