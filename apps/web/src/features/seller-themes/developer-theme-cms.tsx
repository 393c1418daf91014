import { THEME_REVIEW_TEXT, submitProblem, type DeveloperThemeSummary, type ThemeCmsView } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { CheckReport } from '@/components/theme-cms/check-report';
import { ThemeCmsShell } from '@/components/theme-cms/theme-cms-shell';
import { StatusText } from '@/components/status-text';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { parseApiError } from '@/lib/api';
import { useStatusLine } from '@/lib/use-status-line';
import { useMyThemes, useSubmissionHistory, useSubmitTheme, useThemeCheck } from './api';
import { ReviewStateBadge, ReviewerAnswer, SubmissionLine } from './review-state';

/** A developer's theme in the shared theme CMS, with Review: the check, Submit for review, history. */
export function DeveloperThemeCms() {
  const { themeId = '' } = useParams();
  const line = useStatusLine();
  const say = (text: string) => (/error|failed/i.test(text) ? line.error(text) : line.success(text));
  const mine = useMyThemes().data?.find((theme) => theme.id === themeId);
  const locked = mine ? submitProblem(mine.state) : null;
  return (
    <ThemeCmsShell
      themeId={themeId}
      closeHref="/developer-portal/themes"
      closeLabel="Back to My Themes"
      banner={<StatusText status={line.status} />}
      say={say}
      readOnly={locked}
      overview={(cms) => <Overview cms={cms} mine={mine} />}
      tabs={[{ value: 'review', label: 'Check and submit', render: (cms) => <ReviewTab cms={cms} mine={mine} /> }]}
    />
  );
}

function Overview({ cms, mine }: { cms: ThemeCmsView; mine: DeveloperThemeSummary | undefined }) {
  return (
    <div className="flex max-w-2xl flex-col gap-4 text-sm">
      <p className="flex items-center gap-2">
        Status: {mine ? <ReviewStateBadge state={mine.state} /> : null} · v{cms.theme.version}
      </p>
      {mine?.latest && mine.state !== 'in_review' ? <ReviewerAnswer submission={mine.latest} /> : null}
      <p className="text-muted-foreground">
        Build the pages in Template Pages, look at them in Preview, then run the check and submit the theme in Check and
        submit. A reviewer approves it, asks for changes (with a reason for each) or rejects it; you get an email either
        way.
      </p>
    </div>
  );
}

function ReviewTab({ cms, mine }: { cms: ThemeCmsView; mine: DeveloperThemeSummary | undefined }) {
  const id = useId();
  const themeId = cms.theme.id;
  const check = useThemeCheck(themeId);
  const submit = useSubmitTheme(themeId);
  const history = useSubmissionHistory(themeId);
  const line = useStatusLine();
  const [changelog, setChangelog] = useState('');
  const locked = mine ? submitProblem(mine.state) : null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!changelog.trim()) return line.error(THEME_REVIEW_TEXT.changelogRequired);
    submit.mutate(changelog.trim(), {
      onSuccess: (submission) => {
        line.success(THEME_REVIEW_TEXT.submitted(submission.version));
        setChangelog('');
        void history.refetch();
      },
      onError: (error) => line.error(parseApiError(error).message),
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold">Automated check</h2>
        <p className="text-sm text-muted-foreground">
          Installs the theme into a test site and renders every page as clients will get it, then checks schema v2,
          internal links, alt text, headings and page weight. Nothing is kept.
        </p>
        <div>
          <Button type="button" variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? 'Checking…' : 'Run the check'}
          </Button>
        </div>
        {check.isError ? <p className="text-sm text-danger">{parseApiError(check.error).message}</p> : null}
        {check.data ? <CheckReport report={check.data} /> : null}
      </div>
      <div className="flex flex-col gap-4">
        <h2 className="text-base font-semibold">Submit for review</h2>
        {locked ? (
          <p className="rounded-lg border border-border bg-muted px-3.5 py-3 text-sm">{locked}</p>
        ) : (
          <form noValidate onSubmit={send} className="flex flex-col gap-3">
            <Field id={`${id}-changelog`} label="What changed in this version">
              <textarea
                id={`${id}-changelog`}
                value={changelog}
                rows={4}
                maxLength={2000}
                onChange={(e) => setChangelog(e.target.value)}
                className="w-full rounded-lg border border-border bg-white px-3 py-2 text-sm"
              />
            </Field>
            <div>
              <Button type="submit" disabled={submit.isPending || check.data?.blocking === true}>
                {submit.isPending ? 'Checking and sending…' : 'Submit for review'}
              </Button>
            </div>
            {check.data?.blocking ? (
              <p className="text-sm text-muted-foreground">{THEME_REVIEW_TEXT.checksBlocking}</p>
            ) : null}
          </form>
        )}
        <StatusText status={line.status} />
        <h2 className="text-base font-semibold">Review history</h2>
        {history.data && history.data.length > 0 ? (
          <ul aria-label="Review history" className="flex flex-col gap-2">
            {history.data.map((submission) => (
              <SubmissionLine key={submission.id} submission={submission} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Not submitted yet.</p>
        )}
      </div>
    </div>
  );
}
