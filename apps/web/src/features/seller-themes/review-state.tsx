import {
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUS_LABELS,
  THEME_REVIEW_STATE_LABELS,
  type ThemeReviewState,
  type ThemeSubmission,
} from '@themeport/core';
import { Badge } from '@/components/ui/badge';

export function ReviewStateBadge({ state }: { state: ThemeReviewState }) {
  return (
    <Badge variant={state === 'published' ? 'accent' : state === 'rejected' ? 'dark' : 'neutral'}>
      {THEME_REVIEW_STATE_LABELS[state]}
    </Badge>
  );
}

/** The reviewer's answer to a submission: the reasons per item, the note or the rejection's reason. */
export function ReviewerAnswer({ submission }: { submission: ThemeSubmission }) {
  if (submission.notes.length === 0 && !submission.reviewerMessage) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {submission.notes.length > 0 ? (
        <ul aria-label="Changes requested" className="list-disc pl-5">
          {submission.notes.map((note, index) => (
            <li key={index}>
              <span className="font-medium">{note.item}</span>: {note.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {submission.reviewerMessage ? (
        <p>
          <span className="font-medium">{submission.status === 'rejected' ? 'Reason' : 'Reviewer’s note'}:</span>{' '}
          {submission.reviewerMessage}
        </p>
      ) : null}
    </div>
  );
}

/** One line of the review history. */
export function SubmissionLine({ submission }: { submission: ThemeSubmission }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Version {submission.version}</span>
        <Badge variant="neutral">{SUBMISSION_KIND_LABELS[submission.kind]}</Badge>
        <Badge variant={submission.status === 'approved' ? 'accent' : 'neutral'}>
          {SUBMISSION_STATUS_LABELS[submission.status]}
        </Badge>
        <span className="text-muted-foreground">
          sent {new Date(submission.submittedAt).toLocaleString('en-US', { timeZone: 'UTC' })} UTC
        </span>
      </p>
      <p className="whitespace-pre-wrap text-muted-foreground">{submission.changelog}</p>
      <ReviewerAnswer submission={submission} />
    </li>
  );
}
