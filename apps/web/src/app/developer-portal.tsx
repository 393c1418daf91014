import { lazy, Suspense } from 'react';
import { NavLink, Route, Routes } from 'react-router';
import { ListSkeleton } from '@/components/section-card';
import { NotFoundView } from '@/components/not-found-view';
import { cn } from '@/lib/utils';
import { DEVELOPER_SECTIONS } from './developer-sections';

const views = DEVELOPER_SECTIONS.map((section) => ({ ...section, View: lazy(section.load) }));

/** /developer-portal/*: a seller's own store, themes, money and projects, one section per page. */
export function DeveloperPortal({ name }: { name: string }) {
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="text-sm font-medium text-primary-strong">Developer Portal</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight">Your store</h1>
      <p className="mt-2 text-sm text-muted-foreground">Signed in as {name}.</p>
      <nav aria-label="Developer portal" className="mt-6 overflow-x-auto border-b border-border">
        <ul className="flex min-w-max gap-1">
          {DEVELOPER_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                end={section.path === ''}
                to={section.path ? `/developer-portal/${section.path}` : '/developer-portal'}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground',
                    isActive && 'border-primary text-foreground',
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Suspense fallback={<ListSkeleton />}>
          <Routes>
            {views.map(({ path, nested, View }) => (
              <Route
                key={path}
                index={path === ''}
                path={path ? (nested ? `${path}/*` : path) : undefined}
                element={<View />}
              />
            ))}
            <Route path="*" element={<NotFoundView />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
