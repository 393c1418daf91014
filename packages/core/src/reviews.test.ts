import { describe, expect, it } from 'vitest';
import { REVIEW_MODERATION_TEXT, REVIEW_TEXT, adminBannerTone, ownReviewNote, ratingLabel } from './reviews.ts';
import { bulkUpdateReviewsSchema, createReviewSchema, updateReviewSchema } from './reviews-schemas.ts';

const messages = (value: unknown) => {
  const result = createReviewSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('review validation (spec 000 §5)', () => {
  it('accepts a rating of 1 to 5 and trims the text', () => {
    expect(createReviewSchema.parse({ rating: 4, reviewText: '  Lovely theme.  ' })).toEqual({
      rating: 4,
      reviewText: 'Lovely theme.',
    });
    expect(createReviewSchema.parse({ rating: '5', reviewText: 'Form values arrive as text.' }).rating).toBe(5);
  });

  it('needs a rating: Please select a rating', () => {
    expect(messages({ reviewText: 'Nice' }).rating).toBe('Please select a rating');
    expect(messages({ rating: 0, reviewText: 'Nice' }).rating).toBe('Please select a rating');
    expect(messages({ rating: 6, reviewText: 'Nice' }).rating).toBe('Please select a rating');
    expect(messages({ rating: 2.5, reviewText: 'Nice' }).rating).toBe('Please select a rating');
    expect(messages({ rating: '', reviewText: 'Nice' }).rating).toBe('Please select a rating');
  });

  it('needs text that is not blank after trimming: Please enter a review', () => {
    expect(messages({ rating: 3, reviewText: '   ' }).reviewText).toBe('Please enter a review');
    expect(messages({ rating: 3 }).reviewText).toBe('Please enter a review');
  });

  it('caps the text at 2000 characters', () => {
    expect(createReviewSchema.safeParse({ rating: 3, reviewText: 'a'.repeat(2000) }).success).toBe(true);
    expect(messages({ rating: 3, reviewText: 'a'.repeat(2001) }).reviewText).toBe(REVIEW_TEXT.textTooLong);
  });
});

describe('review texts', () => {
  it('uses the spec wording', () => {
    expect(REVIEW_TEXT.signInRequired).toBe('You must be logged in to submit a review');
    expect(REVIEW_TEXT.submitFailed).toBe('Failed to submit review. Please try again.');
    expect(REVIEW_TEXT.submitted).toBe('Thanks! Your review will appear once it is approved.');
  });

  it('labels the stars and the own review status', () => {
    expect([1, 2, 5].map(ratingLabel)).toEqual(['1 star', '2 stars', '5 stars']);
    expect(ownReviewNote('pending')).toBe('Your review is pending approval.');
  });
});

describe('moderation', () => {
  it('colours the admin banner by its words (spec 001 §4)', () => {
    expect(adminBannerTone('Error: Failed to update review')).toBe('error');
    expect(adminBannerTone(REVIEW_MODERATION_TEXT.updated)).toBe('success');
    expect(adminBannerTone('Success')).toBe('success');
    expect(adminBannerTone('Loading reviews')).toBe('info');
  });

  it('asks for a status or notes, and at most 100 reviews in bulk', () => {
    expect(updateReviewSchema.safeParse({}).success).toBe(false);
    expect(updateReviewSchema.safeParse({ adminNotes: null }).success).toBe(true);
    expect(updateReviewSchema.safeParse({ status: 'published' }).success).toBe(false);
    const id = '00000000-0000-4000-8000-000000000000';
    expect(bulkUpdateReviewsSchema.safeParse({ reviewIds: [id], status: 'hidden' }).success).toBe(true);
    expect(bulkUpdateReviewsSchema.safeParse({ reviewIds: Array(101).fill(id), status: 'hidden' }).success).toBe(false);
  });
});
