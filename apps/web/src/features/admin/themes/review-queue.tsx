import { SUBMISSION_KIND_LABELS, THEME_REVIEW_TEXT, type ThemeSubmission } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { CheckReport } from '@/components/theme-cms/check-report';
import { ErrorState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useDecideSubmission, useReviewQueue, useSubmissionDetail } from './review-api';

// Issue 22: developers' submissions waiting for a reviewer, oldest first; updates and
// resubmissions are marked. Each opens with its check results, a preview, the diff against the
// published version, and approve / request changes / reject.

export function ReviewQueue({ say }: { say: (text: string) => void }) {
  const queue = useReviewQueue();
  const [open, setOpen] = useState<string | null>(null);
  if (queue.isError) return <ErrorState layout="banner" message={parseApiError(queue.error).message} retry={queue} />;
  if (queue.isPending) return <Skeleton className="h-24 rounded-xl" aria-label="Loading the review queue" />;
  return (
    <section aria-labelledby="review-queue" className="flex flex-col gap-3">
      <h2 id="review-queue" className="text-lg font-semibold">
        Review queue ({queue.data.length})
      </h2>
      {queue.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No theme is waiting for review.</p>
      ) : (
        <ol aria-label="Submissions in review" className="flex flex-col gap-2">
          {queue.data.map((submission) => (
            <li key={submission.id} className="rounded-xl border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{submission.themeName}</span>
                  <span>v{submission.version}</span>
                  <Badge variant={submission.kind === 'new' ? 'neutral' : 'accent'}>
                    {SUBMISSION_KIND_LABELS[submission.kind]}
                  </Badge>
                  <span className="text-muted-foreground">
                    by {submission.developer.name} ({submission.developer.email}) · sent{' '}
                    {new Date(submission.submittedAt).toLocaleString('en-US', { timeZone: 'UTC' })} UTC
                    {submission.checks.checks.some((check) => check.status === 'warning') ? ' · check warnings' : ''}
                  </span>
                </p>
                <Button
                  type="button"
                  size="sm"
                  variant={open === submission.id ? 'primary' : 'outline'}
                  aria-expanded={open === submission.id}
                  onClick={() => setOpen(open === submission.id ? null : submission.id)}
                >
                  Review {submission.themeName}
                </Button>
              </div>
              {open === submission.id ? (
                <SubmissionReview
                  id={submission.id}
                  onDone={(text) => {
                    setOpen(null);
                    say(text);
                  }}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function DiffList({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <p>
      <span className="font-medium">{label}:</span> {names.join(', ')}
    </p>
  );
}

function SubmissionReview({ id, onDone }: { id: string; onDone: (text: string) => void }) {
  const detail = useSubmissionDetail(id);
  if (detail.isError) return <p className="mt-3 text-sm text-danger">{parseApiError(detail.error).message}</p>;
  if (detail.isPending) return <Skeleton className="mt-3 h-64 rounded-xl" aria-label="Loading the submission" />;
  const { submission, diff, publishedVersion } = detail.data;
  const nothingChanged = [...Object.values(diff.pages), ...Object.values(diff.components)].every(
    (list) => list.length === 0,
  );
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-4 text-sm">
        <div>
          <h3 className="font-semibold">Changelog</h3>
          <p className="whitespace-pre-wrap text-muted-foreground">{submission.changelog}</p>
        </div>
        <div aria-label="Changes against the published version" role="group">
          <h3 className="font-semibold">
            {publishedVersion ? `Changes against the published v${publishedVersion}` : 'A new theme: everything is new'}
          </h3>
          {nothingChanged ? <p className="text-muted-foreground">No page or component changed.</p> : null}
          <DiffList label="Pages added" names={diff.pages.added} />
          <DiffList label="Pages removed" names={diff.pages.removed} />
          <DiffList label="Pages changed" names={diff.pages.changed} />
          <DiffList label="Components added" names={diff.components.added} />
          <DiffList label="Components removed" names={diff.components.removed} />
          <DiffList label="Components changed" names={diff.components.changed} />
        </div>
        <CheckReport report={submission.checks} />
        <iframe
          title={`Preview of ${submission.themeName}`}
          src={`/api/admin/themes/${submission.themeId}/preview?path=/`}
          sandbox="allow-same-origin"
          className="h-96 w-full rounded-lg border border-border bg-white"
        />
      </div>
      <Decision submission={submission} onDone={onDone} />
    </div>
  );
}

function Decision({ submission, onDone }: { submission: ThemeSubmission; onDone: (text: string) => void }) {
  const id = useId();
  const decide = useDecideSubmission(submission.id);
  const [mode, setMode] = useState<'approve' | 'request_changes' | 'reject'>('approve');
  const [notes, setNotes] = useState('');
  const [items, setItems] = useState([{ item: '', reason: '' }]);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const filled = items.filter((entry) => entry.item.trim() && entry.reason.trim());
    if (mode === 'request_changes' && filled.length === 0) return setProblem(THEME_REVIEW_TEXT.reasonsRequired);
    if (mode === 'reject' && !notes.trim()) return setProblem(THEME_REVIEW_TEXT.rejectReasonRequired);
    const body =
      mode === 'approve'
        ? { decision: mode, ...(notes.trim() ? { notes: notes.trim() } : {}) }
        : mode === 'request_changes'
          ? { decision: mode, items: filled, ...(notes.trim() ? { notes: notes.trim() } : {}) }
          : { decision: mode, reason: notes.trim() };
    decide.mutate(body, {
      onSuccess: (done) =>
        onDone(
          done.status === 'approved'
            ? `${THEME_REVIEW_TEXT.approved(done.themeName, done.version)} successfully`
            : done.status === 'changes_requested'
              ? `${THEME_REVIEW_TEXT.changesRequested(done.themeName)} successfully`
              : `${THEME_REVIEW_TEXT.rejectedDone(done.themeName)} successfully`,
        ),
      onError: (error) => setProblem(parseApiError(error).message),
    });
  };

  return (
    <form noValidate onSubmit={send} aria-label="Decision" className="flex flex-col gap-3 text-sm">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="font-semibold">Decision</legend>
        {(
          [
            ['approve', 'Approve and publish'],
            ['request_changes', 'Request changes'],
            ['reject', 'Reject (final)'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name={`${id}-mode`} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'request_changes' ? (
        <div className="flex flex-col gap-2" role="group" aria-label="Changes to make">
          {items.map((entry, index) => (
            <div key={index} className="grid gap-2 sm:grid-cols-[1fr_2fr]">
              <Input
                aria-label={`Item ${index + 1}`}
                placeholder="Where (page, component, listing)"
                value={entry.item}
                onChange={(e) => setItems(items.map((x, i) => (i === index ? { ...x, item: e.target.value } : x)))}
              />
              <Input
                aria-label={`Reason ${index + 1}`}
                placeholder="What to change and why"
                value={entry.reason}
                onChange={(e) => setItems(items.map((x, i) => (i === index ? { ...x, reason: e.target.value } : x)))}
              />
            </div>
          ))}
          <div>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => setItems([...items, { item: '', reason: '' }])}
            >
              Add an item
            </Button>
          </div>
        </div>
      ) : null}
      <label htmlFor={`${id}-notes`} className="font-medium">
        {mode === 'reject' ? 'Reason for the rejection' : 'Note to the developer (optional)'}
      </label>
      <textarea
        id={`${id}-notes`}
        rows={3}
        maxLength={2000}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        className="w-full rounded-lg border border-border bg-white px-3 py-2"
      />
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={decide.isPending}>
          {decide.isPending ? 'Sending…' : 'Send decision'}
        </Button>
      </div>
    </form>
  );
}
