import { defaultAccountName, formatPhone, normalizeWebsite, profileCompletionSchema } from '@themeport/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { type Session } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { useForm } from '@/lib/use-form';
import { saveProfile } from './api';
import { StepCard } from './onboarding-layout';
import { NameFields } from '@/components/name-fields';
import { TermsCheckbox } from '@/components/terms-checkbox';

export function ProfileStep({ session }: { session: Session }) {
  const navigate = useNavigate();
  const sessionStore = useSessionStore();
  const { user } = session;
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const form = useForm(profileCompletionSchema, {
    firstName: user.firstName && user.firstName !== 'User' ? user.firstName : '',
    lastName: user.lastName ?? '',
    phone: '',
    website: '',
    businessName: '',
    agreeToTerms: false as boolean,
  });

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSubmitting(true);
    try {
      const me = await saveProfile({ ...data, agreeToTerms: true });
      sessionStore.set(me);
      await navigate('/client-onboarding/payment');
    } catch (error) {
      const problem = parseApiError(error);
      setIsSubmitting(false);
      if (!form.showServerErrors(problem.fields)) setServerError(problem.message);
    }
  });

  return (
    <StepCard title="Tell us about yourself" description="A few details for your profile and your workspace.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <NameFields form={form} />
        <Field id={form.idOf('phone')} label="Phone" error={form.errors.phone}>
          <Input
            {...form.textProps('phone', { format: formatPhone })}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            placeholder="(555) 123-4567"
          />
        </Field>
        <Field id={form.idOf('website')} label="Website" error={form.errors.website}>
          <Input
            {...form.textProps('website', { onBlurFormat: normalizeWebsite })}
            type="url"
            autoComplete="url"
            inputMode="url"
            placeholder="https://example.com"
          />
        </Field>
        <Field
          id={form.idOf('businessName')}
          label="Business name (optional)"
          error={form.errors.businessName}
          hint="Names your workspace. Leave it empty to use the default."
        >
          <Input
            {...form.textProps('businessName', { hint: true })}
            autoComplete="organization"
            placeholder={defaultAccountName(user.email)}
          />
        </Field>
        <TermsCheckbox inputProps={form.checkboxProps('agreeToTerms')} error={form.errors.agreeToTerms} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </StepCard>
  );
}
