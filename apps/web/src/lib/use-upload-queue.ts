import { imageUploadProblem } from '@themeport/core';
import { useCallback, useRef, useState } from 'react';
import { parseApiError } from './api';

export interface UploadItem {
  id: number;
  name: string;
  /** 0..1 while sending. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  /** The refusal, in the spec's words when it is the size or the type. */
  message: string | null;
}

/** Sends one file, reporting 0..1 as it goes; a refusal throws (ApiRequestError with the server's text). */
export type SendFile<T> = (file: File, onProgress: (fraction: number) => void) => Promise<T>;

/**
 * Several image files at once, each with its own line. A file the browser can already tell is not
 * an image or is over 5MB (spec 000 §5) fails at once without being sent; the server's answer
 * decides the rest. `upload` resolves with what was stored, in the order given.
 */
export function useUploadQueue<T>(send: SendFile<T>) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(0);

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (files: Iterable<File>): Promise<T[]> => {
      const started = [...files].map((file) => {
        const problem = imageUploadProblem(file);
        const item: UploadItem = {
          id: (nextId.current += 1),
          name: file.name,
          progress: 0,
          state: problem ? 'failed' : 'uploading',
          message: problem,
        };
        return { file, item, problem };
      });
      setItems((current) => [...started.map(({ item }) => item), ...current]);
      const stored: ({ result: T } | null)[] = await Promise.all(
        started.map(async ({ file, item, problem }): Promise<{ result: T } | null> => {
          if (problem) return null;
          try {
            const result = await send(file, (progress) => update(item.id, { progress }));
            update(item.id, { state: 'done', progress: 1 });
            return { result };
          } catch (error) {
            update(item.id, { state: 'failed', message: parseApiError(error).message });
            return null;
          }
        }),
      );
      return stored.filter((each): each is { result: T } => each !== null).map((each) => each.result);
    },
    [send, update],
  );

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const clearFinished = useCallback(
    () => setItems((current) => current.filter((item) => item.state === 'uploading')),
    [],
  );

  return { items, upload, dismiss, clearFinished, isUploading: items.some((item) => item.state === 'uploading') };
}
