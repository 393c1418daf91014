import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, PROFILE_TEXT, imageUploadProblem, type SessionUser } from '@themeport/core';
import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { apiSend, parseApiError } from '@/lib/api';
import { apiUpload } from '@/lib/api-upload';
import { useSessionStore } from '@/lib/session-store';

/** multipart/form-data: the server reads the type from the bytes. */
export function uploadAvatar(file: File): Promise<{ avatarUrl: string }> {
  return apiUpload<{ avatarUrl: string }>('/api/me/avatar', file);
}

export function removeAvatar() {
  return apiSend<{ avatarUrl: null }>('DELETE', '/api/me/avatar');
}

/**
 * The signed-in user's avatar with Upload/Change and Remove (PUT/DELETE /api/me/avatar): the
 * profile page's Avatar section and a developer's store picture (issue 22). After a change the
 * session (and everything showing the avatar) is read again, and `onChanged` runs.
 */
export function AvatarUpload({ user, onChanged }: { user: SessionUser; onChanged?: () => unknown }) {
  const sessionStore = useSessionStore();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  async function run(kind: 'upload' | 'remove', action: () => Promise<unknown>, done: string) {
    setError(null);
    setBusy(kind);
    try {
      await action();
      await sessionStore.invalidate();
      await onChanged?.();
      toast.success(done);
    } catch (problem) {
      setError(parseApiError(problem).message);
    } finally {
      setBusy(null);
    }
  }

  function onFile(file: File | undefined) {
    if (!file) return;
    // The browser's quick check; the server decides from the bytes.
    const problem = file.size > AVATAR_MAX_BYTES ? PROFILE_TEXT.avatarTooLarge : imageUploadProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    void run('upload', () => uploadAvatar(file), PROFILE_TEXT.avatarSaved);
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-5">
        <Avatar name={user.fullName ?? user.email} url={user.avatarUrl} size="lg" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            aria-label="Avatar image file"
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button type="button" variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
            {busy === 'upload' ? 'Uploading...' : user.avatarUrl ? 'Change avatar' : 'Upload avatar'}
          </Button>
          {user.avatarUrl ? (
            <Button
              type="button"
              variant="ghost"
              disabled={busy !== null}
              onClick={() => void run('remove', removeAvatar, PROFILE_TEXT.avatarRemoved)}
            >
              {busy === 'remove' ? 'Removing...' : 'Remove avatar'}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
    </>
  );
}
