import { AUTH_TEXT, emailOnlySchema, rateLimitMessage } from '@themeport/core';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { requestPasswordReset } from './api';
import { AuthCard, linkClass } from './auth-card';

export function ForgotPasswordPage() {
  const form = useForm(emailOnlySchema, { email: '' });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = form.handleSubmit(async (data) => {
    setNotice(null);
    setIsSubmitting(true);
    try {
      await requestPasswordReset(data.email);
      // The same answer whether or not the account exists (no account enumeration).
      setNotice({ kind: 'success', text: AUTH_TEXT.resetRequested });
    } catch (error) {
      const problem = parseApiError(error);
      setNotice({
        kind: 'error',
        text: problem.status === 429 ? rateLimitMessage(problem.retryAfter ?? null) : AUTH_TEXT.resetEmailFailed,
      });
    } finally {
      setIsSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Reset your password"
      icon={<KeyRound aria-hidden="true" />}
      description="Enter the email you signed up with and we will send you a link to set a new password."
      footer={
        <Link to="/signin" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {notice ? <Alert variant={notice.kind}>{notice.text}</Alert> : null}
        <Field id={form.idOf('email')} label="Email" error={form.errors.email}>
          <Input {...form.textProps('email')} type="email" autoComplete="email" inputMode="email" />
        </Field>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
