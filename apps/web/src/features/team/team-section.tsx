import { TEAM_TEXT, hasPermission } from '@themeport/core';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TabTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';

type TeamTab = 'invite' | 'invitations';
const TAB_PARAM = 'team';

/**
 * spec 001 §2.3 Team Management for /account/settings: tabs Invite Members and Manage Invitations
 * for admins and owners ('You need admin permissions to invite users.' for the others), and the
 * account's members. The tab lives in the URL (?team=invitations).
 */
export function TeamManagementSection({ accountId }: { accountId: string }) {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TeamTab = searchParams.get(TAB_PARAM) === 'invitations' ? 'invitations' : 'invite';
  const membership = session?.accounts.find((account) => account.id === accountId) ?? null;

  const chooseTab = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'invitations') params.set(TAB_PARAM, next);
        else params.delete(TAB_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Team Management</h2>
        <p className="text-sm text-muted-foreground">Invite people to this account and choose what each may do.</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        {!accountId || !session || !membership ? (
          <Alert>{TEAM_TEXT.noAccount}</Alert>
        ) : (
          <>
            {hasPermission(membership.role, 'members', 'write') ? (
              <Tabs.Root value={tab} onValueChange={chooseTab}>
                <Tabs.List aria-label="Team management" className="flex gap-1 overflow-x-auto border-b border-border">
                  <TabTrigger value="invite">Invite Members</TabTrigger>
                  <TabTrigger value="invitations">Manage Invitations</TabTrigger>
                </Tabs.List>
                <Tabs.Content value="invite" className="pt-5 focus-visible:outline-2 focus-visible:outline-ring">
                  <InviteForm accountId={accountId} myRole={membership.role} onSent={() => chooseTab('invitations')} />
                </Tabs.Content>
                <Tabs.Content value="invitations" className="pt-5 focus-visible:outline-2 focus-visible:outline-ring">
                  <InvitationsList accountId={accountId} myRole={membership.role} />
                </Tabs.Content>
              </Tabs.Root>
            ) : (
              <Alert variant="info">{TEAM_TEXT.needAdmin}</Alert>
            )}
            <section aria-labelledby="team-members-heading" className="flex flex-col gap-3">
              <h3 id="team-members-heading" className="text-base font-semibold">
                Members
              </h3>
              <MembersList
                accountId={accountId}
                accountName={membership.name}
                myRole={membership.role}
                myUserId={session.user.id}
              />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
