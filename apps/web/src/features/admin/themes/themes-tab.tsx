import { FRAMEWORK_LABELS, formatPrice, industryLabel, type AdminTheme } from '@themeport/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { ThemeCmsScopeProvider } from '@/components/theme-cms/scope';
import { DeleteThemeButton, DeleteThemeDialog } from '@/components/theme-cms/delete-theme-dialog';
import { ThemeDialog } from '@/components/theme-cms/theme-dialog';
import { ReviewQueue } from './review-queue';
import { ADMIN_THEME_CMS, useAdminThemes } from './themes-api';

/** spec 001 §2.7 Themes: preview image, name, description, framework, industry, price, Edit and Delete. */
export function ThemesTab({ say }: { say: (text: string) => void }) {
  return (
    <ThemeCmsScopeProvider scope={ADMIN_THEME_CMS}>
      <div className="flex flex-col gap-8">
        <ReviewQueue say={say} />
        <ThemesTable say={say} />
      </div>
    </ThemeCmsScopeProvider>
  );
}

function ThemesTable({ say }: { say: (text: string) => void }) {
  const themes = useAdminThemes();
  const [editing, setEditing] = useState<AdminTheme | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTheme | null>(null);

  const columns: DataTableColumn<AdminTheme>[] = [
    {
      id: 'preview',
      header: 'Preview',
      cell: (theme) =>
        theme.images[0] ? (
          <img src={theme.images[0]} alt="" className="h-12 w-20 rounded-md border border-border object-cover" />
        ) : (
          <div className="h-12 w-20 rounded-md border border-dashed border-border bg-muted" aria-hidden="true" />
        ),
    },
    {
      id: 'name',
      header: 'Name',
      sortValue: (theme) => theme.name,
      cell: (theme) => (
        <div className="flex flex-col gap-1">
          <span className="font-medium">{theme.name}</span>
          <span className="flex flex-wrap gap-1.5">
            <Badge variant={theme.published ? 'accent' : 'neutral'}>{theme.published ? 'Published' : 'Draft'}</Badge>
            <span className="text-xs text-muted-foreground">v{theme.version}</span>
            {theme.published && theme.unpublishedChanges ? (
              <span className="text-xs text-muted-foreground">· unpublished changes</span>
            ) : null}
          </span>
        </div>
      ),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (theme) => <span className="line-clamp-2 max-w-xs text-muted-foreground">{theme.description}</span>,
    },
    {
      id: 'framework',
      header: 'Framework',
      sortValue: (theme) => theme.framework,
      cell: (theme) => FRAMEWORK_LABELS[theme.framework],
    },
    {
      id: 'industry',
      header: 'Industry',
      sortValue: (theme) => `${theme.industry.category}/${theme.industry.type}`,
      cell: (theme) => `${industryLabel(theme.industry.category)} / ${industryLabel(theme.industry.type)}`,
    },
    {
      id: 'price',
      header: 'Price',
      align: 'right',
      sortValue: (theme) => theme.price,
      cell: (theme) => formatPrice(theme.price),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (theme) => (
        <div className="flex justify-end gap-2">
          <Button asChild size="sm" variant="ghost">
            <Link to={`/admin/themes/${theme.id}/cms`} aria-label={`Theme CMS of ${theme.name}`}>
              CMS
            </Link>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setEditing(theme)}
            aria-label={`Edit ${theme.name}`}
          >
            Edit
          </Button>
          <DeleteThemeButton theme={theme} onClick={() => setDeleting(theme)} />
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Themes" className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add Theme
        </Button>
      </div>
      {themes.isError ? (
        <ErrorState layout="banner" message={parseApiError(themes.error).message} retry={themes} />
      ) : themes.isPending ? (
        <Skeleton className="h-64 rounded-xl" aria-label="Loading themes" />
      ) : (
        <DataTable
          columns={columns}
          data={themes.data}
          getRowId={(theme) => theme.id}
          caption="Themes"
          emptyText="No themes yet: add the first."
          wrapperProps={{ className: 'overflow-x-auto rounded-xl border border-border' }}
          className="min-w-[900px]"
        />
      )}
      {editing ? (
        <ThemeDialog
          theme={editing === 'new' ? null : (themes.data?.find((theme) => theme.id === editing.id) ?? editing)}
          onClose={() => setEditing(null)}
          onCreated={(created) => setEditing(created)}
          say={say}
        />
      ) : null}
      <DeleteThemeDialog theme={deleting} onClose={() => setDeleting(null)} say={say} />
    </section>
  );
}
