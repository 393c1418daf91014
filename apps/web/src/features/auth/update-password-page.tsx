import {
  AUTH_TEXT,
  AUTH_TIMING,
  changePasswordFormSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  rateLimitMessage,
} from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useSessionState } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { fetchResetTokenStatus, resetPassword, updateOwnPassword } from './api';
import { AuthCard } from './auth-card';

/** spec 000 §5: opens only with a session or a valid reset token; otherwise /auth. */
export function UpdatePasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { status: sessionStatus } = useSessionState();
  const tokenStatus = useQuery({
    queryKey: ['reset-token-status', token],
    queryFn: () => fetchResetTokenStatus(token),
    enabled: token !== '',
    staleTime: Infinity,
  });

  const isChecking = token ? tokenStatus.isPending : sessionStatus === 'loading';
  if (isChecking) {
    return (
      <AuthCard title="Set a New Password" icon={<LockKeyhole aria-hidden="true" />}>
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Checking your link">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-12" />
        </div>
      </AuthCard>
    );
  }
  const canOpen = token ? tokenStatus.data?.valid === true : sessionStatus === 'signed-in';
  if (!canOpen) {
    return <Navigate to="/auth" replace state={token ? { notice: AUTH_TEXT.resetLinkInvalid } : null} />;
  }
  return <UpdatePasswordForm token={token || null} />;
}

type PasswordValues = { currentPassword?: string; password: string; confirmPassword: string };

/** With a reset token the link is the proof; signed in, the current password is (the server checks it). */
function UpdatePasswordForm({ token }: { token: string | null }) {
  return token ? <ResetWithTokenForm token={token} /> : <ChangeOwnPasswordForm />;
}

function ResetWithTokenForm({ token }: { token: string }) {
  const form = useForm(newPasswordSchema, { password: '', confirmPassword: '' });
  return <PasswordForm form={form} submit={(data) => resetPassword({ token, newPassword: data.password })} />;
}

function ChangeOwnPasswordForm() {
  const form = useForm(changePasswordFormSchema, { currentPassword: '', password: '', confirmPassword: '' });
  return (
    <PasswordForm
      form={form}
      submit={(data) => updateOwnPassword({ currentPassword: data.currentPassword, newPassword: data.password })}
    />
  );
}

function PasswordForm<V extends PasswordValues & Record<string, string>, Out>({
  form,
  submit,
}: {
  form: ReturnType<typeof useForm<V, Out>>;
  submit: (data: Out) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const asksCurrent = 'currentPassword' in form.values;

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => void navigate('/auth', { replace: true }),
      AUTH_TIMING.passwordUpdatedRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSubmitting(true);
    try {
      await submit(data);
      setIsDone(true);
    } catch (error) {
      const problem = parseApiError(error);
      if (problem.code === 'INVALID_CURRENT_PASSWORD') {
        form.showServerErrors({ currentPassword: problem.message });
      } else if (!form.showServerErrors(renamedFields(problem.fields))) {
        setServerError(
          problem.status === 429
            ? rateLimitMessage(problem.retryAfter ?? null)
            : problem.code === 'INVALID_TOKEN' || problem.status === 400
              ? problem.message
              : AUTH_TEXT.updatePasswordFailed,
        );
      }
    } finally {
      setIsSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Set a New Password"
      icon={<LockKeyhole aria-hidden="true" />}
      description={
        asksCurrent ? 'Enter your current password, then choose a new one.' : 'Choose a new password for your account.'
      }
    >
      {isDone ? (
        <Alert variant="success">{AUTH_TEXT.passwordUpdated}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {serverError ? <Alert>{serverError}</Alert> : null}
          {asksCurrent ? (
            <Field id={form.idOf('currentPassword')} label="Current password" error={form.errors.currentPassword}>
              <Input {...form.textProps('currentPassword')} type="password" autoComplete="current-password" />
            </Field>
          ) : null}
          <Field
            id={form.idOf('password')}
            label="New password"
            error={form.errors.password}
            hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          >
            <Input {...form.textProps('password', { hint: true })} type="password" autoComplete="new-password" />
          </Field>
          <Field id={form.idOf('confirmPassword')} label="Confirm new password" error={form.errors.confirmPassword}>
            <Input {...form.textProps('confirmPassword')} type="password" autoComplete="new-password" />
          </Field>
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

/** The API names the new password `newPassword`; the form calls it `password`. */
function renamedFields(fields: Record<string, string> | undefined) {
  if (!fields) return undefined;
  const { newPassword, ...rest } = fields;
  return newPassword ? { ...rest, password: newPassword } : rest;
}
