import {
  createReviewSchema,
  ratingLabel,
  REVIEW_RATING_MAX,
  REVIEW_TEXT,
  REVIEW_TEXT_MAX_LENGTH,
  type OwnReview,
} from '@themeport/core';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClass } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { cn } from '@/lib/utils';
import { useSubmitReview } from './library-api';

const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * The 'Write a Review' form (spec 000 §5), loaded with the dialog so that zod stays out of the
 * theme page's chunk. Same schema as the route: createReviewSchema.
 */
export default function ReviewForm({
  idOrSlug,
  userId,
  onSubmitted,
}: {
  idOrSlug: string;
  userId: string;
  onSubmitted: (review: OwnReview) => void;
}) {
  const form = useForm(createReviewSchema, { rating: '', reviewText: '' });
  const submit = useSubmitReview(idOrSlug, userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const rating = Number(form.values.rating) || 0;
  const ratingError = form.errors.rating;

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    try {
      onSubmitted(await submit.mutateAsync(data));
    } catch (error) {
      const parsed = parseApiError(error);
      if (parsed.status === 400 && form.showServerErrors(parsed.fields)) return;
      // The server's words when it refused for a reason (signed out, already reviewed), else spec 000 §8.
      setServerError(parsed.status >= 400 && parsed.status < 500 ? parsed.message : REVIEW_TEXT.submitFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <fieldset aria-describedby={ratingError ? `${form.idOf('rating')}-error` : undefined}>
        <legend className="text-[13px] font-medium text-foreground">Rating</legend>
        <div className="mt-2 flex gap-1">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                className="sr-only"
                id={value === 1 ? form.idOf('rating') : undefined}
                checked={rating === value}
                onChange={() => form.setValue('rating', String(value))}
                aria-invalid={ratingError ? true : undefined}
              />
              <span className="sr-only">{ratingLabel(value)}</span>
              <Star
                aria-hidden="true"
                className={cn('size-7', value <= rating ? 'text-star' : 'text-[#d4d4d8]')}
                fill="currentColor"
                strokeWidth={0}
              />
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${form.idOf('rating')}-error`} className="mt-1.5 text-[13px] text-danger">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <Field id={form.idOf('reviewText')} label="Your review" error={form.errors.reviewText}>
        <textarea
          {...form.textProps('reviewText')}
          onChange={(event) => form.setValue('reviewText', event.target.value)}
          rows={5}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          className={cn(fieldClass, 'h-auto min-h-32 py-2 leading-6')}
        />
      </Field>
      <Button type="submit" disabled={submit.isPending} className="self-end">
        {submit.isPending ? REVIEW_TEXT.submitting : REVIEW_TEXT.submit}
      </Button>
    </form>
  );
}
