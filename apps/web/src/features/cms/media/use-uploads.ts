import type { MediaFile } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUploadQueue } from '@/lib/use-upload-queue';
import { mediaKeys, uploadMediaFile } from './api';

/**
 * The account's image uploads (the shared upload queue, lib/use-upload-queue.ts), stored in its
 * media library; the list is re-read after each batch with a stored file.
 */
export function useUploads(accountId: string, { siteId }: { siteId?: string } = {}) {
  const queryClient = useQueryClient();
  const send = useCallback(
    (file: File, onProgress: (fraction: number) => void) =>
      uploadMediaFile(accountId, file, { ...(siteId ? { siteId } : {}), onProgress }),
    [accountId, siteId],
  );
  const queue = useUploadQueue<MediaFile>(send);
  const { upload: uploadQueued } = queue;
  const upload = useCallback(
    async (files: Iterable<File>): Promise<MediaFile[]> => {
      const done = await uploadQueued(files);
      if (done.length > 0) await queryClient.invalidateQueries({ queryKey: mediaKeys.list(accountId) });
      return done;
    },
    [uploadQueued, queryClient, accountId],
  );
  return { ...queue, upload };
}
