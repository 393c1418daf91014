import { FRAMEWORK_LABELS, THEME_CMS_TEXT, type ThemeCmsView } from '@themeport/core';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TabTrigger } from '@/components/ui/tabs';
import { isNotFound, parseApiError } from '@/lib/api';
import { useThemeCms } from './api';
import { TemplatePages } from './template-pages';
import { ThemePreview } from './theme-preview';

export interface CmsTab {
  value: string;
  label: string;
  render: (cms: ThemeCmsView) => ReactNode;
}

/**
 * spec 001 §2.7 Theme CMS, for the admin and a developer alike (issue 22): the theme's name and
 * figures, Overview (the caller's), Template Pages, Preview, then the caller's own tabs.
 */
export function ThemeCmsShell({
  themeId,
  closeHref,
  closeLabel = 'Close',
  banner,
  say,
  overview,
  tabs = [],
  readOnly = null,
}: {
  themeId: string;
  closeHref: string;
  closeLabel?: string;
  banner: ReactNode;
  say: (text: string) => void;
  overview: (cms: ThemeCmsView) => ReactNode;
  tabs?: CmsTab[];
  /** Why the theme cannot be changed now (a developer's theme in review), shown above the pages. */
  readOnly?: string | null;
}) {
  const cms = useThemeCms(themeId);
  if (cms.isError)
    return isNotFound(cms.error) ? (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">{THEME_CMS_TEXT.notFound}</h1>
        <Button asChild variant="outline">
          <Link to={closeHref}>{closeLabel}</Link>
        </Button>
      </div>
    ) : (
      <ErrorState layout="banner" message={parseApiError(cms.error).message} retry={cms} />
    );
  if (cms.isPending) return <Skeleton className="h-96 rounded-xl" aria-label="Loading the theme" />;
  const { theme, pages } = cms.data;
  // Each save of the working copy reloads the preview frame.
  const previewVersion = Date.parse(theme.updatedAt);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Theme CMS</p>
          <h1 className="text-2xl font-semibold tracking-tight">{theme.name}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {pages.length} page{pages.length === 1 ? '' : 's'} · {FRAMEWORK_LABELS[theme.framework]} · v{theme.version}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to={closeHref}>{closeLabel}</Link>
        </Button>
      </div>
      {banner}
      <Tabs.Root defaultValue="overview">
        <Tabs.List aria-label="Theme CMS" className="flex gap-1 overflow-x-auto border-b border-border">
          <TabTrigger value="overview">Overview</TabTrigger>
          <TabTrigger value="pages">Template Pages</TabTrigger>
          <TabTrigger value="preview">Preview</TabTrigger>
          {tabs.map((tab) => (
            <TabTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabTrigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-5 focus-visible:outline-none">
          {overview(cms.data)}
        </Tabs.Content>
        <Tabs.Content value="pages" className="pt-5 focus-visible:outline-none">
          {readOnly ? (
            <p className="mb-4 rounded-lg border border-border bg-muted px-3.5 py-3 text-sm">{readOnly}</p>
          ) : null}
          <TemplatePages cms={cms.data} say={say} />
        </Tabs.Content>
        <Tabs.Content value="preview" className="pt-5 focus-visible:outline-none">
          <ThemePreview cms={cms.data} version={previewVersion} />
        </Tabs.Content>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="pt-5 focus-visible:outline-none">
            {tab.render(cms.data)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
