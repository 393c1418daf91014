import { formatBytes, usagePercent, type AccountSettingsResponse } from '@themeport/core';
import { SectionCard } from '@/components/section-card';
import { cn } from '@/lib/utils';

const MB = 1_000_000;
const count = (value: number) => value.toLocaleString('en-US');

function UsageRow({
  label,
  used,
  limit,
  percent,
  isOver,
}: {
  label: string;
  used: string;
  limit: string;
  percent: number;
  isOver: boolean;
}) {
  return (
    <li className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {used} of {limit}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${used} of ${limit}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', isOver ? 'bg-danger' : percent >= 80 ? 'bg-star' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}

/** spec 001 §2.2 Usage Limits: real usage beside each limit of the plan (users, storage in MB, sites, API calls this month). */
export function UsageSection({ account }: { account: AccountSettingsResponse }) {
  const { users, storage, sites, apiCalls } = account.usage;
  const figure = (label: string, used: number, limit: number) => ({
    label,
    used: count(used),
    limit: count(limit),
    percent: usagePercent(used, limit),
    isOver: used > limit,
  });
  const rows = [
    figure('Users', users.used, users.limit),
    {
      label: 'Storage',
      used: formatBytes(storage.usedBytes),
      limit: `${count(storage.limitMb)} MB`,
      percent: usagePercent(storage.usedBytes, storage.limitMb * MB),
      isOver: storage.usedBytes > storage.limitMb * MB,
    },
    figure('Sites', sites.used, sites.limit),
    figure('API calls this month', apiCalls.used, apiCalls.limit),
  ];
  return (
    <SectionCard id="usage" title="Usage Limits" description="What your workspace uses of its plan's limits.">
      <ul className="flex flex-col gap-5">
        {rows.map((row) => (
          <UsageRow key={row.label} {...row} />
        ))}
      </ul>
    </SectionCard>
  );
}
