// Placeholder on the settings branch: the team helper's branch brings the real Team Management
// section (Invite Members, Manage Invitations, members). The merge takes that version of this file.
export function TeamManagementSection({ accountId }: { accountId: string }) {
  return (
    <section aria-labelledby="team-heading" data-account-id={accountId}>
      <h2 id="team-heading" className="text-base font-semibold">
        Team Management
      </h2>
    </section>
  );
}
