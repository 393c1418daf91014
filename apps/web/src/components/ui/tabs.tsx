import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The underlined tab of a Radix Tabs list, as Billing, the application log and Team Management
 * draw it (billing-page.tsx and application-logs-dialog.tsx still carry copies of their own).
 */
export function TabTrigger({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-primary-strong data-[state=active]:text-foreground"
    >
      {children}
    </Tabs.Trigger>
  );
}
