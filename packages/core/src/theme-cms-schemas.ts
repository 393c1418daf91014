import { z } from 'zod';
import { THEME_CMS_TEXT } from './theme-cms.ts';
import { isIndustryType } from './taxonomy.ts';
import { FRAMEWORKS } from './themes.ts';

const url = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^https?:\/\//i.test(value), 'Must be an http(s) address')
  .transform((value) => (value === '' ? null : value));

/** The theme's images: stored uploads ('/uploads/themes/…') or http(s) addresses. */
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value.startsWith('/uploads/') || /^https?:\/\//i.test(value), 'Not an image address');

/** spec 001 §2.7 Theme Overview (price in cents; the form takes dollars). */
export const adminThemeSchema = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters').max(80),
    slug: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug: lower-case letters, digits and single hyphens')
      .optional(),
    description: z.string().trim().max(500).default(''),
    longDescription: z.string().trim().max(5000).optional(),
    images: z.array(imageUrl).max(12).default([]),
    previewUrl: url.optional(),
    demoUrl: url.optional(),
    framework: z.enum(FRAMEWORKS),
    price: z.number().int('Price must be whole cents').min(0, 'Price cannot be negative').max(1_000_000).default(0),
    features: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
    industry: z.object({ category: z.string(), type: z.string() }).default({ category: 'misc', type: 'general' }),
  })
  .refine((theme) => isIndustryType(theme.industry.category, theme.industry.type), {
    message: 'Industry type must belong to the chosen category',
    path: ['industry', 'type'],
  });
export type AdminThemeInput = z.input<typeof adminThemeSchema>;

/** spec 001 §5 New template page: name and title required, file path optional. */
export const newTemplatePageSchema = z.object({
  name: z.string().trim().min(1, THEME_CMS_TEXT.requiredFields).max(60),
  title: z.string().trim().min(1, THEME_CMS_TEXT.requiredFields).max(120),
  filePath: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9_./[\]-]*$/, 'File path: letters, digits, / . _ - [ ] only')
    .optional(),
});

export const updateTemplatePageSchema = z
  .object({
    title: z.string().trim().min(1, THEME_CMS_TEXT.requiredFields).max(120).optional(),
    status: z.enum(['draft', 'published']).optional(),
  })
  .refine((body) => body.title !== undefined || body.status !== undefined, { message: 'Nothing to change' });

/** The page's components as the JSON editor saves them (checked by checkTemplateComponents). */
export const saveTemplateComponentsSchema = z.object({ components: z.unknown() });

export const installationTestSchema = z.object({
  accountId: z.string().trim().min(1, THEME_CMS_TEXT.testAccountRequired).uuid('Test account ID must be a UUID'),
});
