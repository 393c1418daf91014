import {
  ACCOUNT_ROLE_LABELS,
  TEAM_TEXT,
  WEB_PATHS,
  acceptInvitationPath,
  type InvitationLookup,
} from '@themeport/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, MailPlus, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, parseApiError, withQuery } from '@/lib/api';
import { broadcastAuth, fetchMe, useSession } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { acceptInvitation, lookupInvitation } from './api';

const linkClass = 'font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:underline';

/** spec 001 §2.4: 'Validating invitation...', then valid, expired, used or error. */
export function AcceptInvitationPage() {
  const token = useParams().token?.trim() ?? '';
  const lookup = useQuery({
    queryKey: ['invitation-lookup', token],
    queryFn: () => lookupInvitation(token),
    enabled: token !== '',
    retry: (count, error) => !isNotFound(error) && count < 1,
    staleTime: Infinity,
  });

  if (token === '') return <InvalidView message={TEAM_TEXT.invalidLink} />;
  if (lookup.isPending) {
    return (
      <Frame title={TEAM_TEXT.validating} icon={<MailPlus />}>
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-12" />
        </div>
      </Frame>
    );
  }
  if (lookup.isError) {
    const problem = parseApiError(lookup.error);
    return <InvalidView message={problem.status === 404 ? TEAM_TEXT.notFound : TEAM_TEXT.validateFailed} />;
  }
  return <InvitationView token={token} invitation={lookup.data} />;
}

function InvitationView({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  switch (invitation.state) {
    case 'valid':
      return <ValidView token={token} invitation={invitation} />;
    case 'expired':
      return (
        <OutcomeView
          title={TEAM_TEXT.expiredTitle}
          icon={<Clock />}
          text={TEAM_TEXT.expired}
          to="/"
          label={TEAM_TEXT.goHome}
        />
      );
    case 'used':
      return (
        <OutcomeView
          title={TEAM_TEXT.usedTitle}
          icon={<CircleCheck />}
          text={TEAM_TEXT.used}
          to="/client-portal"
          label={TEAM_TEXT.goDashboard}
        />
      );
    case 'cancelled':
      return <InvalidView message={TEAM_TEXT.cancelled} />;
  }
}

function ValidView({
  token,
  invitation,
}: {
  token: string;
  invitation: Extract<InvitationLookup, { state: 'valid' }>;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const [error, setError] = useState<string | null>(null);
  const [isAccepting, setIsAccepting] = useState(false);
  const returnUrl = acceptInvitationPath(token);

  async function accept() {
    setError(null);
    setIsAccepting(true);
    try {
      await acceptInvitation(token);
      const me = await fetchMe().catch(() => null);
      sessionStore.set(me);
      await queryClient.invalidateQueries();
      broadcastAuth('account-changed');
      await navigate('/client-portal', { replace: true });
    } catch (failure) {
      const problem = parseApiError(failure);
      setError(problem.status && problem.status < 500 ? problem.message : TEAM_TEXT.acceptFailed);
      setIsAccepting(false);
    }
  }

  return (
    <Frame
      title={TEAM_TEXT.invitedTitle}
      icon={<MailPlus />}
      description={
        <>
          You have been invited to join{' '}
          <strong className="font-semibold text-foreground">{invitation.accountName}</strong>.
        </>
      }
      footer={
        session === null ? (
          <>
            {TEAM_TEXT.haveAccount}{' '}
            <Link to={withQuery('/signin', { returnUrl, email: invitation.email })} className={linkClass}>
              Sign in
            </Link>
          </>
        ) : null
      }
    >
      <dl className="mb-6 flex flex-col gap-3 rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{TEAM_TEXT.roleWillBe}</dt>
          <dd className="font-medium">{ACCOUNT_ROLE_LABELS[invitation.role]}</dd>
        </div>
        {invitation.inviterName ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{TEAM_TEXT.invitedBy}</dt>
            <dd className="font-medium">{invitation.inviterName}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="shrink-0 text-muted-foreground">Sent to</dt>
          <dd className="min-w-0 truncate font-medium" title={invitation.email}>
            {invitation.email}
          </dd>
        </div>
      </dl>
      <div aria-live="polite">{error ? <Alert className="mb-4">{error}</Alert> : null}</div>
      {session === undefined ? (
        <Skeleton className="h-12" />
      ) : session ? (
        <>
          <Button size="lg" className="w-full" disabled={isAccepting} onClick={() => void accept()}>
            {isAccepting ? TEAM_TEXT.accepting : TEAM_TEXT.accept}
          </Button>
          {session.user.onboardingNeeded ? (
            <p className="mt-3 text-xs text-muted-foreground">
              By accepting, you agree to the{' '}
              <a href={WEB_PATHS.terms} target="_blank" rel="noopener" className="underline underline-offset-4">
                Terms of Service
              </a>{' '}
              and join this account instead of creating a workspace.
            </p>
          ) : null}
        </>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to={withQuery('/signup', { returnUrl, email: invitation.email })}>{TEAM_TEXT.signUpAndAccept}</Link>
        </Button>
      )}
    </Frame>
  );
}

/** A view that only tells and leads on: expired, used, invalid. */
function OutcomeView({
  title,
  icon,
  text,
  to,
  label,
}: {
  title: string;
  icon: ReactNode;
  text: string;
  to: string;
  label: string;
}) {
  return (
    <Frame title={title} icon={icon} description={text}>
      <Button asChild size="lg" className="w-full">
        <Link to={to}>{label}</Link>
      </Button>
    </Frame>
  );
}

function InvalidView({ message }: { message: string }) {
  return (
    <OutcomeView
      title={TEAM_TEXT.invalidTitle}
      icon={<XCircle />}
      text={message || TEAM_TEXT.linkInvalid}
      to="/"
      label={TEAM_TEXT.goHome}
    />
  );
}

function Frame({
  title,
  icon,
  description,
  children,
  footer,
}: {
  title: string;
  icon: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-[440px]">
        <div className="rounded-2xl border border-border bg-card p-6 shadow-[0_1px_2px_rgb(16_24_40/0.04)] sm:p-8">
          <div className="mb-6 flex flex-col gap-2">
            <div
              aria-hidden="true"
              className="mb-2 flex size-11 items-center justify-center rounded-xl bg-accent-soft text-primary-strong [&_svg]:size-5"
            >
              {icon}
            </div>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description ? <p className="text-sm leading-relaxed text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p> : null}
      </div>
    </section>
  );
}
