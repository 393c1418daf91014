import { STOREFRONT_WEB_PATHS } from '@themeport/core';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { LogoMark } from './logo';
import { MAIN_NAV, SIGNED_OUT_ACTIONS } from './nav';

const FOOTER_GROUPS = [
  { title: 'Marketplace', links: [MAIN_NAV[0], { label: 'Pricing', to: '/pricing' }] },
  { title: 'Developers', links: [MAIN_NAV[1], SIGNED_OUT_ACTIONS.becomeDeveloper] },
  { title: 'Account', links: [SIGNED_OUT_ACTIONS.signIn, { label: 'Create account', to: '/signup' }] },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  const session = useSession();
  // Signed in, the account column leads to the settings (the header holds the portal link).
  const groups = session
    ? FOOTER_GROUPS.map((group) =>
        group.title === 'Account'
          ? {
              ...group,
              links: [{ label: 'Account settings', to: '/account/settings' }],
            }
          : group,
      )
    : FOOTER_GROUPS;
  return (
    <footer className="mt-24 border-t border-border bg-[#fafafa]">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="flex items-center gap-2 text-[15px] font-semibold">
            <LogoMark className="size-6" />
            Themeport
          </p>
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            Premium Astro.js and Next.js themes from independent developers.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-[13px] font-semibold text-foreground">{group.title}</h2>
              <ul className="mt-3 flex flex-col gap-2">
                {group.links.map((link) =>
                  link ? (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="text-sm text-muted-foreground transition-colors hover:text-foreground"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ) : null,
                )}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-6 text-[13px] text-muted-foreground">
          <p>© {year} Themeport. All rights reserved.</p>
          <Link to={STOREFRONT_WEB_PATHS.terms} className="transition-colors hover:text-foreground">
            Terms of Service
          </Link>
        </div>
      </div>
    </footer>
  );
}
