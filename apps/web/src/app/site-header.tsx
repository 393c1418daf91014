import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { CartLink } from '@/features/cart/cart-link';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV, SIGNED_OUT_ACTIONS } from './nav';

// Signed-out visitors (most of the storefront's traffic) never download the signed-in header.
const SignedInActions = lazy(() => import('./signed-in-actions'));

export function SiteHeader() {
  const session = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center gap-8">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                      isActive && 'text-foreground',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <CartLink />
          <div className="hidden items-center gap-2 md:flex">
            {session === undefined ? null : session ? (
              <Suspense fallback={null}>
                <SignedInActions session={session} />
              </Suspense>
            ) : (
              <>
                <Button asChild variant="ghost" size="sm">
                  <Link to={SIGNED_OUT_ACTIONS.becomeDeveloper.to}>{SIGNED_OUT_ACTIONS.becomeDeveloper.label}</Link>
                </Button>
                <Button asChild variant="dark" size="sm">
                  <Link to={SIGNED_OUT_ACTIONS.signIn.to}>{SIGNED_OUT_ACTIONS.signIn.label}</Link>
                </Button>
              </>
            )}
          </div>
          <div className="md:hidden">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
