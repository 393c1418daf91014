import type { AdminTheme, DeveloperThemeSummary } from '@themeport/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { ListSkeleton } from '@/components/section-card';
import { StatusText } from '@/components/status-text';
import { DeleteThemeButton, DeleteThemeDialog } from '@/components/theme-cms/delete-theme-dialog';
import { ThemeDialog } from '@/components/theme-cms/theme-dialog';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { useStatusLine } from '@/lib/use-status-line';
import { useMyThemes } from './api';
import { ReviewStateBadge, ReviewerAnswer } from './review-state';

/** My Themes: each theme with where it stands and the reviewer's notes; Create theme; Delete a draft never sent. */
export function MyThemesList() {
  const themes = useMyThemes();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DeveloperThemeSummary | null>(null);
  const line = useStatusLine();
  const navigate = useNavigate();
  const say = (text: string) => (/error|failed/i.test(text) ? line.error(text) : line.success(text));

  return (
    <section aria-labelledby="my-themes" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-themes" className="text-xl font-semibold">
          My Themes
        </h2>
        <Button type="button" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create theme
        </Button>
      </div>
      <StatusText status={line.status} />
      {themes.isError ? (
        <ErrorState layout="banner" message={parseApiError(themes.error).message} retry={themes} />
      ) : themes.isPending ? (
        <ListSkeleton />
      ) : themes.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No themes yet. Create one, build its pages in the theme CMS, run the check and submit it for review.
        </p>
      ) : (
        <ul aria-label="My themes" className="flex flex-col gap-3">
          {themes.data.map((theme) => (
            <li
              key={theme.id}
              className="flex flex-col gap-2 rounded-xl border border-border p-4"
              aria-label={theme.name}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{theme.name}</span>
                  <ReviewStateBadge state={theme.state} />
                  <span className="text-xs text-muted-foreground">
                    v{theme.version} · {theme.pageCount} page{theme.pageCount === 1 ? '' : 's'}
                    {theme.published && theme.state === 'in_review'
                      ? ' · update in review, the published version stays on sale'
                      : ''}
                    {theme.queuePosition ? ` · position ${theme.queuePosition} in the review queue` : ''}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button asChild size="sm" variant="outline">
                    <Link to={`/developer-portal/themes/${theme.id}`} aria-label={`Open ${theme.name}`}>
                      Open
                    </Link>
                  </Button>
                  {theme.deletable ? <DeleteThemeButton theme={theme} onClick={() => setDeleting(theme)} /> : null}
                </div>
              </div>
              {theme.latest && theme.state !== 'in_review' ? <ReviewerAnswer submission={theme.latest} /> : null}
            </li>
          ))}
        </ul>
      )}
      <DeleteThemeDialog theme={deleting} onClose={() => setDeleting(null)} say={say} />
      {creating ? (
        <ThemeDialog
          theme={null}
          onClose={() => setCreating(false)}
          onCreated={(created: AdminTheme) => {
            setCreating(false);
            void navigate(`/developer-portal/themes/${created.id}`);
          }}
          say={say}
        />
      ) : null}
    </section>
  );
}
