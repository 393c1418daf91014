import { LIBRARY_TEXT, ROLE_LABELS } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, UserRound, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type Session } from '@/lib/session';
import { useSessionStore } from '@/lib/session-store';
import { AccountBillingCard } from './account-billing-card';
import { useAccountLibrary } from './library-api';
import { ThemeLibraryCard } from './theme-library-card';
import { queryKeys } from '@/lib/query-keys';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right font-medium">{children}</dd>
    </div>
  );
}

/** What brought the client here: a free theme added, a theme bought, a subscription checkout (spec 000 §2). */
type ArrivalNotice = { kind: 'library' } | { kind: 'theme'; themeId: string } | { kind: 'subscription' } | null;

function readArrival(params: URLSearchParams): ArrivalNotice {
  const success = params.get('success');
  const themeId = params.get('theme');
  if (success === 'library') return { kind: 'library' };
  if (themeId && success === 'true') return { kind: 'theme', themeId };
  if (params.has('session_id') && (success === 'subscription' || !themeId)) return { kind: 'subscription' };
  return null;
}

const RETURN_PARAMS = ['success', 'theme', 'session_id'];

/**
 * Reads the return parameters once, keeps the notice in state and drops them from the URL, so a
 * reload does not show the banner again.
 */
function useArrivalNotice() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  const [notice, setNotice] = useState<ArrivalNotice>(() => readArrival(searchParams));
  const hasReturnParams = RETURN_PARAMS.some((param) => searchParams.has(param));

  useEffect(() => {
    if (!hasReturnParams) return;
    const next = new URLSearchParams(searchParams);
    for (const param of RETURN_PARAMS) next.delete(param);
    const query = next.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [hasReturnParams, searchParams, navigate, location.pathname]);

  const kind = notice?.kind;
  useEffect(() => {
    // spec 000 §2: the portal reloads after a payment; bought themes are new library rows.
    if (kind === 'theme') void queryClient.invalidateQueries({ queryKey: queryKeys.library.all });
    if (kind === 'theme' || kind === 'subscription') void sessionStore.invalidate();
  }, [kind, queryClient, sessionStore]);

  return { notice, dismiss: () => setNotice(null) };
}

function ThemePurchasedText({ accountId, themeId }: { accountId: string; themeId: string }) {
  const library = useAccountLibrary(accountId);
  const theme = library.data?.items.find((item) => item.templateId === themeId);
  return (
    <>
      {theme
        ? `Thanks! ${theme.templateName} is now in your library.`
        : 'Payment received. Your theme is now in your library.'}
    </>
  );
}

/**
 * The client portal (spec 000 §2; the developer portal is its own, app/developer-portal.tsx). Other
 * features' cards come in from the route (features do not import each other): `siteSlots` sits
 * above the library, `headerActions` beside Browse Themes, `children` below the cards.
 */
export function PortalPage({
  session,
  siteSlots,
  headerActions,
  children,
}: {
  session: Session;
  siteSlots?: ReactNode;
  headerActions?: ReactNode;
  /** What the route adds below the cards (the projects developers run for the account). */
  children?: ReactNode;
}) {
  const { user, currentAccount } = session;
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const { notice, dismiss } = useArrivalNotice();

  return (
    <div className="container-page py-10 sm:py-14">
      {notice?.kind === 'library' || (notice?.kind === 'theme' && currentAccount) ? (
        <Alert variant="success" className="mb-6">
          <div className="flex items-start justify-between gap-3">
            <span>
              {notice.kind === 'theme' && currentAccount ? (
                <ThemePurchasedText accountId={currentAccount.id} themeId={notice.themeId} />
              ) : (
                LIBRARY_TEXT.added
              )}
            </span>
            <button
              type="button"
              aria-label="Dismiss"
              onClick={dismiss}
              className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-[#dcfce7]"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-primary-strong">{ROLE_LABELS.client} Portal</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight">Welcome, {name}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Your workspace at a glance.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {headerActions}
          <Button asChild variant="outline">
            <Link to="/themes">Browse Themes</Link>
          </Button>
        </div>
      </div>

      <div className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card className="min-w-0 p-6">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <UserRound aria-hidden="true" className="size-4 text-muted-foreground" />
            Your profile
          </h2>
          <dl className="mt-3 divide-y divide-border">
            <Detail label="Name">{name}</Detail>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Role">{ROLE_LABELS[user.role]}</Detail>
          </dl>
        </Card>
        {currentAccount ? (
          <AccountBillingCard account={currentAccount} isConfirmingCheckout={notice?.kind === 'subscription'} />
        ) : (
          <Card className="min-w-0 p-6">
            <h2 className="flex items-center gap-2 text-sm font-semibold">
              <Building2 aria-hidden="true" className="size-4 text-muted-foreground" />
              Current account
            </h2>
            <div className="mt-3 text-sm text-muted-foreground">
              <p>You are not part of an account yet.</p>
              <Link
                to="/client-onboarding/profile"
                className="mt-2 inline-block font-medium text-primary-strong hover:underline"
              >
                Set up your workspace
              </Link>
            </div>
          </Card>
        )}
        {currentAccount ? siteSlots : null}
        {currentAccount ? <ThemeLibraryCard accountId={currentAccount.id} /> : null}
      </div>

      {children}
    </div>
  );
}
