import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnStore } from './api';

/**
 * spec 000 §2 'Developer dashboard': a developer without a developer profile goes to
 * /client-onboarding/profile, which shows them the developer onboarding (decision 031).
 */
export function RequireStore({ children }: { children: ReactNode }) {
  const store = useOwnStore();
  if (store.isPending) {
    return (
      <div className="container-page flex flex-col gap-4 py-12" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (store.isError) {
    return (
      <ErrorState
        layout="stacked"
        className="container-page py-12"
        message="We could not load your store."
        retry={store}
        retryLabel="Try again"
      />
    );
  }
  if (!store.data) return <Navigate to="/client-onboarding/profile" replace />;
  return <>{children}</>;
}
