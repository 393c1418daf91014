import { formatUtcShortDate } from '@/lib/date-format';
import { compareVersions, type ThemeChangelogEntry } from '@themeport/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

// Issue 22: a theme's approved versions and what each changed, on the theme page and beside a
// site's 'Update available' (docs/decisions/030).

/** Also what the theme page's server loader reads (decision 042). */
export const themeChangelogQuery = (idOrSlug: string | null | undefined) =>
  queryOptions({
    queryKey: ['themes', idOrSlug, 'changelog'],
    queryFn: ({ signal }) =>
      apiGet<{ items: ThemeChangelogEntry[] }>(`/api/themes/${encodeURIComponent(idOrSlug!)}/changelog`, { signal }),
  });

export function useThemeChangelog(idOrSlug: string | null | undefined) {
  return useQuery({
    ...themeChangelogQuery(idOrSlug),
    select: (data) => data.items,
    enabled: Boolean(idOrSlug),
    staleTime: 60_000,
  });
}

/** The versions' notes, newest first; `after` keeps only versions newer than a site's. */
export function ThemeChangelog({
  idOrSlug,
  after,
  title = 'Changelog',
}: {
  idOrSlug: string;
  after?: string | null;
  title?: string;
}) {
  const changelog = useThemeChangelog(idOrSlug);
  const entries = (changelog.data ?? []).filter((entry) => !after || compareVersions(entry.version, after) > 0);
  if (entries.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold">{title}</h2>
      <ol className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.version} className="text-sm">
            <p className="font-medium">
              Version {entry.version}{' '}
              <span className="font-normal text-muted-foreground">· {formatUtcShortDate(entry.publishedAt)}</span>
            </p>
            <p className="whitespace-pre-wrap text-muted-foreground">{entry.changelog}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
