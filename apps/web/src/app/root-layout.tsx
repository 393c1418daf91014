import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSessionSync } from '@/lib/session';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Shown while the first page's code loads: the site chrome, so the page never flashes blank. */
export function RootFallback() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1" aria-busy="true" />
    </div>
  );
}

export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state === 'loading';
  useSessionSync();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-foreground px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-primary transition-transform duration-500 ${isNavigating ? 'scale-x-75' : 'scale-x-0 duration-0'}`}
      />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
