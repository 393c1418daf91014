import { createBrowserRouter } from 'react-router';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk, so the storefront loads only what it shows. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('@/routes/home') },
          { path: 'themes', lazy: () => import('@/routes/themes') },
          { path: 'themes/:slug', lazy: () => import('@/routes/theme-detail') },
          { path: 'for-developers', lazy: () => import('@/routes/for-developers') },
          { path: 'pricing', lazy: () => import('@/routes/pricing') },
          { path: '*', lazy: () => import('@/routes/not-found') },
        ],
      },
    ],
  },
]);
