import { describe, expect, it } from 'vitest';
import {
  THEME_REVIEW_TEXT,
  diffThemeVersions,
  draftDeleteProblem,
  nextSubmissionKind,
  reviewDecisionSchema,
  reviewTransition,
  submitProblem,
  themeReviewState,
} from './theme-review.ts';

describe('theme review state machine', () => {
  it('derives where a theme stands from its publish flag and newest submission', () => {
    expect(themeReviewState(false, null)).toBe('draft');
    expect(themeReviewState(false, { status: 'in_review' })).toBe('in_review');
    expect(themeReviewState(false, { status: 'changes_requested' })).toBe('changes_requested');
    expect(themeReviewState(false, { status: 'rejected' })).toBe('rejected');
    expect(themeReviewState(true, { status: 'approved' })).toBe('published');
    // An update under review while the published version stays on sale.
    expect(themeReviewState(true, { status: 'in_review' })).toBe('in_review');
    // A rejected update: the published version stays on sale and another update may follow.
    expect(themeReviewState(true, { status: 'rejected' })).toBe('published');
  });

  it('allows a submission from draft, changes requested and published, never in review or after a rejection', () => {
    expect(submitProblem('draft')).toBeNull();
    expect(submitProblem('changes_requested')).toBeNull();
    expect(submitProblem('published')).toBeNull();
    expect(submitProblem('in_review')).toBe(THEME_REVIEW_TEXT.inReview);
    expect(submitProblem('rejected')).toBe(THEME_REVIEW_TEXT.rejected);
  });

  it('names the kind of the next submission', () => {
    expect(nextSubmissionKind('draft', false)).toBe('new');
    expect(nextSubmissionKind('changes_requested', false)).toBe('resubmission');
    expect(nextSubmissionKind('published', true)).toBe('update');
    expect(nextSubmissionKind('changes_requested', true)).toBe('update');
  });

  it('decides only a submission in review', () => {
    expect(reviewTransition('in_review', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(reviewTransition('in_review', 'request_changes')).toEqual({ ok: true, to: 'changes_requested' });
    expect(reviewTransition('in_review', 'reject')).toEqual({ ok: true, to: 'rejected' });
    for (const from of ['approved', 'changes_requested', 'rejected'] as const)
      expect(reviewTransition(from, 'approve')).toEqual({ ok: false, error: THEME_REVIEW_TEXT.notInReview });
  });

  it('wants a reason per item for changes and a reason for a rejection', () => {
    expect(reviewDecisionSchema.safeParse({ decision: 'request_changes', items: [] }).success).toBe(false);
    expect(
      reviewDecisionSchema.safeParse({ decision: 'request_changes', items: [{ item: 'Home', reason: ' ' }] }).success,
    ).toBe(false);
    expect(reviewDecisionSchema.safeParse({ decision: 'reject', reason: '' }).success).toBe(false);
    expect(reviewDecisionSchema.safeParse({ decision: 'reject', reason: 'Copied' }).success).toBe(true);
    expect(reviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});

describe('deleting a draft', () => {
  it('lets a developer delete only a draft never published nor sent for review', () => {
    expect(draftDeleteProblem({ published: false, version: '1.0.0' }, 0)).toBeNull();
    expect(draftDeleteProblem({ published: false, version: '1.0.0' }, 1)).toBe(THEME_REVIEW_TEXT.deleteSubmitted);
    expect(draftDeleteProblem({ published: true, version: '1.0.1' }, 0)).toBe(THEME_REVIEW_TEXT.deletePublished);
    // Published once and taken down again: the raised version remembers it.
    expect(draftDeleteProblem({ published: false, version: '1.0.1' }, 0)).toBe(THEME_REVIEW_TEXT.deletePublished);
  });
});

describe('version diff', () => {
  const data = (title: string, id = 'a') => ({ meta: { id, slug: 'hero' }, content: { title } });
  it('lists pages and components added, removed and changed; a new id alone is no change', () => {
    const published = {
      pages: [
        { path: '/', title: 'Home' },
        { path: '/old', title: 'Old' },
      ],
      components: [
        { name: '/ › hero', data: data('Hi') },
        { name: '/old › hero', data: data('Old') },
        { name: 'Global › header', data: data('Brand') },
      ],
    };
    const next = {
      pages: [
        { path: '/', title: 'Welcome' },
        { path: '/about', title: 'About' },
      ],
      components: [
        { name: '/ › hero', data: data('Hello', 'b') },
        { name: '/about › hero', data: data('About') },
        { name: 'Global › header', data: data('Brand', 'c') },
      ],
    };
    expect(diffThemeVersions(published, next)).toEqual({
      pages: { added: ['About (/about)'], removed: ['Old (/old)'], changed: ['Welcome (/)'] },
      components: { added: ['/about › hero'], removed: ['/old › hero'], changed: ['/ › hero'] },
    });
    expect(diffThemeVersions(null, next).pages.added).toHaveLength(2);
  });
});
