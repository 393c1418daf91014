import { ProfilePage } from '@/features/profile/profile-page';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Your profile');
  const session = useSession();
  // The signed-in guard above renders this only with a session.
  return session ? <ProfilePage session={session} /> : null;
}
