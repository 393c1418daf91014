import { FRAMEWORK_LABELS, THEME_CMS_TEXT, planInstall, type ThemeCmsView } from '@themeport/core';
import { CircleAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TabTrigger } from '@/components/ui/tabs';
import { isNotFound, parseApiError } from '@/lib/api';
import { AdminBanner, useAdminBanner } from '../status-banner';
import { TemplatePages } from './template-pages';
import { ThemeDeployment } from './theme-deployment';
import { ThemePreview } from './theme-preview';
import { usePublishTheme, useThemeCms, useUnpublishTheme } from './themes-api';

/** spec 001 §2.7 Theme CMS: Overview, Template Pages, Preview, Deployment, and Close. */
export function ThemeCmsPage({ themeId }: { themeId: string }) {
  const cms = useThemeCms(themeId);
  const banner = useAdminBanner();

  if (cms.isError)
    return isNotFound(cms.error) ? (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">{THEME_CMS_TEXT.notFound}</h1>
        <Button asChild variant="outline">
          <Link to="/admin?tab=themes">Back to Themes</Link>
        </Button>
      </div>
    ) : (
      <ErrorState layout="banner" message={parseApiError(cms.error).message} retry={cms} />
    );
  if (cms.isPending) return <Skeleton className="h-96 rounded-xl" aria-label="Loading the theme" />;
  const { theme, pages } = cms.data;

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
          <Link to="/admin?tab=themes">Close</Link>
        </Button>
      </div>
      <AdminBanner text={banner.text} />
      <CmsTabs cms={cms.data} say={banner.show} />
    </div>
  );
}

function CmsTabs({ cms, say }: { cms: ThemeCmsView; say: (text: string) => void }) {
  // Each save of the working copy reloads the preview frame.
  const previewVersion = Date.parse(cms.theme.updatedAt);
  return (
    <Tabs.Root defaultValue="overview">
      <Tabs.List aria-label="Theme CMS" className="flex gap-1 overflow-x-auto border-b border-border">
        <TabTrigger value="overview">Overview</TabTrigger>
        <TabTrigger value="pages">Template Pages</TabTrigger>
        <TabTrigger value="preview">Preview</TabTrigger>
        <TabTrigger value="deployment">Deployment</TabTrigger>
      </Tabs.List>
      <Tabs.Content value="overview" className="pt-5 focus-visible:outline-none">
        <CmsOverview cms={cms} say={say} />
      </Tabs.Content>
      <Tabs.Content value="pages" className="pt-5 focus-visible:outline-none">
        <TemplatePages cms={cms} say={say} />
      </Tabs.Content>
      <Tabs.Content value="preview" className="pt-5 focus-visible:outline-none">
        <ThemePreview cms={cms} version={previewVersion} />
      </Tabs.Content>
      <Tabs.Content value="deployment" className="pt-5 focus-visible:outline-none">
        <ThemeDeployment cms={cms} say={say} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function CmsOverview({ cms, say }: { cms: ThemeCmsView; say: (text: string) => void }) {
  const { theme, pages } = cms;
  const publish = usePublishTheme(theme.id);
  const unpublish = useUnpublishTheme(theme.id);
  const [lastPublished, setLastPublished] = useState<string | null>(null);
  const components = pages.reduce((sum, page) => sum + page.componentCount, cms.globalComponentCount);
  // What a deploy would install: Publish refuses the theme in these same words until it can.
  const plan = planInstall(pages);
  const facts = [
    ['Status', theme.published ? 'Published' : 'Draft'],
    ['Version', theme.version],
    [
      'Template pages',
      plan.drafts.length > 0
        ? `${pages.length} (${plan.drafts.length} draft${plan.drafts.length === 1 ? '' : 's'})`
        : String(pages.length),
    ],
    ['Components', String(components)],
    ['Sites using it', String(theme.sitesUsing)],
  ];

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {plan.problem ? (
        <p className="flex items-start gap-2 rounded-lg border border-[#fde68a] bg-[#fffbeb] px-3.5 py-3 text-sm text-[#92400e]">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">
              {theme.published ? 'Publish update will be refused.' : 'Not ready to publish.'}
            </span>{' '}
            {plan.problem}
          </span>
        </p>
      ) : null}
      {theme.published && theme.unpublishedChanges ? (
        <p className="flex items-center gap-2 text-sm">
          <Badge variant="neutral">Unpublished changes</Badge>
          Clients install the last published version until you publish again.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={publish.isPending}
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: (published) => {
                setLastPublished(published.version);
                say(published.message);
              },
              onError: (error) => say(THEME_CMS_TEXT.publishFailed(parseApiError(error).message)),
            })
          }
        >
          {publish.isPending ? 'Publishing…' : theme.published ? 'Publish update' : 'Publish'}
        </Button>
        {theme.published ? (
          <>
            <Button asChild variant="outline">
              <Link to={`/themes/${theme.slug}`}>View in catalogue</Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={unpublish.isPending}
              onClick={() =>
                unpublish.mutate(undefined, {
                  onSuccess: () => say(`${theme.name} was taken out of the catalogue successfully`),
                  onError: (error) => say(`Error: ${parseApiError(error).message}`),
                })
              }
            >
              Unpublish
            </Button>
          </>
        ) : null}
      </div>
      {lastPublished ? (
        <p className="text-sm text-muted-foreground">
          Published as v{lastPublished}: sites on older versions are offered the update.
        </p>
      ) : null}
    </div>
  );
}
