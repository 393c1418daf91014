import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

export function Gallery({ name, images }: { name: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const [isLightboxOpen, setLightboxOpen] = useState(false);
  const count = images.length;
  const current = images[selected] ?? images[0];

  if (!current) {
    return (
      <div
        role="img"
        aria-label={`${name} preview`}
        className="flex aspect-[16/10] items-center justify-center rounded-xl border border-border bg-muted text-sm text-muted-foreground"
      >
        No preview available
      </div>
    );
  }

  const show = (index: number) => setSelected(((index % count) + count) % count);

  return (
    <div>
      <button
        type="button"
        onClick={() => setLightboxOpen(true)}
        aria-label={`Open image ${selected + 1} of ${count} in full view`}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border border-border bg-muted"
      >
        <img
          src={current}
          alt={`${name} screenshot ${selected + 1}`}
          width={1600}
          height={1000}
          // The theme page's largest paint: fetched first.
          fetchPriority="high"
          className="aspect-[16/10] w-full object-cover object-top"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-lg bg-white/90 px-2.5 py-1.5 text-xs font-medium text-foreground opacity-0 shadow-md backdrop-blur transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <Expand className="size-3.5" aria-hidden="true" />
          View full size
        </span>
      </button>

      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5" aria-label="Screenshots">
          {images.map((image, index) => {
            const isSelected = index === selected;
            return (
              <li key={`${image}-${index}`}>
                <button
                  type="button"
                  aria-label={`Show image ${index + 1}`}
                  aria-pressed={isSelected}
                  onClick={() => setSelected(index)}
                  className={cn(
                    'block w-full overflow-hidden rounded-lg border-2 bg-muted transition',
                    isSelected
                      ? 'border-primary'
                      : 'border-transparent opacity-70 ring-1 ring-border hover:opacity-100',
                  )}
                >
                  <img src={image} alt="" loading="lazy" className="aspect-[16/10] w-full object-cover object-top" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <Dialog open={isLightboxOpen} onOpenChange={setLightboxOpen}>
        <DialogContent
          closeLabel="Close image viewer"
          overlayClassName="bg-black/85"
          className="flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-6xl flex-col gap-3 border-0 bg-transparent p-0 pt-12 shadow-none [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/10 [&>button:last-child]:hover:text-white"
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') show(selected + 1);
            if (event.key === 'ArrowLeft') show(selected - 1);
          }}
        >
          <DialogTitle className="sr-only">{name} screenshots</DialogTitle>
          <DialogDescription
            className="tabular absolute top-3.5 left-1 text-sm font-medium text-white/85"
            aria-live="polite"
          >
            Image {selected + 1} of {count}
          </DialogDescription>
          <div className="relative flex min-h-0 items-center justify-center">
            <img
              src={current}
              alt={`${name} screenshot ${selected + 1}`}
              className="max-h-[calc(100dvh-7rem)] w-auto max-w-full rounded-lg object-contain"
            />
            {count > 1 ? (
              <>
                <LightboxArrow direction="previous" onClick={() => show(selected - 1)} />
                <LightboxArrow direction="next" onClick={() => show(selected + 1)} />
              </>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function LightboxArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={direction === 'previous' ? 'Previous image' : 'Next image'}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow-md transition hover:bg-white',
        direction === 'previous' ? 'left-2 sm:left-4' : 'right-2 sm:right-4',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
