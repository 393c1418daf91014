import type { ComponentInstance } from '@themeport/core';
import { ArrowDown, ArrowUp, ChevronDown, Copy, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AccountDate } from '@/components/account-date';
import { cn } from '@/lib/utils';
import { ComponentForm } from './component-form';

export interface RowActions {
  onMove: (direction: -1 | 1) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One component of the page: name, type, version, last change, its actions and its form when open. */
export function ComponentRow({
  accountId,
  slotId,
  component,
  index,
  count,
  canEdit,
  isOpen,
  onToggle,
  isBusy,
  actions,
}: {
  accountId: string;
  slotId: string;
  component: ComponentInstance;
  index: number;
  count: number;
  canEdit: boolean;
  isOpen: boolean;
  onToggle: () => void;
  isBusy: boolean;
  actions: RowActions;
}) {
  const name = component.componentName;
  const formId = `component-form-${component.id}`;
  // Once opened, the form stays mounted (hidden when closed) so closing it keeps unsaved edits.
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return (
    <li className="py-3 first:pt-0 last:pb-0" aria-label={name}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden="true"
          className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-xs font-medium text-muted-foreground tabular-nums"
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{name}</span>
            <Badge>{component.componentType}</Badge>
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            Version {component.version} · Updated <AccountDate value={component.updatedAt} time />
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" aria-expanded={isOpen} aria-controls={formId} onClick={onToggle}>
            {canEdit ? 'Edit' : 'View'}
            <span className="sr-only"> {name}</span>
            <ChevronDown aria-hidden="true" className={cn('transition-transform', isOpen && 'rotate-180')} />
          </Button>
          {canEdit ? (
            <>
              <IconButton label={`Move ${name} up`} disabled={isBusy || index === 0} onClick={() => actions.onMove(-1)}>
                <ArrowUp aria-hidden="true" />
              </IconButton>
              <IconButton
                label={`Move ${name} down`}
                disabled={isBusy || index === count - 1}
                onClick={() => actions.onMove(1)}
              >
                <ArrowDown aria-hidden="true" />
              </IconButton>
              <IconButton label={`Duplicate ${name}`} disabled={isBusy} onClick={actions.onDuplicate}>
                <Copy aria-hidden="true" />
              </IconButton>
              <IconButton label={`Delete ${name}`} disabled={isBusy} onClick={actions.onDelete} isDanger>
                <Trash2 aria-hidden="true" />
              </IconButton>
            </>
          ) : null}
        </div>
      </div>
      {wasOpened ? (
        <div id={formId} hidden={!isOpen} className="mt-4 rounded-lg border border-border bg-white p-4 sm:ml-10">
          <ComponentForm accountId={accountId} slotId={slotId} component={component} canEdit={canEdit} />
        </div>
      ) : null}
    </li>
  );
}

function IconButton({
  label,
  disabled,
  onClick,
  isDanger = false,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  isDanger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('size-8 px-0', isDanger && 'text-danger hover:text-danger')}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
