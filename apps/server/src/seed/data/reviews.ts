import type { ReviewStatus } from '../../db/schema.ts';

export interface SeedReview {
  reviewerName: string;
  rating: number;
  reviewText: string;
  status: ReviewStatus;
  daysAgo: number;
}

const REVIEWERS = [
  'Maya Chen',
  'Tom Okafor',
  'Sofia Rossi',
  'Liam Murphy',
  'Aisha Khan',
  'Daniel Kim',
  'Elena Petrova',
  'Marcus Johnson',
  'Hannah Schmidt',
  'Diego Alvarez',
  'Grace Liu',
  'Noah Williams',
  'Yuki Tanaka',
  'Olivia Brown',
];

const PRAISE: Record<number, string[]> = {
  5: [
    'Exactly what we needed. We launched in a weekend and the client loved it.',
    'Beautiful out of the box and the code is a pleasure to work with.',
    'Best theme I have bought this year. The documentation answered every question.',
    'Fast, accessible and easy to customise. Our Lighthouse scores went up across the board.',
  ],
  4: [
    'Great design and clean components. I had to tweak a few spacing values, nothing major.',
    'Solid theme with thoughtful details. Would love one more colour preset.',
    'Very good value. Setup took about an hour including content.',
  ],
  3: [
    'Nice look, but the blog layout needed more work than I expected.',
    'Does the job. Some sections feel a bit generic.',
  ],
};

const NOT_COUNTED: { rating: number; reviewText: string; status: ReviewStatus }[] = [
  { rating: 1, reviewText: 'Did not work for me. (Awaiting moderation.)', status: 'pending' },
  { rating: 2, reviewText: 'Spam link removed by moderators.', status: 'rejected' },
  { rating: 1, reviewText: 'Posted on the wrong theme by mistake.', status: 'hidden' },
];

/** Deterministic reviews: 2–5 approved for most themes, none for a few, some that must not count. */
export function reviewsForTheme(themeIndex: number): SeedReview[] {
  if (themeIndex % 7 === 6) return []; // a few themes have no reviews yet
  const approvedCount = 2 + ((themeIndex * 5) % 4);
  const reviews: SeedReview[] = [];
  for (let i = 0; i < approvedCount; i++) {
    const rating = [5, 4, 5, 3, 4, 5][(themeIndex + i * 3) % 6]!;
    const texts = PRAISE[rating]!;
    reviews.push({
      reviewerName: REVIEWERS[(themeIndex * 3 + i) % REVIEWERS.length]!,
      rating,
      reviewText: texts[(themeIndex + i) % texts.length]!,
      status: 'approved',
      daysAgo: 2 + ((themeIndex * 11 + i * 17) % 40),
    });
  }
  if (themeIndex % 3 === 0) {
    const extra = NOT_COUNTED[(themeIndex / 3) % NOT_COUNTED.length]!;
    reviews.push({ ...extra, reviewerName: REVIEWERS[(themeIndex + 7) % REVIEWERS.length]!, daysAgo: 1 });
  }
  return reviews;
}
