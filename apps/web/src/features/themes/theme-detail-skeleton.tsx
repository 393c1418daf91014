import { Skeleton } from '@/components/ui/skeleton';

export function ThemeDetailSkeleton() {
  return (
    <div className="container-page pt-6 sm:pt-8">
      <p role="status" className="sr-only">
        Loading theme...
      </p>
      <Skeleton className="h-5 w-48" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_400px]">
        <div>
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="aspect-[16/10]" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4 rounded-xl border border-border p-7" aria-hidden="true">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-24" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
