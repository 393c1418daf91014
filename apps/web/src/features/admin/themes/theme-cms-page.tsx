import { THEME_CMS_TEXT, planInstall, type ThemeCmsView } from '@themeport/core';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ThemeCmsScopeProvider } from '@/components/theme-cms/scope';
import { ThemeCmsShell } from '@/components/theme-cms/theme-cms-shell';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { AdminBanner, useAdminBanner } from '../status-banner';
import { ThemeDeployment } from './theme-deployment';
import { ADMIN_THEME_CMS, usePublishTheme, useUnpublishTheme } from './themes-api';

/** spec 001 §2.7 Theme CMS: Overview, Template Pages, Preview, Deployment, and Close. */
export function ThemeCmsPage({ themeId }: { themeId: string }) {
  const banner = useAdminBanner();
  return (
    <ThemeCmsScopeProvider scope={ADMIN_THEME_CMS}>
      <ThemeCmsShell
        themeId={themeId}
        closeHref="/admin?tab=themes"
        closeLabel="Close"
        banner={<AdminBanner text={banner.text} />}
        say={banner.show}
        overview={(cms) => <CmsOverview cms={cms} say={banner.show} />}
        tabs={[
          {
            value: 'deployment',
            label: 'Deployment',
            render: (cms) => <ThemeDeployment cms={cms} say={banner.show} />,
          },
        ]}
      />
    </ThemeCmsScopeProvider>
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
