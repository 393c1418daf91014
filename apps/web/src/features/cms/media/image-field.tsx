import { ImageIcon, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ImagePickerDialog } from './image-picker-dialog';

/**
 * An image chosen for a field (component image, favicon, brand image, post image): a preview,
 * 'Choose image' (the library in a dialog, with Upload), 'Remove', and the address itself, which
 * may also be pasted (an image hosted elsewhere).
 */
export function ImageField({
  accountId,
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  accountId: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  /** Why the address cannot be used (core image-address.ts), under the field. */
  error?: string | undefined;
}) {
  const id = useId();
  const [isPicking, setIsPicking] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = value.trim();
  const showImage = url !== '' && failedUrl !== url;

  return (
    <div className="flex flex-col gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-[13px] font-medium">
        {label}
      </span>
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-[repeating-conic-gradient(#f4f4f5_0%_25%,#fff_0%_50%)] bg-[length:12px_12px]">
          {showImage ? (
            <img
              src={url}
              alt={`${label} preview`}
              className="max-h-full max-w-full object-contain"
              onError={() => setFailedUrl(url)}
            />
          ) : (
            <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={disabled} onClick={() => setIsPicking(true)}>
              <ImagePlus aria-hidden="true" />
              Choose image
            </Button>
            {url ? (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange('')}>
                <X aria-hidden="true" />
                Remove
                <span className="sr-only"> {label}</span>
              </Button>
            ) : null}
          </div>
          <label htmlFor={id} className="sr-only">
            {label} address
          </label>
          <Input
            id={id}
            value={value}
            placeholder="Or paste an image address (https://…)"
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-9 text-[13px]"
          />
          {error ? (
            <p id={`${id}-error`} className="text-[13px] text-danger">
              {error}
            </p>
          ) : null}
          {url && failedUrl === url ? (
            <p className="text-xs text-muted-foreground">This address shows no image here; check it is an image.</p>
          ) : null}
        </div>
      </div>
      {disabled ? null : (
        <ImagePickerDialog
          accountId={accountId}
          label={label}
          open={isPicking}
          selectedUrl={url}
          onOpenChange={setIsPicking}
          onPick={(file) => {
            onChange(file.url);
            setIsPicking(false);
          }}
        />
      )}
    </div>
  );
}
