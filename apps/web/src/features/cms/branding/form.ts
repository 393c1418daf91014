import {
  READABLE_CONTRAST,
  SOCIAL_NETWORKS,
  contrastRatio,
  siteBrandingSchema,
  type BrandImageRole,
  type SiteBranding,
  type SiteBrandingInput,
  type SocialNetwork,
} from '@themeport/core';

export const COLOR_KEYS = ['primary', 'secondary', 'accent', 'background', 'text'] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export const COLOR_LABELS: Record<ColorKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  background: 'Background',
  text: 'Text',
};
const DEFAULT_KEYS = ['tagline', 'contactEmail', 'phone', 'address'] as const;
export type DefaultKey = (typeof DEFAULT_KEYS)[number];

/** The form's copy of a branding profile: every value a string, '' meaning "the theme's". */
export interface BrandingDraft {
  images: { key: string; url: string; alt: string; role: BrandImageRole }[];
  colors: Record<ColorKey, string>;
  fonts: { heading: string; body: string };
  defaults: Record<DefaultKey, string>;
  social: Record<SocialNetwork, string>;
}

let imageKeys = 0;
export const newImageKey = () => `image-${++imageKeys}`;

export function toDraft(branding: SiteBranding): BrandingDraft {
  const defaults = branding.content_defaults;
  return {
    images: branding.brand_assets.images.map((image) => ({ ...image, key: newImageKey() })),
    colors: Object.fromEntries(COLOR_KEYS.map((key) => [key, branding.colors[key] ?? ''])) as Record<ColorKey, string>,
    fonts: { heading: branding.fonts.heading ?? '', body: branding.fonts.body ?? '' },
    defaults: Object.fromEntries(DEFAULT_KEYS.map((key) => [key, defaults[key] ?? ''])) as Record<DefaultKey, string>,
    social: Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, defaults.social?.[key] ?? ''])) as Record<
      SocialNetwork,
      string
    >,
  };
}

/** Only what is set: an empty value leaves that part to the theme. */
function setOnly<T extends string>(values: Record<T, string>): Partial<Record<T, string>> {
  return Object.fromEntries(
    Object.entries<string>(values)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Partial<Record<T, string>>;
}

export function toBranding(draft: BrandingDraft): SiteBrandingInput {
  const social = setOnly(draft.social);
  return {
    brand_assets: { images: draft.images.map(({ url, alt, role }) => ({ url: url.trim(), alt: alt.trim(), role })) },
    colors: setOnly(draft.colors),
    fonts: setOnly(draft.fonts) as SiteBrandingInput['fonts'],
    content_defaults: { ...setOnly(draft.defaults), ...(Object.keys(social).length > 0 ? { social } : {}) },
  };
}

/** Each invalid value's message by its path ('colors.primary', 'brand_assets.images.0.url'), as the server words it. */
export function brandingErrors(draft: BrandingDraft): Record<string, string> {
  const parsed = siteBrandingSchema.safeParse(toBranding(draft));
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** Same as saved, whatever the image keys. */
export function sameBranding(a: BrandingDraft, b: BrandingDraft): boolean {
  return JSON.stringify(toBranding(a)) === JSON.stringify(toBranding(b));
}

/** How the chosen text reads on the chosen background: the ratio, and whether the live site keeps it. */
export function contrastNote(text: string, background: string): { ratio: number; isReadable: boolean } | null {
  const ratio = contrastRatio(text, background);
  return ratio === null ? null : { ratio: Math.round(ratio * 10) / 10, isReadable: ratio >= READABLE_CONTRAST };
}
