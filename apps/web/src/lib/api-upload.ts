// File uploads to our API, apart from lib/api.ts: only the portal, the content manager and the
// profile upload, and api.ts is in every page's first script (decision 046).
import { ApiRequestError, parseApiError } from './api';

/** One file as multipart/form-data (field `file`) to our own API; the server reads the type from the bytes. */
export async function apiUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiRequestError(parseApiError(error));
  }
  if (!response.ok) throw new ApiRequestError(await parseApiError(response));
  return (await response.json()) as T;
}

/**
 * One multipart upload (`file`, plus any `fields`) through XMLHttpRequest, the one browser API that
 * reports upload progress. `onProgress` gets 0..1; a refusal throws ApiRequestError with the
 * server's text.
 */
export function apiUploadWithProgress<T>(
  path: string,
  file: File,
  {
    fields,
    onProgress,
    signal,
  }: { fields?: Record<string, string>; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.set('file', file, file.name);
    for (const [name, value] of Object.entries(fields ?? {})) form.set(name, value);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as T);
        return;
      }
      const headers = new Headers({ 'Content-Type': 'application/json' });
      const retryAfter = xhr.getResponseHeader('Retry-After');
      if (retryAfter) headers.set('Retry-After', retryAfter);
      void parseApiError(new Response(xhr.responseText || null, { status: xhr.status, headers })).then((error) =>
        reject(new ApiRequestError(error)),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(parseApiError(new TypeError('network'))));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
