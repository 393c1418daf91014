import { SectionCard } from '@/components/section-card';

// Placeholder on the settings branch: the team helper's branch brings the real Team Management
// section (Invite Members, Manage Invitations, members). The merge takes that version of this file.
export function TeamManagementSection({ accountId }: { accountId: string }) {
  return (
    <SectionCard id="team" title="Team Management" description="Invite members and manage invitations.">
      <p className="text-sm text-muted-foreground" data-account-id={accountId}>
        Members and invitations of this account.
      </p>
    </SectionCard>
  );
}
