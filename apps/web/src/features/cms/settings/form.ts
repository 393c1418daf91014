import { updateSiteSettingsSchema, type SiteSettingsResponse } from '@themeport/core';

export type SettingsDraft = SiteSettingsResponse;
export const SETTINGS_FIELDS = [
  'name',
  'description',
  'seoTitle',
  'seoDescription',
  'faviconUrl',
  'footerText',
] as const;

/** The fields that differ from what is saved (trimmed, as the server stores them). */
export function changedSettings(draft: SettingsDraft, saved: SettingsDraft): Partial<SettingsDraft> {
  const changes: Partial<SettingsDraft> = {};
  for (const key of SETTINGS_FIELDS) if (draft[key].trim() !== saved[key]) changes[key] = draft[key];
  return changes;
}

/** The first message of each invalid field, by the same rules as the server (core's schema). */
export function settingsErrors(draft: SettingsDraft): Partial<Record<keyof SettingsDraft, string>> {
  const parsed = updateSiteSettingsSchema.safeParse(draft);
  const errors: Partial<Record<keyof SettingsDraft, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof SettingsDraft | undefined;
    if (key !== undefined) errors[key] ??= issue.message;
  }
  return errors;
}

/** What a search result would show: the SEO title and description, else the site's name and description. */
export function searchPreview(draft: SettingsDraft): { title: string; description: string } {
  return {
    title: draft.seoTitle.trim() || draft.name.trim() || 'Untitled site',
    description: draft.seoDescription.trim() || draft.description.trim(),
  };
}
