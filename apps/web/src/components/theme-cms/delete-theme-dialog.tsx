import { THEME_CMS_TEXT } from '@themeport/core';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { useDeleteTheme } from './api';

/** A row's Delete: opens DeleteThemeDialog. */
export function DeleteThemeButton({ theme, onClick }: { theme: { name: string }; onClick: () => void }) {
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      className="text-danger"
      onClick={onClick}
      aria-label={`Delete ${theme.name}`}
    >
      Delete
    </Button>
  );
}

/**
 * Deleting a theme, asked first in the spec's words (spec 001 §2.7): the admin's Themes tab, and a
 * developer's My Themes for a draft never published nor sent for review (issue 22).
 */
export function DeleteThemeDialog({
  theme,
  onClose,
  say,
}: {
  theme: { id: string; name: string } | null;
  onClose: () => void;
  say: (text: string) => void;
}) {
  const remove = useDeleteTheme();
  return (
    <ConfirmDialog
      open={theme !== null}
      title={theme ? `Delete ${theme.name}?` : ''}
      description={THEME_CMS_TEXT.deleteConfirm}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      isBusy={remove.isPending}
      error={remove.isError ? parseApiError(remove.error).message : null}
      isDestructive
      onCancel={() => {
        onClose();
        remove.reset();
      }}
      onConfirm={() => {
        if (!theme) return;
        const name = theme.name;
        remove.mutate(theme.id, {
          onSuccess: () => {
            onClose();
            say(THEME_CMS_TEXT.deleted(name));
          },
          onError: (error) => say(`Error: ${parseApiError(error).message}`),
        });
      }}
    />
  );
}
