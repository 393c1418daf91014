import './index.css';
import './app/react-dom-stage';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/app';
import { createRoutes, discoverAppRoutes, resolveLazyRoutes } from '@/app/routes';
import { readSsrData } from '@/app/ssr-data';
import { startLongTaskReporting } from '@/lib/long-tasks';
import { setServerQueries } from '@/lib/loaded-query-client';
import { fetchMe } from '@/lib/session';
import { SessionStore } from '@/lib/session-store';
import { reportError, startErrorReporting } from '@/lib/sentry';

startErrorReporting();
startLongTaskReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const rootOptions: RootOptions = {
  // Errors no boundary caught: reported, and still shown in the console as React would.
  onUncaughtError: (error) => {
    reportError(error);
    console.error(error);
  },
};

// A server-rendered page (decision 042) hydrates from the data it was rendered with, once its
// page's code is loaded; any other path arrives as the empty shell and is rendered here. (An
// async function, not a top-level await: that would keep the bundler from merging the entry's
// modules into one file.)
async function start(container: HTMLElement) {
  const ssrData = readSsrData();
  const sessionStore = new SessionStore(fetchMe, ssrData?.session);
  setServerQueries(ssrData?.queries);
  const routes = createRoutes();
  if (ssrData) {
    // Loading the page's chunks runs their modules and Vite's preload helper (which finds the
    // loader's links already there): in a task of their own, not added to this one's (decision 046).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await resolveLazyRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: discoverAppRoutes,
    ...(ssrData ? { hydrationData: ssrData.router } : {}),
  });

  const app = (
    <StrictMode>
      <AppProviders sessionStore={sessionStore}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  // Hydrating in a transition lets React yield to the browser between components (as React
  // Router's own client entry does): a tap or a scroll while the page wakes up is not kept waiting
  // behind one long task. The page is already painted, so nothing is shown later for it.
  if (ssrData) startTransition(() => void hydrateRoot(container, app, rootOptions));
  else createRoot(container, rootOptions).render(app);
}

void start(container);
