import {
  GLOBAL_COMPONENT_PAGE,
  fillSiteName,
  type ComponentInstance,
  type SitePage,
  type SiteSlot,
} from '@themeport/core';
import { Plus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { useAccountAccess } from '@/lib/use-permission';
import { useSitePages } from '../api';
import { failureMessage } from '../messages';
import { ListSkeleton, SectionCard } from '../section-card';
import { useStatus } from '../status-line';
import {
  useAddComponent,
  useDeleteComponent,
  useDuplicateComponent,
  useReorderComponents,
  useRestoreComponent,
  useSiteComponents,
} from './api';
import { AddComponent } from './add-component';
import { ComponentRow } from './component-row';

const PAGE_PARAM = 'componentPage';
const GLOBAL_LABEL = 'Global (header and footer)';

const byOrder = (a: ComponentInstance, b: ComponentInstance) =>
  a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * Issue 11, the Components tab: a page's components in order, added from the theme's component
 * types, moved, duplicated, deleted and restored, each edited in a form made from its content.
 */
export function ComponentsTab({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  const pages = useSitePages(accountId, slot.id);
  const components = useSiteComponents(accountId, slot.id);
  const lockedReason = useAccountAccess(accountId).reason('content', 'write');
  const [params, setParams] = useSearchParams();
  const pickerId = useId();
  const choices = pageChoices(pages.data ?? [], slot.name);
  const requested = params.get(PAGE_PARAM);
  const pagePath = choices.some((choice) => choice.path === requested) ? requested! : (choices[0]?.path ?? '/');
  const choose = (path: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PAGE_PARAM, path);
        return next;
      },
      { replace: true },
    );

  const onPage = (components.data ?? []).filter((component) => component.pagePath === pagePath);
  const live = onPage.filter((component) => component.deletedAt === null).sort(byOrder);
  const deleted = onPage
    .filter((component) => component.deletedAt !== null)
    .sort((a, b) => b.deletedAt!.localeCompare(a.deletedAt!));
  const pageLabel = choices.find((choice) => choice.path === pagePath)?.label ?? pagePath;

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        id="components"
        title={components.data ? `Components (${live.length})` : 'Components'}
        description="The sections of each page, in the order the live site shows them."
      >
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3 border-b border-border pb-5">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={pickerId} className="text-[13px] font-medium">
              Page
            </label>
            <Select
              id={pickerId}
              className="w-64"
              value={pagePath}
              onChange={(event) => choose(event.target.value)}
              disabled={pages.isPending}
            >
              {choices.map((choice) => (
                <option key={choice.path} value={choice.path}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </div>
          {canEdit ? (
            <PageActions accountId={accountId} slotId={slot.id} pagePath={pagePath} />
          ) : lockedReason ? (
            <LockedButton reason={lockedReason}>
              <Plus aria-hidden="true" />
              Add component
            </LockedButton>
          ) : null}
        </div>
        {components.isPending || pages.isPending ? (
          <ListSkeleton rows={4} />
        ) : components.isError ? (
          <ErrorState
            message={`Could not load the components: ${parseApiError(components.error).message}`}
            retry={components}
          />
        ) : live.length === 0 ? (
          <p className="rounded-lg border border-dashed border-input px-5 py-6 text-sm text-muted-foreground">
            {pageLabel} has no components.{canEdit ? ' Choose a component type above and press Add.' : ''}
          </p>
        ) : (
          <ComponentList
            accountId={accountId}
            slotId={slot.id}
            pagePath={pagePath}
            components={live}
            canEdit={canEdit}
          />
        )}
      </SectionCard>
      {deleted.length > 0 ? (
        <DeletedComponents accountId={accountId} slotId={slot.id} components={deleted} canEdit={canEdit} />
      ) : null}
    </div>
  );
}

function pageChoices(pages: SitePage[], siteName: string) {
  const sorted = [...pages].sort((a, b) => a.sortOrder - b.sortOrder);
  return [
    ...sorted.map((page) => ({
      path: page.path,
      label: `${fillSiteName(page.name || page.title, siteName)} (${page.path})`,
    })),
    { path: GLOBAL_COMPONENT_PAGE, label: GLOBAL_LABEL },
  ];
}

function PageActions({ accountId, slotId, pagePath }: { accountId: string; slotId: string; pagePath: string }) {
  const add = useAddComponent(accountId, slotId);
  const status = useStatus();
  return (
    <AddComponent
      accountId={accountId}
      slotId={slotId}
      pagePath={pagePath}
      isBusy={add.isPending}
      onAdd={(template) =>
        add.mutate(
          { templateId: template.id, pagePath },
          {
            onSuccess: (added) => status.say(`“${added.componentName}” added at the end of the page.`),
            onError: (error) => status.fail(failureMessage(error, 'Failed to create component')),
          },
        )
      }
    />
  );
}

function ComponentList({
  accountId,
  slotId,
  pagePath,
  components,
  canEdit,
}: {
  accountId: string;
  slotId: string;
  pagePath: string;
  components: ComponentInstance[];
  canEdit: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<ComponentInstance | null>(null);
  const reorder = useReorderComponents(accountId, slotId);
  const duplicate = useDuplicateComponent(accountId, slotId);
  const remove = useDeleteComponent(accountId, slotId);
  const status = useStatus();
  const isBusy = reorder.isPending || duplicate.isPending || remove.isPending;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const move = (index: number, direction: -1 | 1) => {
    const ids = components.map((component) => component.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + direction, 0, id!);
    reorder.mutate(
      { pagePath, componentIds: ids },
      {
        onSuccess: () => status.say(`“${components[index]!.componentName}” moved ${direction < 0 ? 'up' : 'down'}.`),
        onError: (error) => status.fail(failureMessage(error, 'Failed to update component')),
      },
    );
  };

  return (
    <>
      <ol className="divide-y divide-border" aria-label="Components of the page">
        {components.map((component, index) => (
          <ComponentRow
            key={component.id}
            accountId={accountId}
            slotId={slotId}
            component={component}
            index={index}
            count={components.length}
            canEdit={canEdit}
            isOpen={open.has(component.id)}
            onToggle={() => toggle(component.id)}
            isBusy={isBusy}
            actions={{
              onMove: (direction) => move(index, direction),
              onDuplicate: () =>
                duplicate.mutate(component.id, {
                  onSuccess: () => status.say(`“${component.componentName}” duplicated.`),
                  onError: (error) => status.fail(failureMessage(error, 'Failed to create component')),
                }),
              onDelete: () => setToDelete(component),
            }}
          />
        ))}
      </ol>
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete “${toDelete?.componentName ?? ''}”?`}
        description="It disappears from the live site at once. You can restore it from Deleted below."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        isBusy={remove.isPending}
        isDestructive
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          remove.mutate(toDelete!.id, {
            onSuccess: () => {
              status.say(`“${toDelete!.componentName}” deleted. Restore it under Deleted.`);
              setToDelete(null);
            },
            onError: (error) => {
              status.fail(failureMessage(error, 'Failed to delete component'));
              setToDelete(null);
            },
          })
        }
      />
    </>
  );
}

function DeletedComponents({
  accountId,
  slotId,
  components,
  canEdit,
}: {
  accountId: string;
  slotId: string;
  components: ComponentInstance[];
  canEdit: boolean;
}) {
  const restore = useRestoreComponent(accountId, slotId);
  const status = useStatus();
  return (
    <SectionCard
      id="deleted-components"
      title={`Deleted (${components.length})`}
      description="Deleted components are not shown on the live site. Restore puts one back on its page."
    >
      <ul className="divide-y divide-border" aria-label="Deleted components">
        {components.map((component) => (
          <li key={component.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-muted-foreground line-through decoration-1">{component.componentName}</p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {component.componentType} · Deleted <AccountDate value={component.deletedAt!} time />
              </p>
            </div>
            {canEdit ? (
              <Button
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() =>
                  restore.mutate(component.id, {
                    onSuccess: () => status.say(`“${component.componentName}” restored.`),
                    onError: (error) => status.fail(failureMessage(error, 'Failed to restore component')),
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                Restore
                <span className="sr-only"> {component.componentName}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
