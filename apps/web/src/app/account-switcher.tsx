import { ACCOUNT_ROLE_LABELS } from '@themeport/core';
import { Check, ChevronsUpDown, CreditCard } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { planLabel } from '@/lib/plan-label';
import type { Session } from '@/lib/session';
import { useSwitchAccount } from '@/lib/session-actions';
import { useAccountAccess } from '@/lib/use-permission';
import { cn } from '@/lib/utils';

/** The user's accounts with their role in each; choosing one makes it current (PUT /api/me/current-account). */
export function AccountSwitcher({ session }: { session: Session }) {
  const switchAccount = useSwitchAccount();
  const current = session.currentAccount;
  const canBill = useAccountAccess(current?.id ?? null).can('billing', 'write');
  if (session.accounts.length === 0) return null;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-9 max-w-[15rem] items-center gap-2 rounded-lg border border-border bg-white px-2.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        disabled={switchAccount.isPending}
      >
        <span className="sr-only">Current account: </span>
        <span className="truncate">{current?.name ?? 'Choose account'}</span>
        {current ? (
          <Badge variant="accent" className="hidden lg:inline-flex">
            {planLabel(current.plan)}
          </Badge>
        ) : null}
        <ChevronsUpDown aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-[16rem] rounded-xl border border-border bg-white p-1.5 shadow-md data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
            Switch account
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={current?.id ?? ''}
            onValueChange={(accountId) => {
              if (accountId !== current?.id) switchAccount.mutate(accountId);
            }}
          >
            {session.accounts.map((account) => (
              <DropdownMenu.RadioItem
                key={account.id}
                value={account.id}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted',
                )}
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{account.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {ACCOUNT_ROLE_LABELS[account.role] ?? account.role} · {planLabel(account.plan)} plan
                  </span>
                </span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-primary-strong" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {canBill ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item
                asChild
                className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
              >
                <Link to="/account/billing">
                  <CreditCard aria-hidden="true" className="size-4 text-muted-foreground" />
                  Billing &amp; Subscription
                </Link>
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
