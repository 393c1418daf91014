import { SELLER_PROFILE_TEXT, developerOnboardingSchema, type SessionUser } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AvatarUpload } from '@/components/avatar-upload';
import { ErrorState } from '@/components/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useSessionStore } from '@/lib/session-store';
import { onboardDeveloper, storeKeys, useOwnStore } from './api';
import { StoreFields, useStoreForm } from './store-fields';
import { TermsCheckbox } from '@/components/terms-checkbox';

/**
 * The developer onboarding at /client-onboarding/profile (spec 000 §2 keeps that address for a
 * developer without a store): the store, its picture and payout details, and the terms. Saving
 * creates the store, finishes onboarding and opens the developer portal; no workspace is made.
 */
export function DeveloperOnboarding({ user }: { user: SessionUser }) {
  const store = useOwnStore();
  if (store.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (store.isError) return <ErrorState layout="stacked" message="We could not load your store." retry={store} />;
  // Onboarded already: the portal is where the store is edited.
  if (store.data) return <Navigate to="/developer-portal" replace />;
  return <OnboardingForm user={user} />;
}

function OnboardingForm({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const form = useStoreForm(developerOnboardingSchema, null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSubmitting(true);
    try {
      const { profile, me } = await onboardDeveloper(data);
      queryClient.setQueryData(storeKeys.own, profile);
      sessionStore.set(me);
      await navigate('/developer-portal', { replace: true });
    } catch (error) {
      const problem = parseApiError(error);
      setIsSubmitting(false);
      if (!form.showServerErrors(problem.fields)) setServerError(problem.message);
    }
  });

  return (
    <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <p className="text-sm font-medium text-primary-strong">Developer onboarding</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">Set up your store</h1>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
        Buyers see your store on your themes and on its own public page. You can change all of it later in the developer
        portal&apos;s Settings.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <StoreFields form={form} />
        <div className="flex flex-col gap-2">
          <Label>Store picture (optional)</Label>
          <p className="text-xs text-muted-foreground">
            Your avatar: a PNG, JPEG, GIF, WebP or AVIF image of up to 2MB.
          </p>
          <AvatarUpload user={user} />
        </div>
        <TermsCheckbox inputProps={form.checkboxProps('agreeToTerms')} error={form.errors.agreeToTerms} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your store...' : 'Create my store'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          {SELLER_PROFILE_TEXT.byline('your store')} shows on every theme you publish.
        </p>
      </form>
    </div>
  );
}
