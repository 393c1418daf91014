import { MEDIA_ACCEPT } from '@themeport/core';
import { CheckCircle2, ImageUp, Upload, X } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { UploadItem } from '@/lib/use-upload-queue';
import { cn } from '@/lib/utils';

// The image upload control of the content manager's Library, shared with every screen that uploads
// images (the admin's Add/Edit Theme): a button, a drop zone with its hint, and a line per file.

export type { UploadItem };

/** 'Upload' opening the file picker (several files at once). */
export function UploadButton({
  onFiles,
  disabled,
  label = 'Upload',
  variant = 'primary',
  size = 'sm',
  accept = MEDIA_ACCEPT,
  inputLabel = 'Image files to upload',
  inputId,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** What the file picker offers (a hint: the server decides from the bytes). */
  accept?: string;
  /** The name of the hidden file input. */
  inputLabel?: string;
  /** The hidden file input's id, for a field label pointing at it. */
  inputId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size={size} disabled={disabled} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {label}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        data-testid="media-file-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}

/** A region that takes dropped files; the children are shown inside it. */
export function DropZone({
  onFiles,
  disabled,
  children,
  className,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const [isOver, setIsOver] = useState(false);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  return (
    <div
      className={cn(
        'rounded-xl border-2 border-dashed border-transparent transition-colors',
        isOver && 'border-primary bg-accent-soft/60',
        className,
      )}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setIsOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
      }}
      onDrop={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setIsOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
    </div>
  );
}

/** The hint inside a drop zone. */
export function DropHint({ children }: { children?: ReactNode }) {
  return (
    <p className="flex items-center justify-center gap-2 rounded-lg border border-dashed border-input px-4 py-3 text-sm text-muted-foreground">
      <ImageUp aria-hidden="true" className="size-4 shrink-0" />
      {children ?? 'Drag images here to upload them. PNG, JPEG, GIF, WebP, AVIF or ICO, up to 5MB each.'}
    </p>
  );
}

/** One line per file sent or refused: its progress, 'Uploaded', or the reason it was refused. */
export function UploadProgressList({
  items,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onDismiss: (id: number) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Uploads">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
            item.state === 'failed' ? 'border-[#fecaca] bg-danger-soft' : 'border-border bg-white',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" title={item.name}>
              {item.name}
            </p>
            {item.state === 'uploading' ? (
              <div className="mt-1.5 flex items-center gap-2">
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(item.progress * 100)}
                  className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary transition-[width]"
                    style={{ width: `${Math.round(item.progress * 100)}%` }}
                  />
                </div>
                <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">
                  {Math.round(item.progress * 100)}%
                </span>
              </div>
            ) : item.state === 'done' ? (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-[#166534]">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                Uploaded
              </p>
            ) : (
              <p role="alert" className="mt-0.5 text-xs text-[#991b1b]">
                {item.message}
              </p>
            )}
          </div>
          {item.state === 'uploading' ? null : (
            <button
              type="button"
              onClick={() => onDismiss(item.id)}
              aria-label={`Dismiss ${item.name}`}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
