import { canMoveAlert, type SecurityAlert, type SecurityAlertStatus } from '@themeport/core';
import { Button } from '@/components/ui/button';
import { formatDateTime, isoDate } from '@/lib/date-format';
import { typeLabel } from './security-format';
import { SeverityBadge } from './severity-badge';

const ACTIONS: readonly [SecurityAlertStatus, string, string][] = [
  ['acknowledged', 'Acknowledge', 'Acknowledging...'],
  ['resolved', 'Resolve', 'Resolving...'],
  ['open', 'Re-open', 'Re-opening...'],
];

function Time({ at }: { at: string }) {
  return <time dateTime={isoDate(at)}>{formatDateTime(at)}</time>;
}

/** One alert: severity, rule, summary, count, first and last seen, the evidence on demand, its moves. */
export function AlertCard({
  alert,
  busy,
  onMove,
}: {
  alert: SecurityAlert;
  /** The move being sent for this alert, if any. */
  busy: SecurityAlertStatus | null;
  onMove: (status: SecurityAlertStatus) => void;
}) {
  const by = alert.resolvedByEmail ?? alert.acknowledgedByEmail;
  return (
    <li className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <SeverityBadge severity={alert.severity} />
            <span className="text-sm font-medium">{typeLabel(alert.rule)}</span>
            <span className="text-xs text-muted-foreground">{alert.dedupeKey}</span>
          </div>
          <p className="mt-1.5 text-sm break-words">{alert.summary}</p>
          <p className="mt-1 text-xs text-muted-foreground tabular-nums">
            {alert.eventCount.toLocaleString('en-US')} {alert.eventCount === 1 ? 'event' : 'events'} · first{' '}
            <Time at={alert.firstSeenAt} /> · last <Time at={alert.lastSeenAt} />
            {alert.status !== 'open' && by ? ` · ${alert.status} by ${by}` : null}
          </p>
        </div>
        <div className="flex gap-2">
          {ACTIONS.filter(([to]) => canMoveAlert(alert.status, to)).map(([to, label, busyLabel]) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'resolved' ? 'primary' : 'outline'}
              disabled={busy !== null}
              onClick={() => onMove(to)}
              aria-label={`${label}: ${alert.summary}`}
            >
              {busy === to ? busyLabel : label}
            </Button>
          ))}
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Evidence</summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-words">
          {JSON.stringify(alert.evidence, null, 2)}
        </pre>
      </details>
    </li>
  );
}
