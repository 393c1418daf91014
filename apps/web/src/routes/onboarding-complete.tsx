import { CompleteStep } from '@/features/onboarding/complete-step';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle("You're all set");
  const session = useSession();
  return session ? <CompleteStep session={session} /> : null;
}
