import { PORTAL_PATHS } from '@themeport/core';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Session } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { completeOnboarding } from './api';
import { StepCard } from './onboarding-layout';

export function CompleteStep({ session }: { session: Session }) {
  const sessionStore = useSessionStore();
  const [isFinishing, setIsFinishing] = useState(true);

  useEffect(() => {
    let isCurrent = true;
    // spec 000 §8: 'Failed to complete onboarding' is ignored; the finish shows as complete anyway.
    completeOnboarding()
      .then((me) => sessionStore.set(me))
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setIsFinishing(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [sessionStore]);

  if (isFinishing) {
    return (
      <StepCard title="Finishing up...">
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-12" />
        </div>
      </StepCard>
    );
  }

  return (
    <StepCard title="You're all set" description="Your workspace is ready. Pick a theme and launch your first site.">
      <div className="flex flex-col items-start gap-5">
        <div className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-primary-strong">
          <PartyPopper aria-hidden="true" className="size-6" />
        </div>
        <div className="flex w-full flex-col gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link to={PORTAL_PATHS[session.user.role]}>Go to your portal</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/themes">Browse Themes</Link>
          </Button>
        </div>
      </div>
    </StepCard>
  );
}
