import { randomBytes } from 'node:crypto';
import { emptyTemplateConfig, type TemplateConfig } from '@themeport/core';
import type { Database } from '../db/client.ts';
import type { Theme, ThemeReviewRow } from '../db/schema.ts';
import { createReview as createReviewInService, type CreateReviewInput } from '../modules/themes/reviews.ts';
import { createTheme as createThemeInService, type CreateThemeInput } from '../modules/themes/service.ts';

/**
 * Factories with overrides for the Vitest suites (the journeys make their data through the API;
 * what both share, without I/O, is in shared-data.ts). They go through the services, so the
 * catalogue cache is invalidated exactly as in production.
 */
let sequence = 0;
const unique = () => `${++sequence}${randomBytes(3).toString('hex')}`;

/**
 * One published page, no components: the least a deploy installs, so checkout sells the theme
 * (a paid theme with no published template page is refused, issue 20).
 */
export const SELLABLE_TEMPLATE: TemplateConfig = {
  ...emptyTemplateConfig(new Date('2025-01-01T00:00:00.000Z')),
  pages: [{ name: 'Home', path: '/', title: 'Home', status: 'published', is_dynamic: false, components: {} }],
};

/** A theme; a paid one is sellable (SELLABLE_TEMPLATE) unless the test gives a template of its own. */
export async function createTheme(db: Database, overrides: Partial<CreateThemeInput> = {}): Promise<Theme> {
  const suffix = unique();
  const name = overrides.name ?? `Test Theme ${suffix}`;
  return createThemeInService(db, {
    name,
    slug: overrides.slug ?? `test-theme-${suffix}`,
    description: 'A clean theme for tests.',
    longDescription: 'First paragraph.\nSecond paragraph.',
    framework: 'astro',
    price: 0,
    features: ['Responsive layout', 'Dark mode'],
    images: ['/uploads/themes/test-1.svg'],
    previewUrl: '/uploads/themes/test-1.svg',
    demoUrl: 'https://demo.example.com',
    downloads: 0,
    industryCategory: 'misc',
    industryType: 'general',
    ...((overrides.price ?? 0) > 0 ? { templateConfig: SELLABLE_TEMPLATE } : {}),
    ...overrides,
  });
}

export async function createReview(
  db: Database,
  overrides: Partial<CreateReviewInput> & { themeId: string },
): Promise<ThemeReviewRow> {
  return createReviewInService(db, {
    reviewerName: 'Test Reviewer',
    rating: 5,
    reviewText: 'Great theme.',
    status: 'approved',
    ...overrides,
  });
}
