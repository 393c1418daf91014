import { Tabs } from 'radix-ui';
import { ShieldCheck } from 'lucide-react';
import { TabTrigger } from '@/components/ui/tabs';
import { AdminSummary } from './admin-summary';
import { AdminBanner, useAdminBanner } from './status-banner';
import { ReviewsTab } from './reviews/reviews-tab';

/**
 * spec 001 §2.6 the admin portal's back office, for platform admins (the route and every
 * /api/admin route check the role; the spec's always-passing check is not copied). Its tabs come
 * as they are built: Reviews first; Users, Themes, Email Logs and Audit Logs follow (issue 13).
 */
export function AdminPortal() {
  const banner = useAdminBanner();
  return (
    <section aria-labelledby="back-office" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="back-office" className="text-lg font-semibold tracking-tight">
          Back office
        </h2>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-foreground px-3 py-1 text-xs font-medium text-white">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          Global Admin
        </span>
      </div>
      <AdminSummary />
      <div className="mt-6">
        <AdminBanner text={banner.text} />
      </div>
      <Tabs.Root defaultValue="reviews" className="mt-4">
        <Tabs.List aria-label="Back office" className="flex gap-1 overflow-x-auto border-b border-border">
          <TabTrigger value="reviews">Reviews</TabTrigger>
        </Tabs.List>
        <Tabs.Content value="reviews" className="pt-5 focus-visible:outline-none">
          <ReviewsTab say={banner.show} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
