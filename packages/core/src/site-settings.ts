// A site's settings (SEO defaults, favicon, footer text) and its branding profile (spec 000 §3:
// brand_assets.images, colours, fonts, content_defaults): the shapes both the content manager's
// Settings and Branding tabs and the server's routes validate with, and the live site applies.
import { z } from 'zod';
import { IMAGE_ADDRESS_TEXT, imageAddressProblem } from './image-address.ts';

export const SITE_SETTINGS_LIMITS = {
  name: 80,
  description: 500,
  seoTitle: 70,
  seoDescription: 160,
  footerText: 300,
  url: 2000,
  images: 12,
  alt: 200,
  tagline: 160,
  email: 254,
  phone: 40,
  address: 300,
} as const;

export const SITE_SETTINGS_TEXT = {
  nameRequired: 'Give the site a name.',
  nameTooLong: `Keep the name under ${SITE_SETTINGS_LIMITS.name} characters.`,
  descriptionTooLong: `Keep the description under ${SITE_SETTINGS_LIMITS.description} characters.`,
  seoTitleTooLong: `Keep the SEO title under ${SITE_SETTINGS_LIMITS.seoTitle} characters.`,
  seoDescriptionTooLong: `Keep the SEO description under ${SITE_SETTINGS_LIMITS.seoDescription} characters.`,
  footerTextTooLong: `Keep the footer text under ${SITE_SETTINGS_LIMITS.footerText} characters.`,
  imageUrlInvalid: IMAGE_ADDRESS_TEXT.invalid,
  tooManyImages: `A brand profile holds at most ${SITE_SETTINGS_LIMITS.images} images.`,
  altTooLong: `Keep the alternative text under ${SITE_SETTINGS_LIMITS.alt} characters.`,
  colorInvalid: 'Enter a colour as a hex code such as #3b82f6.',
  fontInvalid: 'Choose one of the listed fonts.',
  taglineTooLong: `Keep the tagline under ${SITE_SETTINGS_LIMITS.tagline} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Enter a phone number with digits, spaces, +, -, ( or ).',
  addressTooLong: `Keep the address under ${SITE_SETTINGS_LIMITS.address} characters.`,
  socialInvalid: 'Enter a full address starting with https://.',
  nothingToChange: 'Nothing to change.',
  settingsSaved: 'Settings saved successfully!',
  settingsFailed: 'Failed to save settings',
  brandingSaved: 'Branding saved successfully!',
  brandingFailed: 'Failed to save branding',
} as const;

/**
 * An image the live site can load: one of the account's Library images ('/uploads/media/…', its
 * owner checked by the server) or an https address; '' for none (core image-address.ts).
 */
const imageUrl = z
  .string()
  .trim()
  .refine((value) => imageAddressProblem(value) === null, SITE_SETTINGS_TEXT.imageUrlInvalid);

export function isWebUrl(value: string, schemes: readonly string[] = ['https:', 'http:']): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** Site settings (sites.settings): '' means "not set" for every field. */
export const siteSettingsSchema = z.object({
  seoTitle: text(SITE_SETTINGS_LIMITS.seoTitle, SITE_SETTINGS_TEXT.seoTitleTooLong).default(''),
  seoDescription: text(SITE_SETTINGS_LIMITS.seoDescription, SITE_SETTINGS_TEXT.seoDescriptionTooLong).default(''),
  faviconUrl: imageUrl.default(''),
  footerText: text(SITE_SETTINGS_LIMITS.footerText, SITE_SETTINGS_TEXT.footerTextTooLong).default(''),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const siteName = z
  .string()
  .trim()
  .min(1, SITE_SETTINGS_TEXT.nameRequired)
  .max(SITE_SETTINGS_LIMITS.name, SITE_SETTINGS_TEXT.nameTooLong);

/** GET …/slots/:slotId/settings: the site's name and description with its settings. */
export interface SiteSettingsResponse extends SiteSettings {
  name: string;
  description: string;
}

/** PATCH …/slots/:slotId/settings: any of the fields; the rest stay as they are. */
export const updateSiteSettingsSchema = z
  .object({
    name: siteName.optional(),
    description: text(SITE_SETTINGS_LIMITS.description, SITE_SETTINGS_TEXT.descriptionTooLong).optional(),
    seoTitle: siteSettingsSchema.shape.seoTitle.unwrap().optional(),
    seoDescription: siteSettingsSchema.shape.seoDescription.unwrap().optional(),
    faviconUrl: siteSettingsSchema.shape.faviconUrl.unwrap().optional(),
    footerText: siteSettingsSchema.shape.footerText.unwrap().optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), SITE_SETTINGS_TEXT.nothingToChange);
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsSchema>;

export const BRAND_IMAGE_ROLES = ['logo', 'logo-dark', 'icon', 'hero', 'other'] as const;
export type BrandImageRole = (typeof BRAND_IMAGE_ROLES)[number];
export const BRAND_IMAGE_ROLE_LABELS: Record<BrandImageRole, string> = {
  logo: 'Logo',
  'logo-dark': 'Logo (dark backgrounds)',
  icon: 'Icon',
  hero: 'Hero image',
  other: 'Other',
};

/**
 * Font stacks a hosted site may use. Sites load no web fonts (their CSP allows no font host), so
 * each is a stack of fonts that ship with common systems, ending in a generic family.
 */
export const SITE_FONTS = [
  { id: 'system', label: 'System sans', stack: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
  {
    id: 'humanist',
    label: 'Humanist sans',
    stack: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', sans-serif",
  },
  { id: 'geometric', label: 'Geometric sans', stack: "Avenir, Montserrat, Corbel, 'URW Gothic', sans-serif" },
  {
    id: 'rounded',
    label: 'Rounded sans',
    stack: "'Arial Rounded MT Bold', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, sans-serif",
  },
  {
    id: 'classic-serif',
    label: 'Classic serif',
    stack: "'Iowan Old Style', 'Palatino Linotype', 'URW Palladio L', P052, serif",
  },
  {
    id: 'transitional',
    label: 'Transitional serif',
    stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif",
  },
  { id: 'didone', label: 'Didone serif', stack: "Didot, 'Bodoni MT', 'Noto Serif Display', 'URW Palladio L', serif" },
  { id: 'slab', label: 'Slab serif', stack: "Rockwell, 'Rockwell Nova', 'Roboto Slab', 'DejaVu Serif', serif" },
  {
    id: 'mono',
    label: 'Monospace',
    stack: "ui-monospace, 'Cascadia Code', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
] as const;
export type SiteFontId = (typeof SITE_FONTS)[number]['id'];
const FONT_IDS = SITE_FONTS.map((font) => font.id) as [SiteFontId, ...SiteFontId[]];

/** The CSS stack of a listed font, or undefined for anything else. */
export function siteFontStack(id: string | undefined): string | undefined {
  return SITE_FONTS.find((font) => font.id === id)?.stack;
}

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const color = z.string().trim().regex(HEX_COLOR, SITE_SETTINGS_TEXT.colorInvalid).toLowerCase();
const font = z.enum(FONT_IDS, { error: SITE_SETTINGS_TEXT.fontInvalid });

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};
const socialUrl = z
  .string()
  .trim()
  .max(SITE_SETTINGS_LIMITS.url, SITE_SETTINGS_TEXT.socialInvalid)
  .refine((value) => isWebUrl(value, ['https:']), SITE_SETTINGS_TEXT.socialInvalid);

export const brandImageSchema = z.object({
  url: imageUrl.refine((value) => value !== '', SITE_SETTINGS_TEXT.imageUrlInvalid),
  alt: text(SITE_SETTINGS_LIMITS.alt, SITE_SETTINGS_TEXT.altTooLong).default(''),
  role: z.enum(BRAND_IMAGE_ROLES),
});
export type BrandImage = z.infer<typeof brandImageSchema>;

/** spec 000 §3 Branding profile (sites.branding). Every part is optional: what is unset is the theme's. */
export const siteBrandingSchema = z.object({
  brand_assets: z
    .object({ images: z.array(brandImageSchema).max(SITE_SETTINGS_LIMITS.images, SITE_SETTINGS_TEXT.tooManyImages) })
    .default({ images: [] }),
  colors: z
    .object({
      primary: color.optional(),
      secondary: color.optional(),
      accent: color.optional(),
      background: color.optional(),
      text: color.optional(),
    })
    .default({}),
  fonts: z.object({ heading: font.optional(), body: font.optional() }).default({}),
  content_defaults: z
    .object({
      tagline: text(SITE_SETTINGS_LIMITS.tagline, SITE_SETTINGS_TEXT.taglineTooLong).optional(),
      contactEmail: z
        .string()
        .trim()
        .max(SITE_SETTINGS_LIMITS.email, SITE_SETTINGS_TEXT.emailInvalid)
        .refine(
          (value) => value === '' || /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i.test(value),
          SITE_SETTINGS_TEXT.emailInvalid,
        )
        .optional(),
      phone: z
        .string()
        .trim()
        .max(SITE_SETTINGS_LIMITS.phone, SITE_SETTINGS_TEXT.phoneInvalid)
        .refine((value) => value === '' || /^\+?[\d\s().-]{6,}$/.test(value), SITE_SETTINGS_TEXT.phoneInvalid)
        .optional(),
      address: text(SITE_SETTINGS_LIMITS.address, SITE_SETTINGS_TEXT.addressTooLong).optional(),
      social: z.partialRecord(z.enum(SOCIAL_NETWORKS), socialUrl).optional(),
    })
    .default({}),
});
export type SiteBranding = z.infer<typeof siteBrandingSchema>;
export type SiteBrandingInput = z.input<typeof siteBrandingSchema>;

export const EMPTY_SITE_SETTINGS: SiteSettings = { seoTitle: '', seoDescription: '', faviconUrl: '', footerText: '' };
export const EMPTY_SITE_BRANDING: SiteBranding = {
  brand_assets: { images: [] },
  colors: {},
  fonts: {},
  content_defaults: {},
};

/**
 * A stored settings value read leniently: each valid field kept, anything else dropped, so a
 * value written by an older version never breaks the site.
 */
export function readSiteSettings(value: unknown): SiteSettings {
  const source = isRecord(value) ? value : {};
  const settings = { ...EMPTY_SITE_SETTINGS };
  for (const key of Object.keys(EMPTY_SITE_SETTINGS) as (keyof SiteSettings)[]) {
    const parsed = siteSettingsSchema.shape[key].safeParse(source[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings;
}

/** A stored branding value read leniently, part by part (see readSiteSettings). */
export function readSiteBranding(value: unknown): SiteBranding {
  const source = isRecord(value) ? value : {};
  const branding: SiteBranding = structuredClone(EMPTY_SITE_BRANDING);
  const images = isRecord(source.brand_assets) ? source.brand_assets.images : undefined;
  if (Array.isArray(images)) {
    branding.brand_assets.images = images
      .map((image) => brandImageSchema.safeParse(image))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.data)
      .slice(0, SITE_SETTINGS_LIMITS.images);
  }
  for (const part of ['colors', 'fonts', 'content_defaults'] as const) {
    const shape = siteBrandingSchema.shape[part].unwrap().shape as Record<string, z.ZodType>;
    const stored = isRecord(source[part]) ? source[part] : {};
    const kept: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(shape)) {
      const parsed = schema.safeParse(stored[key]);
      if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data;
    }
    (branding as Record<string, unknown>)[part] = kept;
  }
  return branding;
}

/** The first brand image of a role. */
export function brandImage(branding: SiteBranding, role: BrandImageRole): BrandImage | undefined {
  return branding.brand_assets.images.find((image) => image.role === role);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
