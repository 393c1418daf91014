import { PROFILE_TEXT, profileNameSchema, type SessionUser } from '@themeport/core';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { saveName, useRefreshSession } from './api';
import { ProfileSection } from './section';

export function NameSection({ user }: { user: SessionUser }) {
  const refresh = useRefreshSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm(profileNameSchema, { firstName: user.firstName ?? '', lastName: user.lastName ?? '' });

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSaving(true);
    try {
      await saveName(data);
      await refresh();
      toast.success(PROFILE_TEXT.nameSaved);
    } catch (error) {
      const problem = parseApiError(error);
      if (!form.showServerErrors(problem.fields)) setServerError(problem.message);
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <ProfileSection
      id="profile-name"
      title="Name"
      description="How you appear in the header, to your team and in emails."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={form.idOf('firstName')} label="First name" error={form.errors.firstName}>
            <Input {...form.textProps('firstName')} autoComplete="given-name" />
          </Field>
          <Field id={form.idOf('lastName')} label="Last name" error={form.errors.lastName}>
            <Input {...form.textProps('lastName')} autoComplete="family-name" />
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save name'}
          </Button>
        </div>
      </form>
    </ProfileSection>
  );
}
