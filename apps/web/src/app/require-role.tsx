import type { PlatformRole } from '@themeport/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isSigningOut, useSessionState, wasSessionExpired } from '@/lib/session';

/**
 * spec 000 §2: a role guard. Signed out → /signin?returnUrl=<path> (with expired=1 after an
 * expired session); signed in with a role not listed → /. No roles: any signed-in user.
 */
export function RequireRole({ roles }: { roles?: readonly PlatformRole[] }) {
  const { status, session, refetch } = useSessionState();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <div className="container-page flex flex-col gap-4 py-12" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <ErrorState
        layout="stacked"
        className="container-page py-12"
        message="We could not check your session."
        retry={{ refetch, isFetching: false }}
        retryLabel="Try again"
      />
    );
  }
  if (!session) {
    if (isSigningOut()) return null;
    const search = new URLSearchParams();
    if (wasSessionExpired()) search.set('expired', '1');
    search.set('returnUrl', `${location.pathname}${location.search}`);
    return <Navigate to={`/signin?${search.toString()}`} replace />;
  }
  if (roles && !roles.includes(session.user.role)) return <Navigate to="/" replace />;
  return <Outlet />;
}
