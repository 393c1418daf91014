import { BILLING_TEXT } from '@themeport/core';
import { BillingPage } from '@/features/billing/billing-page';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle(BILLING_TEXT.title);
  const session = useSession();
  // The signed-in guard above renders this only with a session.
  return session ? <BillingPage session={session} /> : null;
}
