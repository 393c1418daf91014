import { lazy, Suspense, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { MAIN_NAV, SIGNED_OUT_ACTIONS } from './nav';

// Signed-out visitors never load the signed-in part (nor the query cache its actions use).
const SignedInMenu = lazy(() => import('./signed-in-menu'));

export default function MobileMenuSheet({
  open,
  onOpenChange,
  onNavigate,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const session = useSession();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex h-16 items-center border-b border-border px-5">
          <SheetTitle className="text-base font-semibold">Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex h-11 items-center rounded-lg px-3 text-[15px] font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                      isActive && 'bg-muted text-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {session === undefined ? null : session ? (
          <Suspense fallback={null}>
            <SignedInMenu session={session} onNavigate={onNavigate} />
          </Suspense>
        ) : (
          <div className="flex flex-col gap-2 border-t border-border p-4">
            <Button asChild variant="outline" size="lg" className="text-[15px]">
              <Link to={SIGNED_OUT_ACTIONS.becomeDeveloper.to} onClick={onNavigate}>
                {SIGNED_OUT_ACTIONS.becomeDeveloper.label}
              </Link>
            </Button>
            <Button asChild variant="dark" size="lg" className="text-[15px]">
              <Link to={SIGNED_OUT_ACTIONS.signIn.to} onClick={onNavigate}>
                {SIGNED_OUT_ACTIONS.signIn.label}
              </Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
