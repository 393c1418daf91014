import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { TabTrigger } from '@/components/ui/tabs';
import { ChurnTab } from './churn-tab';
import { HelpPanel } from './help-panel';
import { MarketplaceTab } from './marketplace-tab';
import { PaymentsTab } from './payments-tab';
import { RevenueTab } from './revenue-tab';
import { SubscriptionsTab } from './subscriptions-tab';

const VIEWS = [
  ['revenue', 'Revenue', RevenueTab],
  ['subscriptions', 'Subscriptions', SubscriptionsTab],
  ['churn', 'Churn', ChurnTab],
  ['payments', 'Payments', PaymentsTab],
  ['marketplace', 'Marketplace', MarketplaceTab],
] as const;
type View = (typeof VIEWS)[number][0];

/**
 * spec 001 §2.13 Analytics Dashboard: Revenue (the default), Subscriptions, Churn and Payments,
 * plus the Marketplace view of issue 23; the chosen view is in ?view= so reload keeps it.
 */
export default function AnalyticsTab() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('view');
  const view: View = VIEWS.some(([id]) => id === chosen) ? (chosen as View) : 'revenue';
  return (
    <section aria-label="Analytics" className="flex flex-col gap-5">
      <HelpPanel />
      <Tabs.Root
        value={view}
        onValueChange={(next) =>
          setParams((current) => ({ ...Object.fromEntries(current), view: next }), { replace: true })
        }
      >
        <Tabs.List aria-label="Analytics views" className="flex flex-wrap gap-x-1 border-b border-border">
          {VIEWS.map(([id, label]) => (
            <TabTrigger key={id} value={id}>
              {label}
            </TabTrigger>
          ))}
        </Tabs.List>
        {VIEWS.map(([id, , View]) => (
          <Tabs.Content key={id} value={id} className="pt-5 focus-visible:outline-none">
            <View />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
