import { DeveloperPortal } from '@/app/developer-portal';
import { RequireStore } from '@/features/seller-profile/require-store';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Developer Portal');
  const session = useSession();
  // The role guard above renders this only with a session; a developer without a store onboards first.
  return session ? (
    <RequireStore>
      <DeveloperPortal name={session.user.fullName || session.user.email} />
    </RequireStore>
  ) : null;
}
