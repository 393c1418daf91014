import { PROFILE_TEXT, changeEmailSchema, rateLimitMessage, type SessionUser } from '@themeport/core';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { requestEmailChange } from './api';
import { ProfileSection } from './section';

/**
 * The change applies when the link mailed to the new address is opened; the old one is told, with a
 * link that undoes it. The current password is asked: a stolen session alone cannot move the account.
 */
export function EmailSection({ user, isChanged }: { user: SessionUser; isChanged: boolean }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const form = useForm(changeEmailSchema, { newEmail: '', password: '' });

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setSent(null);
    setIsSending(true);
    try {
      setSent((await requestEmailChange(data)).message);
      form.setValue('newEmail', '');
      form.setValue('password', '');
    } catch (error) {
      const problem = parseApiError(error);
      if (problem.code === 'EMAIL_SAME') form.showServerErrors({ newEmail: problem.message });
      else if (problem.code === 'INVALID_CURRENT_PASSWORD') form.showServerErrors({ password: problem.message });
      else if (!form.showServerErrors(problem.fields))
        setServerError(problem.status === 429 ? rateLimitMessage(problem.retryAfter ?? null) : problem.message);
    } finally {
      setIsSending(false);
    }
  });

  return (
    <ProfileSection
      id="profile-email"
      title="Email address"
      description={
        <>
          You sign in with <span className="font-medium text-foreground">{user.email}</span>. A new address applies once
          you open the link we send to it.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {isChanged && !sent ? <Alert variant="success">{PROFILE_TEXT.emailChanged}</Alert> : null}
        {serverError ? <Alert>{serverError}</Alert> : null}
        {sent ? <Alert variant="info">{sent}</Alert> : null}
        <Field id={form.idOf('newEmail')} label="New email address" error={form.errors.newEmail}>
          <Input {...form.textProps('newEmail')} type="email" autoComplete="email" />
        </Field>
        <Field id={form.idOf('password')} label="Current password" error={form.errors.password}>
          <Input {...form.textProps('password')} type="password" autoComplete="current-password" />
        </Field>
        <div>
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Sending...' : 'Send confirmation link'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
