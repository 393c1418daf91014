import { createPostSchema, POST_TEXT, type BlogPost } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { failureMessage } from '../messages';
import { useCreatePost } from './api';

/** New Post: a title first; the post starts as a draft and opens in the editor. */
export function NewPostDialog({
  accountId,
  slotId,
  open,
  onClose,
  onCreated,
}: {
  accountId: string;
  slotId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (post: BlogPost) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        {open ? <NewPostForm accountId={accountId} slotId={slotId} onClose={onClose} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewPostForm({
  accountId,
  slotId,
  onClose,
  onCreated,
}: {
  accountId: string;
  slotId: string;
  onClose: () => void;
  onCreated: (post: BlogPost) => void;
}) {
  const id = useId();
  const create = useCreatePost(accountId, slotId);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createPostSchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (failure) => setError(failureMessage(failure, POST_TEXT.saveFailed, 'title')),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div>
        <DialogTitle>New post</DialogTitle>
        <DialogDescription className="mt-1">
          It starts as a draft: only you see it until you publish it.
        </DialogDescription>
      </div>
      <Field id={id} label="Title" error={error}>
        <Input
          id={id}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create draft'}
        </Button>
      </div>
    </form>
  );
}
