import { POST_TEXT, recreatedMessage, type RecreatePagesResponse, type SitePage, type SiteSlot } from '@themeport/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api';
import { cmsKeys, sitePath } from './api';
import { failureMessage } from './messages';
import { useStatus } from './status-line';

/** Recreate Pages (spec 000 §2 Pages panel): the answer is the site's pages afterwards. */
export function useRecreatePages(accountId: string, slotId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<RecreatePagesResponse>('POST', `${sitePath(accountId, slotId)}/pages/recreate`),
    onSuccess: (answer) => {
      queryClient.setQueryData<{ pages: SitePage[] }>(cmsKeys.pages(accountId, slotId), { pages: answer.pages });
      void queryClient.invalidateQueries({ queryKey: cmsKeys.slots(accountId), exact: true });
    },
  });
}

/** Disabled while the pages load or the recreate runs, and when the site has no theme to recreate from. */
export function RecreatePagesButton({
  accountId,
  slot,
  isLoading,
}: {
  accountId: string;
  slot: SiteSlot;
  isLoading: boolean;
}) {
  const recreate = useRecreatePages(accountId, slot.id);
  const status = useStatus();
  const onRecreate = () => {
    status.clear();
    recreate.mutate(undefined, {
      onSuccess: (done) => status.say(recreatedMessage('pages', done)),
      onError: (error) => status.fail(failureMessage(error, POST_TEXT.pagesRecreateFailed)),
    });
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onRecreate}
      disabled={isLoading || recreate.isPending || !slot.theme}
      title={slot.theme ? "Bring back the theme's pages this site no longer has" : 'No theme selected'}
    >
      <RotateCcw aria-hidden="true" />
      {recreate.isPending ? 'Recreating…' : 'Recreate Pages'}
    </Button>
  );
}

/** spec 000 §2: the empty panel's words and its Recreate Pages button (viewers get the words only). */
export function EmptyPages({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-input px-5 py-6">
      <p className="text-sm">{POST_TEXT.noPages}</p>
      {canEdit ? <RecreatePagesButton accountId={accountId} slot={slot} isLoading={false} /> : null}
    </div>
  );
}
