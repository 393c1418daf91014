import { formatBytes, mediaUsageLine, type MediaFile } from '@themeport/core';
import { Check, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** '3 × 2 px · 48.2 KB' */
export function mediaDetails(file: MediaFile): string {
  const size = formatBytes(file.bytes);
  return file.width && file.height ? `${file.width} × ${file.height} px · ${size}` : size;
}

function Thumbnail({ file }: { file: MediaFile }) {
  return (
    <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-t-xl bg-[repeating-conic-gradient(#f4f4f5_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]">
      <img src={file.url} alt="" loading="lazy" className="max-h-full max-w-full object-contain" />
    </div>
  );
}

function Caption({ file, showUsage }: { file: MediaFile; showUsage: boolean }) {
  const usage = mediaUsageLine(file.usage);
  return (
    <div className="min-w-0 px-3 py-2.5 text-left">
      <p className="truncate text-sm font-medium" title={file.fileName}>
        {file.fileName}
      </p>
      <p className="mt-0.5 text-xs text-muted-foreground tabular-nums">{mediaDetails(file)}</p>
      {showUsage ? (
        <p
          className={cn('mt-1 line-clamp-2 text-xs', file.usage?.length ? 'text-[#1d4ed8]' : 'text-muted-foreground')}
          title={usage}
        >
          {usage}
        </p>
      ) : null}
    </div>
  );
}

/** The Library's grid: each image with its name, size, dimensions, usage and (for editors) Delete. */
export function MediaGrid({ files, onDelete }: { files: readonly MediaFile[]; onDelete?: (file: MediaFile) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Images">
      {files.map((file) => (
        <li key={file.id} className="flex flex-col rounded-xl border border-border bg-white">
          <Thumbnail file={file} />
          <div className="flex flex-1 items-start justify-between gap-1">
            <Caption file={file} showUsage />
            {onDelete ? (
              <Button
                variant="ghost"
                size="icon"
                className="mt-1 mr-1 size-8 text-muted-foreground hover:text-danger"
                onClick={() => onDelete(file)}
                aria-label={`Delete ${file.fileName}`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The picker's grid: each image is a button; the chosen one is marked. */
export function MediaPickGrid({
  files,
  selectedUrl,
  onPick,
}: {
  files: readonly MediaFile[];
  selectedUrl: string;
  onPick: (file: MediaFile) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Images">
      {files.map((file) => {
        const isSelected = file.url === selectedUrl;
        return (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => onPick(file)}
              aria-pressed={isSelected}
              aria-label={`Choose ${file.fileName}`}
              className={cn(
                'relative flex w-full flex-col rounded-xl border bg-white text-left transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isSelected ? 'border-primary ring-2 ring-primary' : 'border-border',
              )}
            >
              <Thumbnail file={file} />
              <Caption file={file} showUsage={false} />
              {isSelected ? (
                <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-primary text-white">
                  <Check aria-hidden="true" className="size-4" />
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
