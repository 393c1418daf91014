import { SECURITY_ALERT_STATUSES, SECURITY_PAGE_SIZE, type SecurityAlertStatus } from '@themeport/core';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { AlertCard } from './alert-card';
import { Pager } from './pager';
import { useMoveAlert, useSecurityAlerts } from './security-api';
import { pageParam, useUrlParams } from './use-url-params';
import { LoadError } from './load-error';

const STATUS_LABEL: Record<SecurityAlertStatus | 'all', string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
  all: 'All',
};

const EMPTY: Record<SecurityAlertStatus | 'all', string> = {
  open: 'No open alerts. A critical detection, or an injection, tampering or fraud attempt, opens one here.',
  acknowledged: 'No acknowledged alerts. Acknowledge an open alert to say someone is on it.',
  resolved: 'No resolved alerts yet.',
  all: 'No alerts yet. A critical detection, or an injection, tampering or fraud attempt, opens one here.',
};

/** The alert inbox (open → acknowledged → resolved), open first, its status and page in the URL. */
export function AlertInbox({ say }: { say: (text: string) => void }) {
  const [params, setParams] = useUrlParams();
  const chosen = params.get('alerts');
  const status = (SECURITY_ALERT_STATUSES as readonly string[]).includes(chosen ?? '')
    ? (chosen as SecurityAlertStatus)
    : chosen === 'all'
      ? 'all'
      : 'open';
  const page = pageParam(params.get('alerts_page'));
  const alerts = useSecurityAlerts(status === 'all' ? undefined : status, page);
  const move = useMoveAlert();
  const [pending, setPending] = useState<{ id: string; to: SecurityAlertStatus } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const onMove = (alertId: string, to: SecurityAlertStatus) => {
    setPending({ id: alertId, to });
    setError(null);
    move.mutate(
      { id: alertId, status: to },
      {
        onSuccess: (alert) => say(`Alert ${alert.status === 'open' ? 're-opened' : alert.status} successfully.`),
        onError: (failure) => setError(parseApiError(failure).message),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <SectionCard
      id="security-alerts"
      title="Alerts"
      description="What the monitor raised. Acknowledge to say someone is on it; resolve when it is dealt with."
      aside={
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-status`} className="text-sm text-muted-foreground">
            Status
          </label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(e) =>
              setParams({ alerts: e.target.value === 'open' ? undefined : e.target.value, alerts_page: undefined })
            }
            className="w-40"
          >
            {(['open', 'acknowledged', 'resolved', 'all'] as const).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABEL[value]}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      {error ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <QueryState
        query={alerts}
        loading={<LoadingState rows={3} rowClassName="h-24 rounded-lg" />}
        error={(error) => <LoadError error={error} retry={alerts} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={`No ${status === 'all' ? '' : `${status} `}alerts`} body={EMPTY[status]} />}
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <ul aria-label={`${STATUS_LABEL[status]} alerts`} className="flex flex-col gap-3">
              {data.items.map((alert) => (
                <AlertCard
                  key={alert.id}
                  alert={alert}
                  busy={pending?.id === alert.id ? pending.to : null}
                  onMove={(to) => onMove(alert.id, to)}
                />
              ))}
            </ul>
            <Pager
              label="Alert pages"
              page={page}
              pageSize={SECURITY_PAGE_SIZE}
              total={data.total}
              noun={['alert', 'alerts']}
              onPage={(next) => setParams({ alerts_page: next === 1 ? undefined : String(next) })}
            />
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
}
