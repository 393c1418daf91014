import { PROFILE_TEXT, changePasswordFormSchema, rateLimitMessage } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { changePassword } from './api';
import { ProfileSection } from './section';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** POST /api/me/password: this session stays, every other one ends, and a mail tells the owner. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm(changePasswordFormSchema, EMPTY);

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsDone(false);
    setIsSaving(true);
    try {
      await changePassword({ currentPassword: data.currentPassword, newPassword: data.password });
      for (const name of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.setValue(name, '');
      setIsDone(true);
      void queryClient.invalidateQueries({ queryKey: ['me', 'sessions'] });
    } catch (error) {
      const problem = parseApiError(error);
      if (problem.code === 'INVALID_CURRENT_PASSWORD') form.showServerErrors({ currentPassword: problem.message });
      else if (!form.showServerErrors(problem.fields ? { password: problem.fields.newPassword ?? '' } : undefined))
        setServerError(problem.status === 429 ? rateLimitMessage(problem.retryAfter ?? null) : problem.message);
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <ProfileSection
      id="profile-password"
      title="Password"
      description="Changing it signs you out on every other device, and we email you that it changed."
    >
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        {isDone ? <Alert variant="success">{PROFILE_TEXT.passwordChanged}</Alert> : null}
        <Field id={form.idOf('currentPassword')} label="Current password" error={form.errors.currentPassword}>
          <Input {...form.textProps('currentPassword')} type="password" autoComplete="current-password" />
        </Field>
        <Field id={form.idOf('password')} label="New password" error={form.errors.password}>
          <Input {...form.textProps('password')} type="password" autoComplete="new-password" />
        </Field>
        <Field id={form.idOf('confirmPassword')} label="Confirm new password" error={form.errors.confirmPassword}>
          <Input {...form.textProps('confirmPassword')} type="password" autoComplete="new-password" />
        </Field>
        <div>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
