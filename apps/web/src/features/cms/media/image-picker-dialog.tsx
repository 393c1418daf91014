import type { MediaFile } from '@themeport/core';
import { ImageIcon } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { parseApiError } from '@/lib/api';
import { useMediaFiles } from './api';
import { MediaPickGrid } from './media-grid';
import { DropZone, UploadButton, UploadProgressList } from '@/components/upload-controls';
import { useUploads } from './use-uploads';

/**
 * The library in a dialog: pick an image, or upload one (a single upload is picked at once).
 * The list is read only while the dialog is open.
 */
export function ImagePickerDialog({
  accountId,
  label,
  open,
  selectedUrl,
  onOpenChange,
  onPick,
}: {
  accountId: string;
  label: string;
  open: boolean;
  selectedUrl: string;
  onOpenChange: (open: boolean) => void;
  onPick: (file: MediaFile) => void;
}) {
  const files = useMediaFiles(accountId, { enabled: open });
  const uploads = useUploads(accountId);

  const onFiles = (list: File[]) => {
    void uploads.upload(list).then((stored) => {
      if (list.length === 1 && stored.length === 1) onPick(stored[0]!);
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) uploads.clearFinished();
        onOpenChange(next);
      }}
    >
      <DialogContent className="flex max-h-[min(90vh,720px)] max-w-2xl flex-col gap-4">
        <div className="pr-8">
          <DialogTitle>Choose image</DialogTitle>
          <DialogDescription className="mt-1">
            For {label}. Pick one from your library, or upload a new one (PNG, JPEG, GIF, WebP, AVIF or ICO, up to 5MB).
          </DialogDescription>
        </div>
        <div className="flex items-center gap-3">
          <UploadButton onFiles={onFiles} variant="outline" />
          <span className="text-xs text-muted-foreground">or drop images on the list</span>
        </div>
        <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
        <DropZone onFiles={onFiles} className="-mx-2 min-h-40 overflow-y-auto px-2 py-1">
          <QueryState
            query={files}
            loading={<LoadingState rows={2} rowClassName="h-32 rounded-xl" />}
            error={(error) => (
              <ErrorState message={`Could not load the images: ${parseApiError(error).message}`} retry={files} />
            )}
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                icon={<ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />}
                title="No images yet"
                body="Upload an image to use it here and anywhere else on your sites."
              />
            }
          >
            {(data) => <MediaPickGrid files={data} selectedUrl={selectedUrl} onPick={onPick} />}
          </QueryState>
        </DropZone>
      </DialogContent>
    </Dialog>
  );
}
