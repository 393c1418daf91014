/** spec 000 §2: links use the slug, or the id when a theme has no slug. */
export function themePath(theme: { id: string; slug: string | null | undefined }): string {
  return `/themes/${encodeURIComponent(theme.slug || theme.id)}`;
}
