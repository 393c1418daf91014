import { lazy, Suspense, type ComponentProps } from 'react';

// The storefront's lists show these only when a read failed or found nothing: their code (the
// kit's states, their retry button and icons) loads when one is shown, not with every page's
// first script (decision 046, stop 38). A server-rendered page that has one keeps the server's
// markup until the code is there, then hydrates it.
const LazyErrorState = lazy(() =>
  import('@/components/query-state').then(({ ErrorState }) => ({ default: ErrorState })),
);
const LazyEmptyState = lazy(() =>
  import('@/components/query-state').then(({ EmptyState }) => ({ default: EmptyState })),
);

export function ErrorState(props: ComponentProps<typeof LazyErrorState>) {
  return (
    <Suspense fallback={null}>
      <LazyErrorState {...props} />
    </Suspense>
  );
}

export function EmptyState(props: ComponentProps<typeof LazyEmptyState>) {
  return (
    <Suspense fallback={null}>
      <LazyEmptyState {...props} />
    </Suspense>
  );
}
