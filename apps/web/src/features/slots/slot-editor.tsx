import { deploySiteSchema, SITE_RESTORE_DAYS, SITE_TEXT, type LibraryItem, type SiteSlot } from '@themeport/core';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { useRemoveSite, useUpdateSite } from './api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SlotStatusBadge, ThemeThumbnail } from './slot-parts';
import { StatusText } from '@/components/status-text';
import { useStatusLine } from '@/lib/use-status-line';

export const slotNameInputId = (slotId: string) => `slot-${slotId}-name`;

interface ThemeOption {
  id: string;
  name: string;
}

/** The library's themes, plus the slot's own theme when it has since left the library. */
function themeOptions(slot: SiteSlot, themes: LibraryItem[]): ThemeOption[] {
  const options = themes.map((theme) => ({ id: theme.templateId, name: theme.templateName }));
  if (slot.theme && !options.some((option) => option.id === slot.theme!.id)) {
    options.unshift({ id: slot.theme.id, name: slot.theme.name });
  }
  return options;
}

/** One active slot in the Manage Account Slots modal: rename, switch theme, remove. */
export function SlotEditor({
  accountId,
  slot,
  themes,
  onRemoved,
}: {
  accountId: string;
  slot: SiteSlot;
  themes: LibraryItem[];
  onRemoved: (slot: SiteSlot) => void;
}) {
  const update = useUpdateSite(accountId);
  const remove = useRemoveSite(accountId);
  const status = useStatusLine();
  const [name, setName] = useState(slot.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [pendingTheme, setPendingTheme] = useState<ThemeOption | null>(null);
  const [isConfirmingRemove, setIsConfirmingRemove] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const options = themeOptions(slot, themes);
  const nameId = slotNameInputId(slot.id);
  const themeId = `slot-${slot.id}-theme`;
  const legendId = `slot-${slot.id}-legend`;
  const isRenaming = update.isPending && update.variables?.name !== undefined;
  const isSwitching = update.isPending && update.variables?.themeId !== undefined;

  function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = deploySiteSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      document.getElementById(nameId)?.focus();
      return;
    }
    setNameError(undefined);
    status.clear();
    update.mutate(
      { slotId: slot.id, name: parsed.data },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          status.success('Site name saved.');
        },
        onError: (failure) => status.error(parseApiError(failure).message || SITE_TEXT.updateSlotFailed),
      },
    );
  }

  function onSwitchTheme() {
    if (!pendingTheme) return;
    const next = pendingTheme;
    status.clear();
    update.mutate(
      { slotId: slot.id, themeId: next.id },
      {
        onSuccess: () => status.success(`Slot ${slot.slotNumber} now uses ${next.name}.`),
        onError: (failure) => status.error(parseApiError(failure).message || SITE_TEXT.updateSlotFailed),
        onSettled: () => setPendingTheme(null),
      },
    );
  }

  function onRemove() {
    setRemoveError(null);
    remove.mutate(slot.id, {
      onSuccess: () => {
        setIsConfirmingRemove(false);
        onRemoved(slot);
      },
      // spec 000 §8: the removal's failure text is fixed.
      onError: () => setRemoveError(SITE_TEXT.removeFailed),
    });
  }

  return (
    <fieldset aria-labelledby={legendId} className="min-w-0 rounded-lg border border-border p-4">
      <div className="flex items-start gap-3">
        <ThemeThumbnail previewUrl={slot.theme?.previewUrl ?? null} className="hidden h-12 w-20 sm:flex" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span id={legendId} className="tabular text-sm font-semibold">
              Slot {slot.slotNumber}
            </span>
            <SlotStatusBadge status={slot.status} />
          </div>
          <p className="truncate text-[13px] text-muted-foreground">{slot.name}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="text-danger hover:bg-danger-soft"
          onClick={() => {
            setRemoveError(null);
            setIsConfirmingRemove(true);
          }}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <form noValidate onSubmit={onRename} className="flex items-start gap-2">
          <Field id={nameId} label="Site name" error={nameError} className="min-w-0 flex-1">
            <Input
              id={nameId}
              value={name}
              required
              maxLength={80}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => {
                if (nameError) setNameError(deploySiteSchema.shape.name.safeParse(name).error?.issues[0]?.message);
              }}
            />
          </Field>
          <Button
            type="submit"
            variant="outline"
            className="mt-[26px]"
            disabled={isRenaming || name.trim() === slot.name}
          >
            {isRenaming ? 'Saving...' : 'Save'}
          </Button>
        </form>
        <Field id={themeId} label="Theme">
          <Select
            id={themeId}
            value={pendingTheme?.id ?? slot.theme?.id ?? ''}
            disabled={isSwitching}
            onChange={(event) => {
              const next = options.find((option) => option.id === event.target.value);
              if (next && next.id !== slot.theme?.id) setPendingTheme(next);
            }}
          >
            {slot.theme ? null : <option value="">{SITE_TEXT.noThemeSelected}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <StatusText status={status.status} className="mt-2" />

      <ConfirmDialog
        open={pendingTheme !== null}
        title={`Switch Slot ${slot.slotNumber} to ${pendingTheme?.name ?? ''}?`}
        description={`The pages, blog posts and components of ${slot.name} are replaced by ${pendingTheme?.name ?? 'the new theme'}'s pages. The current content is kept for ${SITE_RESTORE_DAYS} days.`}
        confirmLabel="Switch theme"
        busyLabel="Switching..."
        isBusy={isSwitching}
        onCancel={() => setPendingTheme(null)}
        onConfirm={onSwitchTheme}
      />
      <ConfirmDialog
        open={isConfirmingRemove}
        title={`Remove ${slot.name}?`}
        description={SITE_TEXT.confirmRemove(slot.slotNumber)}
        confirmLabel="Remove"
        busyLabel="Removing..."
        isBusy={remove.isPending}
        error={removeError}
        isDestructive
        onCancel={() => setIsConfirmingRemove(false)}
        onConfirm={onRemove}
      />
    </fieldset>
  );
}
