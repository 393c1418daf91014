import { WEB_PATHS } from '@themeport/core';
import { Navigate, useLocation } from 'react-router';
import { OnboardingLayout } from '@/features/onboarding/onboarding-layout';
import { DeveloperOnboarding } from '@/features/seller-profile/developer-onboarding';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /client-onboarding/*: a client's steps (profile, plan, done; each sets its own title). A
 * developer's onboarding is their store, one step at the profile address (decision 031): any other
 * step of theirs leads there, since a developer has no workspace to choose a plan for.
 */
export function Component() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session?.user.role !== 'developer') return <OnboardingLayout />;
  if (!pathname.toLowerCase().startsWith(WEB_PATHS.onboardingProfile)) {
    return <Navigate to={WEB_PATHS.onboardingProfile} replace />;
  }
  return <DeveloperOnboardingPage />;
}

function DeveloperOnboardingPage() {
  useDocumentTitle('Set up your store');
  const session = useSession();
  return (
    <section className="container-page flex flex-col items-center py-10 sm:py-16">
      <div className="w-full max-w-xl">{session ? <DeveloperOnboarding user={session.user} /> : null}</div>
    </section>
  );
}
