import { describeUserAgent, type ProfileSession } from '@themeport/core';
import { Monitor } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/date-format';
import { useRevokeSession, useSessions, useSignOutOthers } from './api';
import { ProfileSection } from './section';

function SessionRow({ session, onRevoke, isBusy }: { session: ProfileSession; onRevoke: () => void; isBusy: boolean }) {
  const device = describeUserAgent(session.userAgent);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="session-row">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium">
          {device}
          {session.isCurrent ? <Badge variant="accent">This device</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {session.ipAddress ?? 'Unknown address'} · Signed in {formatDateTime(session.createdAt)} · Last active{' '}
          {formatDateTime(session.lastActiveAt)}
        </p>
      </div>
      {session.isCurrent ? null : (
        <Button variant="outline" size="sm" disabled={isBusy} onClick={onRevoke} aria-label={`Sign out ${device}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const signOutOthers = useSignOutOthers();
  const rows = sessions.data?.sessions ?? [];
  const hasOthers = rows.some((row) => !row.isCurrent);
  const failure = revoke.error ?? signOutOthers.error;

  return (
    <ProfileSection
      id="profile-sessions"
      title="Active sessions"
      description="Where you are signed in. Sign out any device you do not recognise."
    >
      {sessions.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : sessions.isError ? (
        <Alert>
          {parseApiError(sessions.error).message}{' '}
          <Button variant="link" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {failure ? <Alert className="mb-3">{parseApiError(failure).message}</Alert> : null}
          <ul className="divide-y divide-border">
            {rows.map((row) => (
              <SessionRow
                key={row.id}
                session={row}
                isBusy={revoke.isPending}
                onRevoke={() => revoke.mutate(row.id, { onSuccess: () => toast.success('Session signed out.') })}
              />
            ))}
          </ul>
          <div className="mt-4">
            <Button
              variant="outline"
              disabled={!hasOthers || signOutOthers.isPending}
              onClick={() => signOutOthers.mutate(undefined, { onSuccess: (data) => toast.success(data.message) })}
            >
              {signOutOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
            </Button>
            {hasOthers ? null : (
              <p className="mt-2 text-xs text-muted-foreground">You are signed in on this device only.</p>
            )}
          </div>
        </>
      )}
    </ProfileSection>
  );
}
