import {
  THEME_REVIEW_TEXT,
  blockingSummary,
  bumpThemeVersion,
  diffThemeVersions,
  isUuid,
  nextSubmissionKind,
  reviewTransition,
  draftDeleteProblem,
  submitProblem,
  themeReviewState,
  type DeveloperThemeSummary,
  type ReviewDecisionInput,
  type SubmissionStatus,
  type SubmitThemeInput,
  type TemplateConfig,
  type ThemeChangelogEntry,
  type ThemeCheckReport,
  type ThemeSubmission,
  type ThemeVersionDiff,
  type VersionShape,
} from '@themeport/core';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import type { Theme } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';
import { publishChanges, publishInTransaction, themeNotFound, toAdminTheme } from '../admin-themes/index.ts';
import { draftTemplateRows, loadThemeTemplates } from '../themes/index.ts';
import { runThemeCheck, type CheckDeps } from './checks.ts';
import { approvedMail, changesRequestedMail, rejectedMail, submittedMail, type ReviewMail } from './mail.ts';
import {
  creatorIsPayable,
  insertSubmission,
  lockThemeRow,
  recordDecision,
  selectThemePublished,
  selectThemeRow,
  approvedVersions,
  latestSubmission,
  latestSubmissions,
  developerThemes,
  lockSubmission,
  queuePosition,
  reviewQueue,
  submissionById,
  submissionHistory,
  themeCreator,
  themeIdByIdOrSlug,
  type SubmissionWithNames,
} from './queries.ts';

// Issue 22: a developer submits a theme, a reviewer decides (docs/decisions/030-theme-review.md).

export interface ReviewDeps extends CheckDeps {
  mail: MailSender;
  /** The portal's address, for the links in mails. */
  publicUrl: string;
}

const submissionNotFound = () => new AppError('SUBMISSION_NOT_FOUND', 404, THEME_REVIEW_TEXT.submissionNotFound);

