import { imageUploadProblem, type MediaFile } from '@themeport/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { parseApiError } from '@/lib/api';
import { mediaKeys, uploadMediaFile } from './api';

export interface UploadItem {
  id: number;
  name: string;
  /** 0..1 while sending. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  /** The refusal, in the spec's words when it is the size or the type. */
  message: string | null;
  file: MediaFile | null;
}

/**
 * Several files at once, each with its own progress. A file the browser can already tell is not
 * an image or is over 5MB (spec 000 §5) fails at once without being sent; the server's answer
 * decides the rest. The list is re-read after each stored file.
 */
export function useUploads(accountId: string, { siteId }: { siteId?: string } = {}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(0);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (files: Iterable<File>): Promise<MediaFile[]> => {
      const started = [...files].map((file) => {
        const problem = imageUploadProblem(file);
        const item: UploadItem = {
          id: (nextId.current += 1),
          name: file.name,
          progress: 0,
          state: problem ? 'failed' : 'uploading',
          message: problem,
          file: null,
        };
        return { file, item, problem };
      });
      setItems((current) => [...started.map(({ item }) => item), ...current]);
      const stored = await Promise.all(
        started.map(async ({ file, item, problem }) => {
          if (problem) return null;
          try {
            const media = await uploadMediaFile(accountId, file, {
              ...(siteId ? { siteId } : {}),
              onProgress: (progress) => update(item.id, { progress }),
            });
            update(item.id, { state: 'done', progress: 1, file: media });
            return media;
          } catch (error) {
            update(item.id, { state: 'failed', message: parseApiError(error).message });
            return null;
          }
        }),
      );
      const done = stored.filter((file): file is MediaFile => file !== null);
      if (done.length > 0) await queryClient.invalidateQueries({ queryKey: mediaKeys.list(accountId) });
      return done;
    },
    [accountId, siteId, queryClient, update],
  );

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.state === 'uploading')),
    [],
  );

  return { items, upload, dismiss, clearFinished, isUploading: items.some((item) => item.state === 'uploading') };
}
