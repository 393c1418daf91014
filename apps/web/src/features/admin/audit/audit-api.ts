import type { AuditLogDetail, AuditLogExport, AuditLogList, AuditSort } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api';

export interface AuditFilters {
  from?: string;
  to?: string;
  actionType?: string;
  resourceType?: string;
  status?: string;
  search?: string;
  sort?: AuditSort;
  order?: 'asc' | 'desc';
  page: number;
}

export function useAuditLogs(filters: AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit-logs', filters] as const,
    queryFn: ({ signal }) => apiGet<AuditLogList>(withQuery('/api/admin/audit-logs', { ...filters }), { signal }),
    placeholderData: (previous) => previous,
  });
}

/** spec 001 §9: up to 10,000 entries matching the list's filters, in its order. */
export function fetchAuditExport({ page: _page, ...filters }: AuditFilters): Promise<AuditLogExport> {
  return apiGet<AuditLogExport>(withQuery('/api/admin/audit-logs/export', { ...filters }));
}

export function useAuditLog(id: string) {
  return useQuery({
    queryKey: ['admin', 'audit-log', id] as const,
    queryFn: ({ signal }) => apiGet<AuditLogDetail>(`/api/admin/audit-logs/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
}

const TIMESTAMP = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** spec 001 §9: audit timestamps read 'MMM d, yyyy HH:mm:ss' (UTC, as the filters are). */
export function auditTimestamp(iso: string): string {
  const parts = Object.fromEntries(TIMESTAMP.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
