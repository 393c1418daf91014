import { SECURITY_RANGES, type SecurityRange } from '@themeport/core';
import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { FetchingStatus } from '../shared/fetching-status';
import { AlertInbox } from './alert-inbox';
import { AllowlistPanel } from './allowlist-panel';
import { BlocksPanel } from './blocks-panel';
import { DetectionsChart } from './detections-chart';
import { EventExplorer } from './event-explorer';
import { securityKeys, useSecurityTimeline, useSecurityTop } from './security-api';
import { SecurityTiles } from './security-tiles';
import { TopTables } from './top-tables';
import { useUrlParams } from './use-url-params';

const RANGE_LABEL: Record<SecurityRange, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

/**
 * The admin's Security tab (issue 24): tiles, detections and actions over time, the alert inbox,
 * the top addresses and accounts, the event explorer, the blocks and the allowlist. The range, the
 * filters and the pages are in the URL.
 */
export default function SecurityTab({ say }: { say: (text: string) => void }) {
  const [params, setParams] = useUrlParams();
  const chosen = params.get('range');
  const range: SecurityRange = (SECURITY_RANGES as readonly string[]).includes(chosen ?? '')
    ? (chosen as SecurityRange)
    : '24h';
  const timeline = useSecurityTimeline(range);
  const top = useSecurityTop(range);
  const client = useQueryClient();
  const id = useId();
  const isFetching = timeline.isFetching || top.isFetching;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
          Security
        </h2>
        <div className="flex items-center gap-2">
          <FetchingStatus isFetching={isFetching} />
          <label htmlFor={`${id}-range`} className="sr-only">
            Period
          </label>
          <Select
            id={`${id}-range`}
            value={range}
            onChange={(e) => setParams({ range: e.target.value === '24h' ? undefined : e.target.value })}
            className="w-40"
          >
            {SECURITY_RANGES.map((value) => (
              <option key={value} value={value}>
                {RANGE_LABEL[value]}
              </option>
            ))}
          </Select>
          <Button
            variant="outline"
            size="sm"
            disabled={isFetching}
            onClick={() => void client.invalidateQueries({ queryKey: securityKeys.all })}
            aria-label="Refresh Security"
          >
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
        </div>
      </div>
      <SecurityTiles />
      <SectionCard id="security-timeline" title="Detections and actions" description={RANGE_LABEL[range]}>
        <DetectionsChart query={timeline} />
      </SectionCard>
      <AlertInbox say={say} />
      <TopTables query={top} />
      <EventExplorer />
      <BlocksPanel say={say} />
      <AllowlistPanel say={say} />
    </section>
  );
}
