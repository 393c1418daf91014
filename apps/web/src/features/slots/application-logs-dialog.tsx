import { hasPermission, type AccountRole } from '@themeport/core';
import { ScrollText } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { DiagnosticsPanel } from './diagnostics-panel';
import { LogsPanel } from './logs-panel';

type LogsTab = 'logs' | 'diagnostics';

/** spec 000 §2: the portal's View Logs button and the Application Logs modal (Logs and Diagnostics tabs). */
export function ViewLogsButton({ accountId, role }: { accountId: string; role: AccountRole }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<LogsTab>('logs');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTab('logs');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ScrollText aria-hidden="true" />
          View Logs
        </Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-4xl flex-col overflow-hidden p-0">
        <div className="px-6 pt-6">
          <DialogTitle className="pr-8">Application Logs</DialogTitle>
          <DialogDescription className="mt-1">
            Deploys, removals, rebuilds, domain checks and content errors in this account.
          </DialogDescription>
        </div>
        {/* The content unmounts when the dialog closes, so auto-refresh never polls in the background. */}
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as LogsTab)}
          className="flex min-h-0 flex-1 flex-col"
        >
          <Tabs.List aria-label="Log sections" className="mt-4 flex gap-1 border-b border-border px-6">
            <TabTrigger value="logs">Logs</TabTrigger>
            <TabTrigger value="diagnostics">Diagnostics</TabTrigger>
          </Tabs.List>
          <Tabs.Content
            value="logs"
            className="flex min-h-0 flex-1 flex-col px-6 py-5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          >
            <LogsPanel accountId={accountId} canClear={hasPermission(role, 'logs', 'delete')} />
          </Tabs.Content>
          <Tabs.Content
            value="diagnostics"
            className="min-h-0 flex-1 overflow-y-auto px-6 py-5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring"
          >
            <DiagnosticsPanel accountId={accountId} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

function TabTrigger({ value, children }: { value: LogsTab; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-primary-strong data-[state=active]:text-foreground"
    >
      {children}
    </Tabs.Trigger>
  );
}
