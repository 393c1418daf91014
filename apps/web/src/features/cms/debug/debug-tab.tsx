import type { AppLogEntry, DiagnosticsReport } from '@themeport/core';
import { ErrorState, RetryButton } from '@/components/query-state';
import { parseApiError } from '@/lib/api';
import { formatLogTime, isoDate } from '@/lib/date-format';
import { ListSkeleton, SectionCard } from '../section-card';
import type { TabProps } from '../tabs';
import { useDiagnostics } from './api';
import { BridgeMessages } from './bridge-messages';

/** The Debug tab: what this site holds, and what went wrong with it lately (from the account's diagnostics). */
export function DebugTab({ accountId, slot }: TabProps) {
  const diagnostics = useDiagnostics(accountId);
  const refresh = <RetryButton retry={diagnostics} label="Refresh" busyLabel="Refreshing..." withIcon />;

  if (diagnostics.isPending) return <ListSkeleton rows={3} />;
  if (diagnostics.isError) {
    return (
      <ErrorState
        layout="banner"
        message={`Could not load the site's data: ${parseApiError(diagnostics.error).message}`}
        retry={diagnostics}
      />
    );
  }
  const report = diagnostics.data;
  const site = report.slots.find((item) => item.id === slot.id);
  const domains = report.domains.filter((domain) => domain.slotNumber === slot.slotNumber);
  const errors = report.recentErrors.filter((entry) => entry.siteId === slot.id);

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        id="debug-data"
        title="Data counts"
        description={`As the server counted it at ${formatLogTime(report.generatedAt)}.`}
        aside={refresh}
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Count label="Pages" value={site?.pageCount} />
          <Count label="Components" value={site?.componentCount} />
          <Count label="Posts" value={site?.postCount} />
          <Count label="Custom domains" value={domains.length} />
        </dl>
        <SiteFacts report={report} site={site} />
      </SectionCard>
      <SectionCard id="debug-errors" title={`Recent errors (${errors.length})`}>
        {errors.length === 0 ? (
          <p className="rounded-lg border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
            No errors recorded for this site.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Recent errors">
            {errors.map((entry) => (
              <ErrorRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </SectionCard>
      <BridgeMessages />
    </div>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-border px-4 py-3">
      <dt className="text-[13px] text-muted-foreground">{label}</dt>
      <dd className="tabular mt-1 text-2xl font-semibold">{value ?? '—'}</dd>
    </div>
  );
}

function SiteFacts({
  report,
  site,
}: {
  report: DiagnosticsReport;
  site: DiagnosticsReport['slots'][number] | undefined;
}) {
  const facts: [string, string][] = [
    ['Theme', site?.theme?.name ?? 'No theme'],
    ['Hosting', site?.hosting === 'netlify' ? 'Netlify' : `Themeport (${report.hosting.sitesHost})`],
    ['Deployment URL', site?.deploymentUrl ?? 'Not set'],
    ['Repository', site?.repositoryUrl ?? 'Not created'],
    ['Slot id', site?.id ?? '—'],
  ];
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-mono text-[13px] break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ErrorRow({ entry }: { entry: AppLogEntry }) {
  return (
    <li className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
      <p className="text-sm text-danger">{entry.message}</p>
      <p className="text-[13px] text-muted-foreground">
        <time dateTime={isoDate(entry.createdAt)}>{formatLogTime(entry.createdAt)}</time> · {entry.category}
        {entry.userEmail ? ` · ${entry.userEmail}` : ''}
      </p>
    </li>
  );
}
