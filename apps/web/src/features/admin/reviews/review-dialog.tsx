import {
  ADMIN_NOTES_MAX_LENGTH,
  REVIEW_MODERATION_TEXT,
  REVIEW_STATUSES,
  type AdminReview,
  type ReviewStatusName,
} from '@themeport/core';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fieldClass } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { cn } from '@/lib/utils';
import { useDeleteReview, useModerateReview } from '../api';
import { Reviewer, ReviewStatusBadge, STATUS_LABELS, Stars } from './review-parts';

/** spec 001 §2.9 review details: the whole review, a status and admin notes, and Delete. */
export function ReviewDialog({
  review,
  onClose,
  say,
}: {
  review: AdminReview;
  onClose: () => void;
  say: (text: string) => void;
}) {
  const [status, setStatus] = useState<ReviewStatusName>(review.status);
  const [notes, setNotes] = useState(review.adminNotes ?? '');
  const [confirming, setConfirming] = useState(false);
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const notesId = useId();
  const changed = status !== review.status || notes.trim() !== (review.adminNotes ?? '');

  const save = () =>
    moderate.mutate(
      { id: review.id, status, adminNotes: notes.trim() === '' ? null : notes.trim() },
      {
        onSuccess: () => {
          say(REVIEW_MODERATION_TEXT.updated);
          onClose();
        },
        onError: (error) => say(`Error: ${parseApiError(error).message || REVIEW_MODERATION_TEXT.updateFailed}`),
      },
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogTitle className="pr-8 text-lg font-semibold">Review of {review.theme.name}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          Written <AccountDate value={review.createdAt} time /> · now <ReviewStatusBadge status={review.status} />
        </DialogDescription>
        <div className="mt-4 flex items-center justify-between gap-3">
          <Reviewer review={review} />
          <Stars rating={review.rating} />
        </div>
        <p className="mt-3 max-h-48 overflow-auto rounded-lg bg-muted px-3.5 py-3 text-sm leading-6 whitespace-pre-line">
          {review.reviewText}
        </p>

        <fieldset className="mt-5">
          <legend className="text-[13px] font-medium">Status</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {REVIEW_STATUSES.map((option) => (
              <Button
                key={option}
                type="button"
                size="sm"
                variant={status === option ? 'primary' : 'outline'}
                aria-pressed={status === option}
                onClick={() => setStatus(option)}
              >
                {STATUS_LABELS[option]}
              </Button>
            ))}
          </div>
        </fieldset>
        <label htmlFor={notesId} className="mt-4 block text-[13px] font-medium">
          Admin notes
        </label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={ADMIN_NOTES_MAX_LENGTH}
          onChange={(event) => setNotes(event.target.value)}
          rows={3}
          placeholder="Why it was approved, rejected or hidden (only admins see this)"
          className={cn(fieldClass, 'mt-1.5 h-auto py-2 leading-6')}
        />

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Button type="button" variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
            Delete review
          </Button>
          <div className="flex gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="button" disabled={!changed || moderate.isPending} onClick={save}>
              {moderate.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </div>
        <ConfirmDialog
          open={confirming}
          title="Delete this review?"
          description={REVIEW_MODERATION_TEXT.deleteConfirm}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          isBusy={remove.isPending}
          error={remove.isError ? parseApiError(remove.error).message : null}
          isDestructive
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(review.id, {
              onSuccess: () => {
                say(REVIEW_MODERATION_TEXT.deleted);
                onClose();
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
