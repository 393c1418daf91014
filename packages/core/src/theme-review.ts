import { z } from 'zod';
import type { ThemeCheckReport } from './theme-checks.ts';
import { FIRST_THEME_VERSION } from './theme-cms.ts';

// Issue 22: a developer's theme goes draft → in review → published. A reviewer approves, asks for
// changes (soft: reasons per item, back to the developer for a resubmit) or rejects (hard: with the
// reason, never resubmitted). An update of a published theme is a new submission while the
// published version stays on sale (docs/decisions/030-theme-review.md).

export const SUBMISSION_STATUSES = ['in_review', 'changes_requested', 'rejected', 'approved'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a submission is: the first of the theme, one after 'changes requested', or a new version of a published theme. */
export const SUBMISSION_KINDS = ['new', 'resubmission', 'update'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** Where a developer's theme stands, as My Themes shows it. */
export const THEME_REVIEW_STATES = ['draft', 'in_review', 'changes_requested', 'rejected', 'published'] as const;
export type ThemeReviewState = (typeof THEME_REVIEW_STATES)[number];

export const REVIEW_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const THEME_REVIEW_STATE_LABELS: Record<ThemeReviewState, string> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
  published: 'Published',
};

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  in_review: 'In review',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
  approved: 'Approved',
};

export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  new: 'New theme',
  resubmission: 'Resubmission',
  update: 'Update',
};

export const THEME_REVIEW_TEXT = {
  inReview:
    'This theme is in review: it cannot be changed or sent again until the reviewer answers. You will get an email.',
  rejected: 'This theme was rejected and cannot be submitted again. The reviewer’s reason is in its review history.',
  storeRequired:
    'Set up your store before you submit a theme: its sales are paid to your store. Open Settings in the developer portal.',
  checksBlocking:
    'The automated check found problems that block a submission. Fix each one marked “Must fix” and run the check again.',
  notInReview: 'This submission has already been reviewed.',
  submissionNotFound: 'Submission not found',
  changelogRequired: 'Please say what changed in this version',
  reasonsRequired: 'Give at least one item to change, each with its reason',
  rejectReasonRequired: 'Give the reason for the rejection',
  deleteSubmitted:
    'This theme has been sent for review, so it cannot be deleted: its review history stays with it. Change it and submit it again instead.',
  deletePublished:
    'This theme has been published, so it cannot be deleted: buyers and sites may rely on it. Ask Themeport support to unpublish it.',
  submitted: (version: string) =>
    `Submitted version ${version} for review. We will email you when the reviewer answers.`,
  approved: (name: string, version: string) => `${name} ${version} approved and published`,
  changesRequested: (name: string) => `Changes requested for ${name}`,
  rejectedDone: (name: string) => `${name} rejected`,
  mailSubject: {
    submitted: (name: string, version: string) => `${name} ${version} is in review`,
    approved: (name: string, version: string) => `${name} ${version} is approved and on sale`,
    changes_requested: (name: string) => `Your theme ${name} needs a few changes`,
    rejected: (name: string) => `Your theme ${name} was not accepted`,
  },
} as const;

/** The newest submission of a theme, as much as its state needs. */
export interface LatestSubmission {
  status: SubmissionStatus;
}

/**
 * Where a theme stands: a hard rejection of a theme never on sale is final; a rejected update of a
 * published theme is final for that version only (the published one stays on sale, and the
 * developer may submit another update); a submission in review or sent back wins over the
 * published flag (an update under review shows 'In review'); otherwise published or a draft.
 */
export function themeReviewState(published: boolean, latest: LatestSubmission | null): ThemeReviewState {
  if (latest?.status === 'rejected') return published ? 'published' : 'rejected';
  if (latest?.status === 'in_review') return 'in_review';
  if (latest?.status === 'changes_requested') return 'changes_requested';
  return published ? 'published' : 'draft';
}

/** Why a theme in this state cannot be submitted (or changed by its developer), or null. */
export function submitProblem(state: ThemeReviewState): string | null {
  if (state === 'in_review') return THEME_REVIEW_TEXT.inReview;
  if (state === 'rejected') return THEME_REVIEW_TEXT.rejected;
  return null;
}

/**
 * Why a developer may not delete this theme, or null: only a draft that never left their hands
 * (never published, never sent for review) can go; anything else has a history others rely on.
 */
export function draftDeleteProblem(theme: { published: boolean; version: string }, submissions: number): string | null {
  if (theme.published || theme.version !== FIRST_THEME_VERSION) return THEME_REVIEW_TEXT.deletePublished;
  if (submissions > 0) return THEME_REVIEW_TEXT.deleteSubmitted;
  return null;
}

/** The kind of the next submission of a theme in this state. */
export function nextSubmissionKind(state: ThemeReviewState, published: boolean): SubmissionKind {
  if (published) return 'update';
  return state === 'changes_requested' ? 'resubmission' : 'new';
}

