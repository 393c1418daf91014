import { OnboardingLayout } from '@/features/onboarding/onboarding-layout';

// Each step sets its own document title.
export function Component() {
  return <OnboardingLayout />;
}
