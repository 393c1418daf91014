import { SIGN_IN_HISTORY_TEXT, type SignInHistoryEntry } from '@themeport/core';
import { History, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { useReportNotMe, useSignIns } from './api';
import { ProfileSection } from './section';

/** The page of the history, in the address so that back and reload keep it. */
const PAGE_PARAM = 'sign-ins';
/** A failed attempt reads in red on a light red ground (the contrast of text-danger on muted is too low). */
const FAILURE_BADGE = 'bg-[#fee2e2] text-[#b91c1c] ring-[#fecaca]';

function SignInRow({ entry, onReport }: { entry: SignInHistoryEntry; onReport: () => void }) {
  const detailsId = useId();
  const device = entry.device || 'Unknown device';
  const isFailure = entry.outcome === 'failure';
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="sign-in-row">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {device}
          <Badge variant={isFailure ? 'neutral' : 'accent'} className={isFailure ? FAILURE_BADGE : undefined}>
            {SIGN_IN_HISTORY_TEXT.outcome[entry.outcome]}
          </Badge>
          {entry.current ? <Badge variant="dark">This device</Badge> : null}
        </p>
        <p id={detailsId} className="text-xs text-muted-foreground">
          <span className="sr-only">{device}, </span>
          {entry.ip ?? 'Unknown address'}
          {entry.country ? ` (${entry.country})` : ''} · {formatDateTime(entry.createdAt)}
          {entry.active && !entry.current ? ' · Still signed in' : ''}
          {entry.reportedAt ? ` · Reported ${formatDateTime(entry.reportedAt)}` : ''}
        </p>
      </div>
      {entry.current ? null : entry.reportedAt ? (
        <Badge variant="outline">Reported</Badge>
      ) : (
        <Button variant="outline" size="sm" aria-describedby={detailsId} onClick={onReport}>
          <ShieldAlert aria-hidden="true" />
          This wasn&apos;t me
        </Button>
      )}
    </li>
  );
}

/** What 'This wasn't me' did, and the next step: a new password. */
function ReportedNotice({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="mb-4 rounded-lg border border-[#fecaca] bg-danger-soft px-4 py-3 text-sm text-[#991b1b]"
    >
      {message}{' '}
      <a href="#profile-password" className="font-medium underline underline-offset-2">
        Change your password
      </a>
    </div>
  );
}

/** issue 24: the user's sign-ins and failed attempts of the last 90 days, and 'This wasn't me'. */
export function SignInHistorySection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get(PAGE_PARAM)) || 1));
  const signIns = useSignIns(page);
  const report = useReportNotMe();
  const [pending, setPending] = useState<SignInHistoryEntry | null>(null);
  const [reported, setReported] = useState<string | null>(null);

  const goTo = (next: number) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete(PAGE_PARAM);
        else params.set(PAGE_PARAM, String(next));
        return params;
      },
      { preventScrollReset: true },
    );

  const confirm = () => {
    if (!pending) return;
    report.mutate(pending.id, {
      onSuccess: (answer) => {
        setPending(null);
        setReported(answer.message);
      },
    });
  };

  return (
    <ProfileSection
      id="profile-sign-ins"
      title="Sign-in history"
      description="Sign-ins and failed attempts on your account in the last 90 days. Report any you do not recognise."
    >
      {reported ? <ReportedNotice message={reported} /> : null}
      <QueryState
        query={signIns}
        loading={<LoadingState rows={3} rowClassName="h-12" />}
        error={(error) => <ErrorState layout="banner" message={parseApiError(error).message} retry={signIns} />}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<History className="size-6 text-muted-foreground" aria-hidden="true" />}
            title="No sign-ins yet"
            body="Each time you or someone else signs in to your account, it shows here."
          />
        }
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <>
              <ul className="divide-y divide-border" aria-label="Sign-ins">
                {data.signIns.map((entry) => (
                  <SignInRow key={entry.id} entry={entry} onReport={() => setPending(entry)} />
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label="Sign-in history pages" className="mt-4 flex items-center justify-end gap-3 text-sm">
                  <span className="text-muted-foreground">
                    Page {page} of {pages}
                  </span>
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                    Previous
                  </Button>
                  <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                    Next
                  </Button>
                </nav>
              ) : null}
            </>
          );
        }}
      </QueryState>
      {pending ? (
        <ConfirmDialog
          open
          title="This wasn't you?"
          description={`We will sign out every other session of your account (this one stays) and tell our team about the sign-in from ${pending.device || 'an unknown device'} at ${pending.ip ?? 'an unknown address'}. Then change your password.`}
          confirmLabel="Sign out other sessions"
          busyLabel="Signing out..."
          isBusy={report.isPending}
          isDestructive
          error={report.error ? parseApiError(report.error).message : null}
          onCancel={() => {
            setPending(null);
            report.reset();
          }}
          onConfirm={confirm}
        />
      ) : null}
    </ProfileSection>
  );
}