const DECISION_TO_STATUS: Record<ReviewDecision, SubmissionStatus> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/** The status a decision moves a submission to; only a submission in review can be decided. */
export function reviewTransition(
  from: SubmissionStatus,
  decision: ReviewDecision,
): { ok: true; to: SubmissionStatus } | { ok: false; error: string } {
  if (from !== 'in_review') return { ok: false, error: THEME_REVIEW_TEXT.notInReview };
  return { ok: true, to: DECISION_TO_STATUS[decision] };
}

/** One thing the reviewer wants changed: where (a page, a component, the listing) and why. */
export interface ReviewNote {
  item: string;
  reason: string;
}

const noteText = (max: number) => z.string().trim().min(1).max(max);

export const submitThemeSchema = z.object({
  changelog: z.string().trim().min(1, THEME_REVIEW_TEXT.changelogRequired).max(2000),
});
export type SubmitThemeInput = z.infer<typeof submitThemeSchema>;

export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), notes: z.string().trim().max(2000).optional() }),
  z.object({
    decision: z.literal('request_changes'),
    items: z
      .array(z.object({ item: noteText(200), reason: noteText(1000) }))
      .min(1, THEME_REVIEW_TEXT.reasonsRequired)
      .max(50),
    notes: z.string().trim().max(2000).optional(),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: z.string().trim().min(1, THEME_REVIEW_TEXT.rejectReasonRequired).max(2000),
  }),
]);
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;

/** A submission as the developer's history and the review queue show it. */
export interface ThemeSubmission {
  id: string;
  themeId: string;
  themeName: string;
  themeSlug: string;
  developer: { id: string; email: string; name: string };
  kind: SubmissionKind;
  version: string;
  changelog: string;
  status: SubmissionStatus;
  checks: ThemeCheckReport;
  notes: ReviewNote[];
  /** The reviewer's words to the developer: a general note, or the reason of a rejection. */
  reviewerMessage: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

/** A developer's theme in My Themes: the theme, where it stands, and its newest submission. */
export interface DeveloperThemeSummary {
  id: string;
  name: string;
  slug: string;
  version: string;
  published: boolean;
  state: ThemeReviewState;
  pageCount: number;
  updatedAt: string;
  latest: ThemeSubmission | null;
  /** In review: its place in the queue (1 = next), so the wait is not a mystery. */
  queuePosition: number | null;
  /** A draft never published nor sent for review: its developer may delete it (draftDeleteProblem). */
  deletable: boolean;
}

/** One version's notes on the theme page and beside 'Update available'. */
export interface ThemeChangelogEntry {
  version: string;
  changelog: string;
  publishedAt: string;
}

// ── The diff a reviewer sees: what a new version adds, removes and changes ──────────────────

export interface ThemeVersionDiff {
  pages: { added: string[]; removed: string[]; changed: string[] };
  /** Components named '{page path} › {slug}' ('Global' for the header and footer). */
  components: { added: string[]; removed: string[]; changed: string[] };
}

/** What clients install of one version: its pages and its components, named '{page path} › {slug}'. */
export interface VersionShape {
  pages: { path: string; title: string }[];
  components: { name: string; data: unknown }[];
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

function withoutId(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const { meta, ...rest } = data as { meta?: Record<string, unknown> };
  if (!meta) return data;
  const { id: _id, ...kept } = meta;
  return { ...rest, meta: kept };
}

function diffBy<T>(
  before: T[],
  after: T[],
  id: (entry: T) => string,
  same: (a: T, b: T) => boolean,
  name: (entry: T) => string,
) {
  const old = new Map(before.map((entry) => [id(entry), entry]));
  const next = new Map(after.map((entry) => [id(entry), entry]));
  return {
    added: after.filter((entry) => !old.has(id(entry))).map(name),
    removed: before.filter((entry) => !next.has(id(entry))).map(name),
    changed: after.filter((entry) => old.has(id(entry)) && !same(old.get(id(entry))!, entry)).map(name),
  };
}

/**
 * What a new version changes against the published one: pages by path (changed when the title
 * did), components by page and slug (changed when any of their data but meta.id did). Against nothing (a
 * first submission) everything is added.
 */
export function diffThemeVersions(published: VersionShape | null, next: VersionShape): ThemeVersionDiff {
  return {
    pages: diffBy(
      published?.pages ?? [],
      next.pages,
      (page) => page.path,
      (a, b) => a.title === b.title,
      (page) => `${page.title} (${page.path})`,
    ),
    components: diffBy(
      published?.components ?? [],
      next.components,
      (component) => component.name,
      // A save gives a component without an id a new one: ids do not make it another component.
      (a, b) => stable(withoutId(a.data)) === stable(withoutId(b.data)),
      (component) => component.name,
    ),
  };
}
