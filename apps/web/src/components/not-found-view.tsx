import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFoundView() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-primary-strong">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/themes">Browse Themes</Link>
        </Button>
      </div>
    </section>
  );
}
