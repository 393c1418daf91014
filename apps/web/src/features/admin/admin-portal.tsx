import { Tabs } from 'radix-ui';
import { useLocation, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/query-view';
import { TabTrigger } from '@/components/ui/tabs';
import { AdminSummary } from './admin-summary';
import { AuditTab } from './audit/audit-tab';
import { DevelopersTab } from './developers/developers-tab';
import { EmailTab } from './email/email-tab';
import { AdminBanner, useAdminBanner } from './status-banner';
import { ReviewsTab } from './reviews/reviews-tab';
import { ThemesTab } from './themes/themes-tab';
import { UsersTab } from './users/users-tab';

// Recharts is loaded with the Analytics tab only, so the rest of the back office stays light.
const AnalyticsTab = lazy(() => import('./analytics/analytics-tab'));
const SecurityTab = lazy(() => import('./security/security-tab'));

/**
 * spec 001 §2.6 the admin portal's back office, for platform admins (the route and every
 * /api/admin route check the role; the spec's always-passing check is not copied). Tabs Users,
 * Themes (the default), Developers (sellers' money, issue 22), Reviews, Email Logs, Audit Logs
 * Analytics (issue 23) and Security (issue 24).
 */
export function AdminPortal({
  currentUserId,
  name,
  workspace,
}: {
  currentUserId: string;
  /** The signed-in admin's name (or e-mail). */
  name: string;
  /** The admin's own workspace, when they belong to an account: shown under the back office. */
  workspace?: ReactNode;
}) {
  const banner = useAdminBanner();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The chosen tab is in ?tab=; /admin/audit-logs (the detail page's back link) opens Audit Logs.
  const tab = params.get('tab') ?? (pathname.startsWith('/admin/audit-logs') ? 'audit' : 'themes');
  return (
    <div className="container-page py-10 sm:py-14">
      <section aria-labelledby="back-office">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-medium text-primary-strong">Admin Portal</p>
            <h1 id="back-office" className="mt-1 text-3xl font-semibold tracking-tight">
              Back office
            </h1>
            <p className="mt-2 text-sm text-muted-foreground">Signed in as {name}.</p>
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-foreground px-3 py-1 text-xs font-medium text-white">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Global Admin
          </span>
        </div>
        <AdminSummary />
        <div className="mt-6">
          <AdminBanner text={banner.text} />
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(next) =>
            setParams((current) => ({ ...Object.fromEntries(current), tab: next }), { replace: true })
          }
          className="mt-4"
        >
          {/* Every tab stays in view at 375 px: the list wraps instead of hiding tabs past the edge. */}
          <Tabs.List aria-label="Back office" className="flex flex-wrap gap-x-1 border-b border-border">
            <TabTrigger value="users">Users</TabTrigger>
            <TabTrigger value="themes">Themes</TabTrigger>
            <TabTrigger value="developers">Developers</TabTrigger>
            <TabTrigger value="reviews">Reviews</TabTrigger>
            <TabTrigger value="email">Email Logs</TabTrigger>
            <TabTrigger value="audit">Audit Logs</TabTrigger>
            <TabTrigger value="analytics">Analytics</TabTrigger>
            <TabTrigger value="security">Security</TabTrigger>
          </Tabs.List>
          <Tabs.Content value="themes" className="pt-5 focus-visible:outline-none">
            <ThemesTab say={banner.show} />
          </Tabs.Content>
          <Tabs.Content value="developers" className="pt-5 focus-visible:outline-none">
            <DevelopersTab say={banner.show} />
          </Tabs.Content>
          <Tabs.Content value="audit" className="pt-5 focus-visible:outline-none">
            <AuditTab />
          </Tabs.Content>
          <Tabs.Content value="users" className="pt-5 focus-visible:outline-none">
            <UsersTab currentUserId={currentUserId} say={banner.show} />
          </Tabs.Content>
          <Tabs.Content value="reviews" className="pt-5 focus-visible:outline-none">
            <ReviewsTab say={banner.show} />
          </Tabs.Content>
          <Tabs.Content value="email" className="pt-5 focus-visible:outline-none">
            <EmailTab say={banner.show} />
          </Tabs.Content>
          <Tabs.Content value="analytics" className="pt-5 focus-visible:outline-none">
            <Suspense fallback={<LoadingState rows={4} rowClassName="h-24 rounded-xl" />}>
              <AnalyticsTab />
            </Suspense>
          </Tabs.Content>
          <Tabs.Content value="security" className="pt-5 focus-visible:outline-none">
            <Suspense fallback={<LoadingState rows={4} rowClassName="h-24 rounded-xl" />}>
              <SecurityTab say={banner.show} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </section>
      {workspace}
    </div>
  );
}
