import { useEffect } from 'react';

export const SITE_NAME = 'Themeport';

/**
 * 'Themes' → 'Themes – Themeport'; no title → 'Themeport'; `{ exact: true }` uses the title as given.
 * Optionally updates the meta description (the server fills both for the first page load).
 */
export function useDocumentTitle(
  title: string | null | undefined,
  description?: string | null,
  options: { exact?: boolean } = {},
) {
  const { exact = false } = options;
  useEffect(() => {
    document.title = title ? (exact ? title : `${title} – ${SITE_NAME}`) : SITE_NAME;
  }, [title, exact]);

  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description;
  }, [description]);
}
