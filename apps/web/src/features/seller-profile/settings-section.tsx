import { SELLER_PROFILE_TEXT, developerPagePath, developerProfileSchema, type DeveloperProfile } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { AvatarUpload } from '@/components/avatar-upload';
import { ErrorState } from '@/components/query-state';
import { ListSkeleton, SectionCard } from '@/components/section-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { saveStore, storeKeys, useOwnStore } from './api';
import { StoreFields, useStoreForm } from './store-fields';

/** /developer-portal/settings: the store profile and payout details, as the onboarding set them. */
export default function SettingsSection() {
  const store = useOwnStore();
  const session = useSession();
  if (store.isPending) return <ListSkeleton />;
  if (store.isError) return <ErrorState layout="stacked" message="We could not load your store." retry={store} />;
  // The portal sends a developer without a store to the onboarding before this shows.
  if (!store.data) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <StoreSettingsForm key={store.data.updatedAt} profile={store.data} />
      {session ? (
        <SectionCard
          id="store-picture"
          title="Store picture"
          description="Your avatar shows as the store's picture on its public page."
        >
          <AvatarUpload user={session.user} onChanged={() => store.refetch()} />
        </SectionCard>
      ) : null}
    </div>
  );
}

function StoreSettingsForm({ profile }: { profile: DeveloperProfile }) {
  const queryClient = useQueryClient();
  const form = useStoreForm(developerProfileSchema, profile);
  const [serverError, setServerError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const slugChanges = form.values.slug !== profile.slug;

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSaving(true);
    try {
      const saved = await saveStore(data);
      queryClient.setQueryData(storeKeys.own, saved);
      // Theme cards and pages carry the store's name and address.
      await queryClient.invalidateQueries({ queryKey: queryKeys.themes.all });
      toast.success(SELLER_PROFILE_TEXT.saved);
    } catch (error) {
      const problem = parseApiError(error);
      if (!form.showServerErrors(problem.fields)) setServerError(problem.message);
    } finally {
      setIsSaving(false);
    }
  });

  return (
    <SectionCard
      id="store-settings"
      title="Store profile and payouts"
      description="What buyers see on your themes and your public page, and how you are paid."
      aside={
        <Button asChild variant="outline" size="sm">
          <Link to={developerPagePath(profile.slug)}>
            View public page
            <ExternalLink aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? <Alert>{serverError}</Alert> : null}
        <StoreFields
          form={form}
          {...(slugChanges ? { slugHint: SELLER_PROFILE_TEXT.slugChangeNote(profile.slug) } : {})}
        />
        <div>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
