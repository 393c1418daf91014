// A theme image uploaded as the theme CMS uploads it (multipart), by the admin or a developer.
import type { Client } from './auth.ts';
import { pngOfSize } from './images.ts';

export function uploadThemeImage(
  client: Client,
  name: string,
  { bytes = pngOfSize(), path = '/api/admin/theme-images' }: { bytes?: Uint8Array; path?: string } = {},
) {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type: 'image/png' }));
  return client.t.app.request(path, {
    method: 'POST',
    headers: {
      origin: client.t.config.publicUrl,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-forwarded-for': client.ip,
    },
    body: form,
  });
}
