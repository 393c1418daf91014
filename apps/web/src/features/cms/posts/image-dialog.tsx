import { isPostImageUrl, POST_TEXT } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ImageField } from '../media/image-field';

/** The toolbar's image: an address from the image field (the media picker takes its place) and its alt text. */
export function ImageDialog({
  accountId,
  open,
  onInsert,
  onClose,
}: {
  accountId: string;
  open: boolean;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        {open ? <ImageForm accountId={accountId} onInsert={onInsert} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImageForm({
  accountId,
  onInsert,
  onClose,
}: {
  accountId: string;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}) {
  const altId = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = src.trim();
    if (!isPostImageUrl(value)) {
      setError(POST_TEXT.imageInvalid);
      return;
    }
    onInsert({ src: value, alt: alt.trim() });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div>
        <DialogTitle>Image</DialogTitle>
        <DialogDescription className="mt-1">An image in the post, where the cursor is.</DialogDescription>
      </div>
      <ImageField accountId={accountId} label="Image address" value={src} onChange={setSrc} />
      {error ? (
        <p role="alert" className="-mt-2 text-[13px] text-danger">
          {error}
        </p>
      ) : null}
      <Field id={altId} label="Description" hint="What the image shows, for people who cannot see it.">
        <Input
          id={altId}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          aria-describedby={`${altId}-hint`}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Insert image</Button>
      </div>
    </form>
  );
}
