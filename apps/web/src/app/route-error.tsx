import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/sentry';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundView } from '@/components/not-found-view';

export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong');
  // A page that failed to render is a defect to hear about; a 404 answer is not.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;

  // A failed chunk load usually means a new release was deployed: a reload fetches it.
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-danger">Error</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        This page could not be shown. Reload to try again, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </section>
  );
}
