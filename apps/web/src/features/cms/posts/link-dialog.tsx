import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isAllowedHref } from './markdown';

const LINK_INVALID = 'Enter a web address (https://…), an e-mail (mailto:…) or a path on the site (/about).';

/** 'example.com/a' → 'https://example.com/a'; anything with a scheme or a leading / or # as typed. */
export function withLinkScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^[/#]/.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** The toolbar's link: an address for the selected text, or none to remove the link. */
export function LinkDialog({
  open,
  initialHref,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        {open ? <LinkForm initialHref={initialHref} onApply={onApply} onRemove={onRemove} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  initialHref,
  onApply,
  onRemove,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = withLinkScheme(href);
    if (!isAllowedHref(value)) {
      setError(LINK_INVALID);
      return;
    }
    onApply(value);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div>
        <DialogTitle>Link</DialogTitle>
        <DialogDescription className="mt-1">Where the selected text leads.</DialogDescription>
      </div>
      <Field id={id} label="Address" error={error}>
        <Input
          id={id}
          value={href}
          onChange={(event) => setHref(event.target.value)}
          placeholder="https://example.com"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {initialHref ? (
          <Button variant="outline" onClick={onRemove} className="sm:mr-auto">
            Remove link
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </div>
    </form>
  );
}
