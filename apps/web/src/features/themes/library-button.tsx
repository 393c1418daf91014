import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { libraryAction } from './library-action';

/**
 * The theme's purchase panel button. Only the signed-out state renders for now; the signed-in
 * states (In Library, Add to Library, Buy $N, Adding...) are wired with auth in the next issue:
 * feed isInLibrary from the account library and isBusy from the add/buy mutation.
 */
export function LibraryButton({ themePath, priceCents }: { themePath: string; priceCents: number }) {
  const session = useSession();
  const action = libraryAction({ isSignedIn: session !== null, isInLibrary: false, isBusy: false, priceCents });

  if (action.kind === 'sign-in') {
    return (
      <Button asChild size="lg" className="w-full">
        <Link to={`/signin?returnUrl=${themePath}`}>{action.label}</Link>
      </Button>
    );
  }
  return (
    <Button size="lg" className="w-full" disabled>
      {action.label}
    </Button>
  );
}
