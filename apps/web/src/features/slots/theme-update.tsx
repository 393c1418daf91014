import { THEME_UPDATE_TEXT, type SiteSlot } from '@themeport/core';
import { RefreshCw } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { parseApiError } from '@/lib/api';
import { useUpdateTheme } from './api';

// Issue 13: a site on an older version of its theme can take the theme's new pages and components.

/** 'Update available' with the versions, next to the slot's status. */
export function ThemeUpdateBadge({ slot }: { slot: SiteSlot }) {
  if (!slot.updateAvailable || !slot.themeVersion || !slot.latestThemeVersion) return null;
  return (
    <Badge variant="accent">
      {THEME_UPDATE_TEXT.badge}
      <span className="tabular font-normal">
        {' · '}
        {THEME_UPDATE_TEXT.versions(slot.themeVersion, slot.latestThemeVersion)}
      </span>
    </Badge>
  );
}

/** 'Update theme': locked for viewers; the result in a toast, then the slot is read afresh (the badge goes). */
export function ThemeUpdateButton({ slot, lockedReason }: { slot: SiteSlot; lockedReason: string | null }) {
  const update = useUpdateTheme(slot.accountId);
  if (!slot.updateAvailable) return null;
  if (lockedReason) {
    return (
      <LockedButton size="sm" reason={lockedReason}>
        <RefreshCw aria-hidden="true" />
        {THEME_UPDATE_TEXT.button}
      </LockedButton>
    );
  }
  const onUpdate = () =>
    update.mutate(slot.id, {
      onSuccess: ({ slot: updated, pagesAdded, componentsAdded }) =>
        toast.success(THEME_UPDATE_TEXT.updated(updated.themeVersion ?? '', pagesAdded, componentsAdded)),
      onError: (error) => toast.error(parseApiError(error).message),
    });
  return (
    <Button size="sm" onClick={onUpdate} disabled={update.isPending}>
      <RefreshCw aria-hidden="true" className={update.isPending ? 'animate-spin' : undefined} />
      {update.isPending ? 'Updating…' : THEME_UPDATE_TEXT.button}
    </Button>
  );
}
