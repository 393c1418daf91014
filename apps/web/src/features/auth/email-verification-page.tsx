import { AUTH_TEXT, AUTH_TIMING, emailOnlySchema, rateLimitMessage, safeReturnUrl } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError, withQuery } from '@/lib/api';
import { useSessionState } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { fetchVerificationStatus, sendVerificationEmail } from './api';
import { AuthCard, linkClass } from './auth-card';

function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((value) => value - 1), 1_000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  return [secondsLeft, setSecondsLeft] as const;
}

export function EmailVerificationPage() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() ?? '';
  const isInvalidLink = searchParams.get('error') === 'invalid_token';
  const isVerifiedLink = searchParams.get('verified') === '1';
  // Set when the sign-up came from an invitation: its page comes next, not onboarding.
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));

  if (!email && !isInvalidLink && !isVerifiedLink) return <Navigate to="/signup" replace />;
  return (
    <EmailVerification
      email={email}
      isInvalidLink={isInvalidLink}
      isVerifiedLink={isVerifiedLink}
      returnUrl={returnUrl}
    />
  );
}

function EmailVerification({
  email,
  isInvalidLink,
  isVerifiedLink,
  returnUrl,
}: {
  email: string;
  isInvalidLink: boolean;
  isVerifiedLink: boolean;
  returnUrl: string | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const justSent = (location.state as { sent?: boolean } | null)?.sent === true;
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [isSending, setIsSending] = useState(false);

  // The mail just went out with sign-up: the cooldown starts now, as the server's rate limit does.
  useEffect(() => {
    if (justSent) setSecondsLeft(AUTH_TIMING.resendCooldownSeconds);
  }, [justSent, setSecondsLeft]);

  const shouldPoll = !isInvalidLink;
  const { status: sessionStatus, session } = useSessionState({
    pollMs: shouldPoll ? AUTH_TIMING.verificationPollMs : undefined,
    isFresh: true,
  });
  const verification = useQuery({
    queryKey: ['verification-status', email],
    queryFn: fetchVerificationStatus,
    enabled: shouldPoll && email !== '',
    refetchInterval: AUTH_TIMING.verificationPollMs,
    staleTime: 0,
  });

  const isSessionVerified = session?.user.emailVerified === true;
  const isEmailVerified = verification.data?.verified === true;

  useEffect(() => {
    if (isInvalidLink) return;
    if (isSessionVerified && session) {
      // spec 000 §4: on to the profile step, or home when onboarding is already complete.
      void navigate(returnUrl ?? (session.user.onboardingNeeded ? '/client-onboarding/profile' : '/'), {
        replace: true,
      });
      return;
    }
    if (sessionStatus !== 'signed-out') return;
    if (isVerifiedLink && !email) {
      void navigate(withQuery('/signin', { returnUrl }), { replace: true });
      return;
    }
    if (isEmailVerified) {
      // Confirmed on another device or browser: this tab has no session, so it signs in. Give the
      // session poll two rounds first: when the link was opened in another tab of this browser,
      // its cookie reaches this tab and the branch above moves on instead (the timer is cleared).
      const timer = setTimeout(
        () => {
          toast.success('Email verified. Sign in to continue.');
          void navigate(withQuery('/signin', { email, returnUrl }), { replace: true });
        },
        2 * AUTH_TIMING.verificationPollMs + 500,
      );
      return () => clearTimeout(timer);
    }
  }, [
    isInvalidLink,
    isSessionVerified,
    session,
    sessionStatus,
    isVerifiedLink,
    isEmailVerified,
    email,
    navigate,
    verification.dataUpdatedAt,
    returnUrl,
  ]);

  async function resend(address: string) {
    setNotice(null);
    setIsSending(true);
    try {
      await sendVerificationEmail(address);
      setNotice({ kind: 'success', text: AUTH_TEXT.verificationSent });
      setSecondsLeft(AUTH_TIMING.resendCooldownSeconds);
    } catch (error) {
      const problem = parseApiError(error);
      if (problem.status === 429) {
        setNotice({ kind: 'error', text: rateLimitMessage(problem.retryAfter ?? null) });
        if (problem.retryAfter) setSecondsLeft(Math.ceil(problem.retryAfter));
      } else {
        setNotice({ kind: 'error', text: problem.message });
      }
    } finally {
      setIsSending(false);
    }
  }

  const resendLabel = isSending ? 'Sending...' : secondsLeft > 0 ? `Resend email (${secondsLeft}s)` : 'Resend email';

  return (
    <AuthCard
      title="Check your email"
      icon={<MailCheck aria-hidden="true" />}
      description={
        isVerifiedLink && !isInvalidLink ? (
          'Your email is confirmed. Taking you onward...'
        ) : email ? (
          <>
            We sent a verification link to <strong className="font-medium text-foreground">{email}</strong>. Open it to
            confirm your email; this page moves on by itself once you have.
          </>
        ) : (
          'Enter your email and we will send you a new verification link.'
        )
      }
      footer={
        <Link to="/signup" className={linkClass}>
          Back to signup
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        {isInvalidLink ? <Alert>{AUTH_TEXT.linkInvalid}</Alert> : null}
        {notice ? <Alert variant={notice.kind}>{notice.text}</Alert> : null}
        {email ? (
          <>
            {!isInvalidLink ? (
              <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
                <span className="relative flex size-2" aria-hidden="true">
                  <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60" />
                  <span className="relative inline-flex size-2 rounded-full bg-primary" />
                </span>
                Waiting for confirmation...
              </p>
            ) : null}
            <Button
              variant="outline"
              size="lg"
              className="w-full tabular-nums"
              disabled={isSending || secondsLeft > 0}
              onClick={() => void resend(email)}
            >
              {resendLabel}
            </Button>
          </>
        ) : (
          <ResendForm isSending={isSending} secondsLeft={secondsLeft} label={resendLabel} onResend={resend} />
        )}
      </div>
    </AuthCard>
  );
}

function ResendForm({
  isSending,
  secondsLeft,
  label,
  onResend,
}: {
  isSending: boolean;
  secondsLeft: number;
  label: string;
  onResend: (email: string) => Promise<void>;
}) {
  const form = useForm(emailOnlySchema, { email: '' });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((data) => onResend(data.email))}>
      <Field id={form.idOf('email')} label="Email" error={form.errors.email}>
        <Input {...form.textProps('email')} type="email" autoComplete="email" inputMode="email" />
      </Field>
      <Button type="submit" size="lg" className="w-full tabular-nums" disabled={isSending || secondsLeft > 0}>
        {label}
      </Button>
    </form>
  );
}
