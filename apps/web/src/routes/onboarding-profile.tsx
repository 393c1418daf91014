import { ProfileStep } from '@/features/onboarding/profile-step';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Your profile');
  const session = useSession();
  // The guard above renders this only with a session.
  return session ? <ProfileStep session={session} /> : null;
}