export function toSubmission({ submission, ...names }: SubmissionWithNames): ThemeSubmission {
  return {
    id: submission.id,
    themeId: submission.themeId,
    themeName: names.themeName,
    themeSlug: names.themeSlug,
    developer: { id: submission.developerId, email: names.developerEmail, name: names.developerName },
    kind: submission.kind,
    version: submission.version,
    changelog: submission.changelog,
    status: submission.status,
    checks: submission.checks,
    notes: submission.notes,
    reviewerMessage: submission.reviewerMessage,
    submittedAt: submission.submittedAt.toISOString(),
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The ownership check of every developer route: a developer reaches only the themes they made
 * (404 otherwise, so that another developer's theme is not even said to exist); an admin reaches all.
 */
export async function reachTheme(db: Database, user: { id: string; role: string }, themeId: string): Promise<void> {
  const theme = await themeCreator(db, themeId);
  if (!theme) throw themeNotFound();
  if (user.role !== 'admin' && theme.creatorId !== user.id) throw themeNotFound();
}

/** A developer's theme in review or rejected cannot be changed (409, in words they can act on). */
export async function assertChangeable(db: Database, themeId: string): Promise<void> {
  const theme = await selectThemePublished(db, themeId);
  if (!theme) throw themeNotFound();
  const state = themeReviewState(theme.published, await latestSubmission(db, themeId));
  const problem = submitProblem(state);
  if (problem) throw new AppError(state === 'rejected' ? 'THEME_REJECTED' : 'THEME_IN_REVIEW', 409, problem);
}

/** My Themes: the developer's themes with where each stands and its newest submission. */
export async function listDeveloperThemes(db: Database, userId: string): Promise<DeveloperThemeSummary[]> {
  const rows = await developerThemes(db, userId);
  const latest = await latestSubmissions(
    db,
    rows.map((row) => row.id),
  );
  const out: DeveloperThemeSummary[] = [];
  for (const row of rows) {
    const newest = latest.get(row.id);
    const state = themeReviewState(row.published, newest?.submission ?? null);
    out.push({
      id: row.id,
      name: row.name,
      slug: row.slug,
      version: row.version,
      published: row.published,
      state,
      pageCount: row.templateConfig?.pages.length ?? 0,
      updatedAt: row.updatedAt.toISOString(),
      latest: newest ? toSubmission(newest) : null,
      queuePosition: state === 'in_review' && newest ? await queuePosition(db, newest.submission.submittedAt) : null,
      deletable: draftDeleteProblem(row, newest ? 1 : 0) === null,
    });
  }
  return out;
}

export async function checkTheme(deps: CheckDeps, themeId: string): Promise<ThemeCheckReport> {
  return (await runThemeCheck(deps, themeId)).report;
}

const listingOf = (theme: Theme) => {
  const { name, slug, description, longDescription, images, framework, price, features, industry } =
    toAdminTheme(theme);
  return { name, slug, description, longDescription, images, framework, price, features, industry };
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function sendMail(deps: ReviewDeps, message: MailMessage): Promise<void> {
  // The change is committed; a mail that fails is logged (the email log keeps it as failed).
  await deps.mail
    .send(message)
    .catch((err: unknown) => deps.logger.warn({ err, to: message.to }, 'review mail not sent'));
}

const myThemesLink = (deps: ReviewDeps, themeId: string) => `${deps.publicUrl}/developer-portal/themes/${themeId}`;

/**
 * Sends the theme for review with its changelog: refused while in review or after a rejection
 * (409), and when the automated check has a blocking failure (422, saying what and where). The
 * copy checked is the copy sent: a working copy changed while the check ran is refused (409).
 */
export async function submitTheme(
  deps: ReviewDeps,
  ctx: AuditContext,
  themeId: string,
  input: SubmitThemeInput,
): Promise<ThemeSubmission> {
  await assertChangeable(deps.db, themeId);
  if (!(await creatorIsPayable(deps.db, themeId)))
    throw new AppError('STORE_REQUIRED', 409, THEME_REVIEW_TEXT.storeRequired);
  const { report, config } = await runThemeCheck(deps, themeId);
  const blocked = blockingSummary(report);
  if (blocked) throw new AppError('CHECKS_BLOCKING', 422, blocked);
  const id = await audited(
    deps,
    ctx,
    { actionType: 'create', resourceType: 'theme', resourceId: themeId, metadata: { action: 'submit for review' } },
    async (tx, note) => {
      const theme = await lockThemeRow(tx, themeId);
      if (!theme) throw themeNotFound();
      note({ resourceName: theme.name });
      const state = themeReviewState(theme.published, await latestSubmission(tx, themeId));
      const problem = submitProblem(state);
      if (problem) throw new AppError(state === 'rejected' ? 'THEME_REJECTED' : 'THEME_IN_REVIEW', 409, problem);
      if (!sameJson(theme.templateConfig, config))
        throw new AppError('THEME_CHANGED', 409, 'The theme changed while it was being checked. Run the check again.');
      const kind = nextSubmissionKind(state, theme.published);
      const version = bumpThemeVersion(theme.version);
      const row = await insertSubmission(tx, {
        themeId,
        developerId: theme.creatorId ?? ctx.userId!,
        kind,
        version,
        changelog: input.changelog,
        status: 'in_review',
        checks: report,
        snapshot: config as TemplateConfig,
        listing: listingOf(theme),
      });
      note({
        changes: { before: { review: state }, after: { review: 'in_review', version }, fields: ['review', 'version'] },
        metadata: { action: 'submit for review', submissionId: row.id, kind, version },
      });
      return row.id;
    },
  ).catch((err: unknown) => {
    // Two tabs submitting at once: the one-in-review index refuses the second.
    if (
      err instanceof Error &&
      /theme_submissions_one_in_review/.test(`${err.message} ${String((err as { cause?: unknown }).cause)}`)
    )
      throw new AppError('THEME_IN_REVIEW', 409, THEME_REVIEW_TEXT.inReview);
    throw err;
  });
  const submission = toSubmission((await submissionById(deps.db, id))!);
  await sendMail(
    deps,
    submittedMail(
      {
        to: submission.developer.email,
        themeName: submission.themeName,
        version: submission.version,
        link: myThemesLink(deps, themeId),
      },
      report,
    ),
  );
  return submission;
}

export async function listThemeSubmissions(db: Database, themeId: string): Promise<ThemeSubmission[]> {
  return (await submissionHistory(db, themeId)).map(toSubmission);
}

export async function listReviewQueue(db: Database, status: SubmissionStatus): Promise<ThemeSubmission[]> {
  return (await reviewQueue(db, status, 200)).map(toSubmission);
}

/** What clients install of the published version: its installable template rows. */
async function publishedShape(db: Database, themeId: string): Promise<VersionShape> {
  const { pages, components } = await loadThemeTemplates(db, themeId);
  return {
    pages: pages.map((page) => ({ path: page.path, title: page.title })),
    components: components.map((component) => ({
      name: `${component.pagePath === 'global' ? 'Global' : component.pagePath} › ${component.slug}`,
      data: component.data,
    })),
  };
}

/** What clients would install of a submitted copy: its published pages and their components. */
function submittedShape(theme: Theme, snapshot: TemplateConfig): VersionShape {
  const rows = draftTemplateRows({ ...theme, templateConfig: snapshot });
  const pages = rows.pages.filter((page) => page.status === 'published');
  const paths = new Set(pages.map((page) => page.path));
  return {
    pages: pages.map((page) => ({ path: page.path, title: page.title })),
    components: rows.components
      .filter((component) => component.pagePath === 'global' || paths.has(component.pagePath))
      .map((component) => ({
        name: `${component.pagePath === 'global' ? 'Global' : component.pagePath} › ${component.slug}`,
        data: component.data,
      })),
  };
}

/** A submission for its reviewer: the submission and what it changes against the published version. */
export async function submissionDetail(
  db: Database,
  id: string,
): Promise<{ submission: ThemeSubmission; diff: ThemeVersionDiff; publishedVersion: string | null }> {
  if (!isUuid(id)) throw submissionNotFound();
  const row = await submissionById(db, id);
  if (!row) throw submissionNotFound();
  const theme = await selectThemeRow(db, row.submission.themeId);
  if (!theme) throw submissionNotFound();
  const published = theme.published ? await publishedShape(db, theme.id) : null;
  return {
    submission: toSubmission(row),
    diff: diffThemeVersions(published, submittedShape(theme, row.submission.snapshot)),
    publishedVersion: theme.published ? theme.version : null,
  };
}

/**
 * The reviewer's answer, in one transaction with its audit entry: approve publishes the submitted
 * copy (the version rule and the installation test of Publish); request changes sends it back
 * with a reason per item; reject is final, with the reason. Only a submission in review can be
 * decided (409). The developer is mailed after the commit.
 */
export async function decideSubmission(
  deps: ReviewDeps,
  ctx: AuditContext,
  id: string,
  input: ReviewDecisionInput,
): Promise<ThemeSubmission> {
  if (!isUuid(id)) throw submissionNotFound();
  const decided = await audited(
    deps,
    ctx,
    {
      actionType: 'update',
      resourceType: 'theme',
      metadata: { action: `review: ${input.decision}`, submissionId: id },
    },
    async (tx, note) => {
      const submission = await lockSubmission(tx, id);
      if (!submission) throw submissionNotFound();
      const theme = await selectThemeRow(tx, submission.themeId);
      note({ resourceId: submission.themeId, resourceName: theme?.name ?? null });
      const move = reviewTransition(submission.status, input.decision);
      if (!move.ok) throw new AppError('SUBMISSION_DECIDED', 409, move.error);
      let version = submission.version;
      let publishAudit: ReturnType<typeof publishChanges> | null = null;
      if (input.decision === 'approve') {
        const published = await publishInTransaction(tx, deps.logger, submission.themeId, {
          config: submission.snapshot,
        });
        version = published.version;
        publishAudit = publishChanges(published);
      }
      const notes = input.decision === 'request_changes' ? input.items : [];
      const message = input.decision === 'reject' ? input.reason : (input.notes ?? null) || null;
      await recordDecision(tx, id, {
        status: move.to,
        version,
        notes,
        reviewerMessage: message,
        reviewerId: ctx.userId,
        reviewedAt: new Date(),
      });
      note({
        changes: {
          before: { review: 'in_review', ...(publishAudit?.before ?? {}) },
          after: { review: move.to, ...(publishAudit?.after ?? {}) },
          fields: ['review', ...(publishAudit?.fields ?? [])],
        },
        metadata: { action: `review: ${input.decision}`, submissionId: id, version, notes, message },
      });
      return { themeId: submission.themeId, status: move.to };
    },
  );
  const row = (await submissionById(deps.db, id))!;
  const submission = toSubmission(row);
  if (decided.status === 'approved') notifyThemeChanged(deps.db, row.themeSlug);
  const mail: ReviewMail = {
    to: submission.developer.email,
    themeName: submission.themeName,
    version: submission.version,
    link: myThemesLink(deps, submission.themeId),
  };
  await sendMail(
    deps,
    submission.status === 'approved'
      ? approvedMail(mail, submission.reviewerMessage)
      : submission.status === 'changes_requested'
        ? changesRequestedMail(mail, submission.notes, submission.reviewerMessage)
        : rejectedMail(mail, submission.reviewerMessage ?? ''),
  );
  return submission;
}

/** The public changelog of a published theme: its approved versions, newest first. */
export async function themeChangelog(db: Database, idOrSlug: string): Promise<ThemeChangelogEntry[]> {
  const themeId = await themeIdByIdOrSlug(db, idOrSlug.toLowerCase(), isUuid(idOrSlug));
  if (!themeId) throw themeNotFound();
  const rows = await approvedVersions(db, themeId);
  return rows.map((row) => ({
    version: row.version,
    changelog: row.changelog,
    publishedAt: (row.reviewedAt ?? new Date(0)).toISOString(),
  }));
}
