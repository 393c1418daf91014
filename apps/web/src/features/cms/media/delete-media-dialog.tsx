import { describeMediaUsage, type MediaFile } from '@themeport/core';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Asks before deleting; an image in use is named with every place that will lose it. */
export function DeleteMediaDialog({
  file,
  isBusy,
  error,
  onCancel,
  onConfirm,
}: {
  file: MediaFile | null;
  isBusy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (file: MediaFile) => void;
}) {
  const usage = file?.usage ?? [];
  return (
    <ConfirmDialog
      open={file !== null}
      title="Delete image?"
      description={
        usage.length > 0 ? (
          <>
            <span className="font-medium text-foreground">{file?.fileName}</span> is used in{' '}
            {usage.map(describeMediaUsage).join(', ')}. Those places will show no image until you choose another. This
            cannot be undone.
          </>
        ) : (
          <>
            <span className="font-medium text-foreground">{file?.fileName}</span> is not used on any site. It will be
            removed from your library. This cannot be undone.
          </>
        )
      }
      confirmLabel={usage.length > 0 ? 'Delete anyway' : 'Delete'}
      busyLabel="Deleting..."
      isBusy={isBusy}
      error={error}
      isDestructive
      onCancel={onCancel}
      onConfirm={() => file && onConfirm(file)}
    />
  );
}
