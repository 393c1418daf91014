import { LIBRARY_TEXT, libraryButtonState } from '@themeport/core';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useAddToLibrary, useLibraryStatus } from './library-api';

interface LibraryButtonProps {
  themeId: string;
  idOrSlug: string;
  themePath: string;
  priceCents: number;
}

/** The theme's purchase panel button, in the states of spec 000 §4 (libraryButtonState in core). */
export function LibraryButton({ themeId, idOrSlug, themePath, priceCents }: LibraryButtonProps) {
  const session = useSession();
  if (session === undefined) return <Skeleton className="h-12 w-full rounded-lg" />;
  if (session === null) {
    const state = libraryButtonState({ isSignedIn: false, isInLibrary: false, isBusy: false, priceCents });
    return (
      <Button asChild size="lg" className="w-full">
        <Link to={`/signin?returnUrl=${encodeURIComponent(themePath)}`}>{state.label}</Link>
      </Button>
    );
  }
  if (session.currentAccount === null) {
    return (
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to="/client-onboarding/profile">{LIBRARY_TEXT.finishSetup}</Link>
      </Button>
    );
  }
  return <SignedInLibraryButton themeId={themeId} idOrSlug={idOrSlug} priceCents={priceCents} accountId={session.currentAccount.id} />;
}

function SignedInLibraryButton({
  themeId,
  idOrSlug,
  priceCents,
  accountId,
}: {
  themeId: string;
  idOrSlug: string;
  priceCents: number;
  accountId: string;
}) {
  const navigate = useNavigate();
  const status = useLibraryStatus(idOrSlug, accountId, true);
  const add = useAddToLibrary(idOrSlug, accountId);

  if (status.isPending) return <Skeleton className="h-12 w-full rounded-lg" />;
  const state = libraryButtonState({
    isSignedIn: true,
    isInLibrary: status.data?.inLibrary ?? false,
    // Busy until the navigation after success, so the label never flashes back.
    isBusy: add.isPending || add.isSuccess,
    priceCents,
  });
  // Buying arrives with checkout (next issue): a signed-in visitor sees no button for a paid theme yet.
  if (state.kind === 'buy') return null;

  const onAdd = () =>
    add.mutate(themeId, {
      onSuccess: () => void navigate('/client-portal?success=library'),
    });

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full" disabled={state.disabled} onClick={state.kind === 'add' ? onAdd : undefined}>
        {state.label}
      </Button>
      {add.isError ? <Alert>{addErrorMessage(add.error)}</Alert> : null}
    </div>
  );
}

/** The server's own words for known refusals (already there, must be bought), else spec 000 §8's text. */
function addErrorMessage(error: unknown): string {
  const parsed = parseApiError(error);
  return parsed.status === 400 || parsed.status === 409 || parsed.status === 403 || parsed.status === 404
    ? parsed.message
    : LIBRARY_TEXT.addFailed;
}
