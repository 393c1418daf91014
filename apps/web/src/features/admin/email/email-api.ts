import type {
  AdminEmailLog,
  AdminEmailLogList,
  CreateEmailInput,
  EmailLogStatus,
  EmailTemplate,
  EmailTemplateInput,
} from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, withQuery } from '@/lib/api';

// The admin portal's Email Logs tab (docs/api/admin.md, "Email logs and templates").

export const EMAIL_LOG_PAGE_SIZE = 50;
const logsKey = ['admin', 'email-logs'] as const;
const templatesKey = ['admin', 'email-templates'] as const;

export function useEmailLogs(filters: { status?: EmailLogStatus | undefined; page: number }) {
  return useQuery({
    queryKey: [...logsKey, filters] as const,
    queryFn: ({ signal }) =>
      apiGet<AdminEmailLogList>(withQuery('/api/admin/email-logs', { ...filters, pageSize: EMAIL_LOG_PAGE_SIZE }), {
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

function useRefreshLogs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: logsKey });
}

export function useCreateEmail() {
  const refresh = useRefreshLogs();
  return useMutation({
    mutationFn: (body: CreateEmailInput) => apiSend<AdminEmailLog>('POST', '/api/admin/email-logs', body),
    onSettled: refresh,
  });
}

export function useResendEmail() {
  const refresh = useRefreshLogs();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend<AdminEmailLog>('POST', `/api/admin/email-logs/${encodeURIComponent(id)}/resend`),
    onSettled: refresh,
  });
}

export function useEmailTemplates() {
  return useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => apiGet<{ templates: EmailTemplate[] }>('/api/admin/email-templates', { signal }),
    select: (data) => data.templates,
  });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templatesKey });
}

/** Adds a template, or replaces one when `id` is given. */
export function useSaveTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, ...body }: EmailTemplateInput & { id?: string | undefined }) =>
      id
        ? apiSend<EmailTemplate>('PUT', `/api/admin/email-templates/${encodeURIComponent(id)}`, body)
        : apiSend<EmailTemplate>('POST', '/api/admin/email-templates', body),
    onSettled: refresh,
  });
}

export function useDeleteTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ ok: true }>('DELETE', `/api/admin/email-templates/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}
