/** A site's name as a URL- and file-safe slug ('My Bakery!' → 'my-bakery'), 'site' when nothing is left. */
export function siteNameSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'site';
}
