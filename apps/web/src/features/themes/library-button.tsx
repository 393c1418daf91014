import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { libraryAction } from './library-action';

/**
 * The theme's purchase panel button. Only the signed-out state renders for now: the signed-in
 * states (In Library, Add to Library, Buy $N, Adding...) come with the library issue, which feeds
 * isInLibrary from the account library and isBusy from the add/buy mutation. Until then a
 * signed-in visitor (or one whose session is still loading) sees no button, not a placeholder.
 */
export function LibraryButton({ themePath, priceCents }: { themePath: string; priceCents: number }) {
  const session = useSession();
  if (session !== null) return null;
  const action = libraryAction({ isSignedIn: false, isInLibrary: false, isBusy: false, priceCents });
  return (
    <Button asChild size="lg" className="w-full">
      <Link to={`/signin?returnUrl=${encodeURIComponent(themePath)}`}>{action.label}</Link>
    </Button>
  );
}
