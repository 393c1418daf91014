import { ownReviewNote, REVIEW_TEXT } from '@themeport/core';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useOwnReview } from './library-api';

const ReviewForm = lazy(() => import('./review-form'));

/**
 * spec 000 §2: signed-in users get 'Write a Review'. One review per person: once written, its
 * moderation status shows instead of the button.
 */
export function WriteReview({ idOrSlug, themeName }: { idOrSlug: string; themeName: string }) {
  const session = useSession();
  const userId = session?.user.id ?? null;
  const own = useOwnReview(idOrSlug, userId);
  const [isOpen, setIsOpen] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);

  if (userId === null || own.isPending || own.isError) return null;
  if (justSubmitted) return <Alert variant="success">{REVIEW_TEXT.submitted}</Alert>;
  if (own.data) return <Alert variant="info">{ownReviewNote(own.data.status)}</Alert>;

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{REVIEW_TEXT.writeReview}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{REVIEW_TEXT.writeReview}</DialogTitle>
        <DialogDescription>Share what you think of {themeName}. Reviews appear once approved.</DialogDescription>
        <Suspense fallback={<Skeleton className="mt-5 h-64 rounded-lg" />}>
          <ReviewForm
            idOrSlug={idOrSlug}
            userId={userId}
            onSubmitted={() => {
              setIsOpen(false);
              setJustSubmitted(true);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
