import type {
  AddComponentInput,
  ComponentDataChanges,
  ComponentInstance,
  ComponentListResponse,
  ReorderComponentsInput,
} from '@themeport/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { sitePath } from '../api';
import { invalidateMediaUsage } from '../media/api';
import { queryKeys } from '@/lib/query-keys';

// The Components tab over …/slots/{slotId}/components (docs/api/components.md).

export const componentKeys = {
  site: (accountId: string, slotId: string) => [...queryKeys.slots.site(accountId, slotId), 'components'] as const,
  templates: (accountId: string, slotId: string) =>
    [...queryKeys.slots.site(accountId, slotId), 'component-templates'] as const,
};

/**
 * After any write to the site's components (this tab's, or the page editor's saves and undos):
 * the Components tab and the Library's "Used in" lines read them afresh.
 */
export function invalidateSiteComponents(queryClient: QueryClient, accountId: string, slotId: string): Promise<void> {
  invalidateMediaUsage(queryClient, accountId);
  return queryClient.invalidateQueries({ queryKey: componentKeys.site(accountId, slotId) });
}

const componentsPath = (accountId: string, slotId: string) => `${sitePath(accountId, slotId)}/components`;
const componentPath = (accountId: string, slotId: string, id: string) =>
  `${componentsPath(accountId, slotId)}/${encodeURIComponent(id)}`;

/** Every component of the site, deleted ones too (the tab groups them by page). */
export function useSiteComponents(accountId: string, slotId: string) {
  return useQuery({
    queryKey: componentKeys.site(accountId, slotId),
    queryFn: ({ signal }) =>
      apiGet<ComponentListResponse>(`${componentsPath(accountId, slotId)}?deleted=true`, { signal }),
    select: (data) => data.components,
  });
}

/** The theme's component types: its template components with their default data. */
export function useComponentTemplates(accountId: string, slotId: string, enabled: boolean) {
  return useQuery({
    queryKey: componentKeys.templates(accountId, slotId),
    queryFn: ({ signal }) =>
      apiGet<ComponentListResponse>(`${componentsPath(accountId, slotId)}?isTemplate=true`, { signal }),
    select: (data) => data.components,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Every write answers with what changed on the server; the list is read again so orders and versions agree. */
function useComponentWrite<TInput, TAnswer>(
  accountId: string,
  slotId: string,
  send: (input: TInput) => Promise<TAnswer>,
  answered?: (answer: TAnswer) => ComponentInstance[],
) {
  const queryClient = useQueryClient();
  const key = componentKeys.site(accountId, slotId);
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      // The answered rows replace theirs at once, so a saved form never shows the old text meanwhile.
      const rows = answered?.(answer) ?? [];
      if (rows.length === 0) return;
      const byId = new Map(rows.map((row) => [row.id, row]));
      queryClient.setQueryData<ComponentListResponse>(key, (current) =>
        current ? { ...current, components: current.components.map((row) => byId.get(row.id) ?? row) } : current,
      );
    },
    onSettled: () => invalidateSiteComponents(queryClient, accountId, slotId),
  });
}

export interface ComponentSave {
  id: string;
  data: ComponentDataChanges;
}

export function useSaveComponent(accountId: string, slotId: string) {
  return useComponentWrite(
    accountId,
    slotId,
    ({ id, data }: ComponentSave) =>
      apiSend<ComponentInstance>('PATCH', componentPath(accountId, slotId, id), { data }),
    (component) => [component],
  );
}

export function useDeleteComponent(accountId: string, slotId: string) {
  return useComponentWrite(accountId, slotId, (id: string) =>
    apiSend<{ success: true; component: ComponentInstance }>('DELETE', componentPath(accountId, slotId, id)),
  );
}

export function useRestoreComponent(accountId: string, slotId: string) {
  return useComponentWrite(accountId, slotId, (id: string) =>
    apiSend<ComponentInstance>('POST', `${componentPath(accountId, slotId, id)}/restore`),
  );
}

export function useDuplicateComponent(accountId: string, slotId: string) {
  return useComponentWrite(accountId, slotId, (id: string) =>
    apiSend<ComponentInstance>('POST', `${componentPath(accountId, slotId, id)}/duplicate`),
  );
}

export function useReorderComponents(accountId: string, slotId: string) {
  return useComponentWrite(
    accountId,
    slotId,
    (input: ReorderComponentsInput) =>
      apiSend<ComponentListResponse>('PUT', `${componentsPath(accountId, slotId)}/order`, input),
    (answer) => answer.components,
  );
}

export function useAddComponent(accountId: string, slotId: string) {
  return useComponentWrite(accountId, slotId, (input: AddComponentInput) =>
    apiSend<ComponentInstance>('POST', `${componentsPath(accountId, slotId)}/add`, input),
  );
}
