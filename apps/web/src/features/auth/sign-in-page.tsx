import {
  AUTH_TEXT,
  destinationAfterSignIn,
  PASSWORD_MIN_LENGTH,
  rateLimitMessage,
  safeReturnUrl,
  signInSchema,
} from '@themeport/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError, withQuery } from '@/lib/api';
import { broadcastAuth, clearSessionExpired, fetchMe } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { useForm } from '@/lib/use-form';
import { signIn } from './api';
import { AuthCard, linkClass } from './auth-card';

/** After the 'secure my account' page (?secured=1) and the unlock page (?unlocked=1). */
function linkNoticeOf(params: URLSearchParams): { text: string; variant: 'success' | 'info' } | null {
  if (params.get('secured') === '1') return { text: AUTH_TEXT.accountSecured, variant: 'success' };
  if (params.get('unlocked') === '1') return { text: AUTH_TEXT.signInUnlocked, variant: 'success' };
  return null;
}

export function SignInPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const sessionStore = useSessionStore();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  const isExpired = searchParams.get('expired') === '1';
  const linkNotice = linkNoticeOf(searchParams);
  // A notice handed over by a redirect, e.g. an invalid password reset link.
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const form = useForm(signInSchema, { email: searchParams.get('email') ?? '', password: '' }, (values) =>
    // spec 000 §5: the sign-in form also asks for at least 6 characters.
    values.password.length > 0 && values.password.length < PASSWORD_MIN_LENGTH
      ? { password: AUTH_TEXT.passwordTooShort }
      : {},
  );

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSubmitting(true);
    try {
      const { user } = await signIn(data);
      clearSessionExpired();
      const me = await fetchMe().catch(() => null);
      sessionStore.set(me);
      broadcastAuth('signed-in');
      await navigate(returnUrl ?? destinationAfterSignIn(me?.user ?? user), { replace: true });
    } catch (error) {
      const problem = parseApiError(error);
      setIsSubmitting(false);
      if (problem.code === 'EMAIL_NOT_VERIFIED') {
        await navigate(withQuery('/email-verification', { email: data.email }), { state: { sent: true } });
        return;
      }
      if (problem.status === 429) setServerError(rateLimitMessage(problem.retryAfter ?? null));
      else if (problem.status === 401) setServerError(AUTH_TEXT.invalidCredentials);
      else setServerError(problem.message);
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to manage your themes and sites."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {isExpired && !serverError ? <Alert variant="info">{AUTH_TEXT.sessionExpired}</Alert> : null}
        {notice && !serverError ? <Alert>{notice}</Alert> : null}
        {linkNotice && !serverError ? <Alert variant={linkNotice.variant}>{linkNotice.text}</Alert> : null}
        {serverError ? <Alert>{serverError}</Alert> : null}
        <Field id={form.idOf('email')} label="Email" error={form.errors.email}>
          <Input {...form.textProps('email')} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Field
          id={form.idOf('password')}
          label="Password"
          error={form.errors.password}
          labelAside={
            <Link to="/forgot-password" className={`text-[13px] ${linkClass}`}>
              Forgot password?
            </Link>
          }
        >
          <Input {...form.textProps('password')} type="password" autoComplete="current-password" />
        </Field>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
