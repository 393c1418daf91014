import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

// The sheet (and Radix Dialog with it) loads on first use, keeping it out of every page's first load.
const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

const DESKTOP_QUERY = '(min-width: 768px)';

export function MobileMenu() {
  const { pathname } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [hasLoaded, setHasLoaded] = useState(false);
  const isOpen = openedOn === pathname;

  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (media.matches) setOpenedOn(null);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setHasLoaded(true);
          setOpenedOn(pathname);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {hasLoaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={isOpen}
            onOpenChange={(open) => setOpenedOn(open ? pathname : null)}
            onNavigate={() => setOpenedOn(null)}
            returnFocusTo={triggerRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
