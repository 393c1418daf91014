import { AUDIT_TEXT, type AuditLogEntry } from '@themeport/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, parseApiError } from '@/lib/api';
import { auditTimestamp, useAuditLog } from './audit-api';
import { AuditStatusBadge } from './audit-tab';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 text-sm sm:grid-cols-[180px_1fr]">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? '—'}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="text-sm font-semibold">{title}</h2>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

const json = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value, null, 2));

/** spec 001 §2.12 Audit Log Detail (/admin/audit-logs/{id}). */
export function AuditDetailPage({ id }: { id: string }) {
  const log = useAuditLog(id);
  const back = (
    <Link
      to="/admin/audit-logs"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-strong hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to audit logs
    </Link>
  );
  if (log.isPending) return <Skeleton className="h-96 rounded-xl" aria-label="Loading audit log" />;
  if (log.isError) {
    return isNotFound(log.error) ? (
      <div className="flex flex-col gap-3">
        {back}
        <h1 className="text-2xl font-semibold">{AUDIT_TEXT.notFoundTitle}</h1>
        <p className="text-muted-foreground">{AUDIT_TEXT.notFound}</p>
      </div>
    ) : (
      <ErrorState layout="banner" message={parseApiError(log.error).message || AUDIT_TEXT.fetchOneFailed} retry={log} />
    );
  }
  const { entry, related } = log.data;
  return (
    <div className="flex flex-col gap-5">
      {back}
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
        <AuditStatusBadge status={entry.status} />
        <Badge>{entry.actionType.replace(/_/g, ' ')}</Badge>
      </div>
      <Section title="What happened">
        <dl className="divide-y divide-border">
          <Row label="Id">{entry.id}</Row>
          <Row label="Time (UTC)">{auditTimestamp(entry.timestamp)}</Row>
          <Row label="By">
            {entry.adminFullName ?? entry.adminEmail} · {entry.adminEmail} · {entry.adminRole}
          </Row>
          <Row label="Resource">
            {entry.resourceType} · {entry.resourceName ?? '—'} · {entry.resourceId ?? '—'}
          </Row>
        </dl>
      </Section>
      <Section title="Request details">
        <dl className="divide-y divide-border">
          <Row label="IP address">{entry.ipAddress}</Row>
          <Row label="Request id">{entry.requestId}</Row>
          <Row label="Session id">{entry.sessionId}</Row>
          <Row label="User agent">{entry.userAgent}</Row>
        </dl>
      </Section>
      <Section title="Changes">
        {entry.changes && entry.changes.fields.length > 0 ? (
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Field
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Before
                </th>
                <th scope="col" className="py-2 font-medium">
                  After
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {entry.changes.fields.map((field) => (
                <tr key={field}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {field}
                  </th>
                  <td className="py-2 pr-4 font-mono text-xs whitespace-pre-wrap">
                    {json(entry.changes!.before[field])}
                  </td>
                  <td className="py-2 font-mono text-xs whitespace-pre-wrap">{json(entry.changes!.after[field])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-muted-foreground">No field changes were recorded.</p>
        )}
      </Section>
      <Section title="Additional Information">
        <pre className="overflow-auto rounded-lg bg-muted p-3 font-mono text-xs">{json(entry.metadata)}</pre>
      </Section>
      {entry.status !== 'success' && entry.errorDetails ? (
        <Section title="Error Details">
          <p className="text-sm text-danger">
            {entry.errorDetails.name}: {entry.errorDetails.message}
          </p>
        </Section>
      ) : null}
      <Section title="Related Activity Timeline">
        {related.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other actions on this resource.</p>
        ) : (
          <ol className="divide-y divide-border">
            {related.map((other: AuditLogEntry) => (
              <li key={other.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                <Link to={`/admin/audit-logs/${other.id}`} className="font-medium hover:underline">
                  {other.actionType.replace(/_/g, ' ')} by {other.adminFullName ?? other.adminEmail}
                </Link>
                <span className="text-muted-foreground tabular-nums">{auditTimestamp(other.timestamp)}</span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
