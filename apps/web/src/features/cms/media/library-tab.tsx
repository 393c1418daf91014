import { MEDIA_TEXT, PERMISSION_TEXT, type MediaFile, type SiteSlot } from '@themeport/core';
import { ImageIcon, Upload } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { LockedButton } from '@/components/ui/locked';
import { parseApiError } from '@/lib/api';
import { plural } from '@/lib/format';
import { useAccountAccess } from '@/lib/use-permission';
import { SectionCard } from '../section-card';
import { useStatus } from '../status-line';
import { useDeleteMedia, useMediaFiles } from './api';
import { DeleteMediaDialog } from './delete-media-dialog';
import { MediaGrid } from './media-grid';
import { DropHint, DropZone, UploadButton, UploadProgressList } from '@/components/upload-controls';
import { useUploads } from './use-uploads';

/** spec 000 §2 Library tab: the account's images, shared by all its sites; upload, see where each is used, delete. */
export function LibraryTab({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  const files = useMediaFiles(accountId);
  const lockedReason = useAccountAccess(accountId).reason('content', 'write');
  const uploads = useUploads(accountId, { siteId: slot.id });
  const remove = useDeleteMedia(accountId);
  const status = useStatus();
  const [toDelete, setToDelete] = useState<MediaFile | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // A site started using the image after the list was read: the server said where; a second press forces.
  const [isInUseNow, setIsInUseNow] = useState(false);
  const count = files.data?.length;

  const onFiles = (list: File[]) => {
    void uploads.upload(list).then((stored) => {
      if (stored.length > 0) status.say(stored.length === 1 ? 'Image uploaded' : `${stored.length} images uploaded`);
    });
  };

  const confirmDelete = (file: MediaFile) => {
    setDeleteError(null);
    // The dialog named every usage it knew of, so an image in use goes with force.
    remove.mutate(
      { file, force: (file.usage?.length ?? 0) > 0 || isInUseNow },
      {
        onSuccess: () => {
          setToDelete(null);
          status.say(`Deleted ${file.fileName}`);
        },
        onError: (error) => {
          const parsed = parseApiError(error);
          setDeleteError(parsed.message);
          setIsInUseNow(parsed.code === 'MEDIA_IN_USE');
        },
      },
    );
  };

  const uploadButton = canEdit ? (
    <UploadButton onFiles={onFiles} />
  ) : (
    <LockedButton size="sm" reason={lockedReason ?? PERMISSION_TEXT.viewerSites}>
      <Upload aria-hidden="true" />
      Upload
    </LockedButton>
  );

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        id="library"
        title={count === undefined ? 'Images' : `Images (${count})`}
        description="Images of this account, shared by all its sites. Choose them in any image field."
        aside={uploadButton}
      >
        <DropZone onFiles={onFiles} disabled={!canEdit} className="-m-2 p-2">
          <div className="flex flex-col gap-4">
            {canEdit ? <DropHint /> : null}
            <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
            <QueryState
              query={files}
              loading={<LoadingState rows={2} rowClassName="h-40 rounded-xl" />}
              error={(error) => (
                <ErrorState
                  layout="banner"
                  message={`Could not load the images: ${parseApiError(error).message}`}
                  retry={files}
                />
              )}
              isEmpty={(data) => data.length === 0}
              empty={
                <EmptyState
                  icon={<ImageIcon className="size-6 text-muted-foreground" aria-hidden="true" />}
                  title="No images yet"
                  body={canEdit ? MEDIA_TEXT.empty : 'Nobody has uploaded images to this account yet.'}
                  action={uploadButton}
                />
              }
            >
              {(data) => (
                <>
                  <MediaGrid
                    files={data}
                    {...(canEdit
                      ? {
                          onDelete: (file: MediaFile) => {
                            setDeleteError(null);
                            setIsInUseNow(false);
                            setToDelete(file);
                          },
                        }
                      : {})}
                  />
                  <p className="text-xs text-muted-foreground">
                    {data.length} {plural(data.length, 'image')},{' '}
                    {data.filter((file) => (file.usage?.length ?? 0) > 0).length} in use
                  </p>
                </>
              )}
            </QueryState>
          </div>
        </DropZone>
      </SectionCard>
      <DeleteMediaDialog
        file={toDelete}
        isBusy={remove.isPending}
        error={deleteError}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
