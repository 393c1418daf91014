import { BILLING_TEXT, type PaymentMethod } from '@themeport/core';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';

/** spec 001 §5: removal asks first, with the spec's words. */
export function RemoveCardDialog({
  method,
  name,
  isRemoving,
  onCancel,
  onConfirm,
}: {
  method: PaymentMethod | null;
  name: string;
  isRemoving: boolean;
  onCancel: () => void;
  onConfirm: (method: PaymentMethod) => void;
}) {
  return (
    <AlertDialog.Root
      open={method !== null}
      onOpenChange={(open) => {
        if (!open && !isRemoving) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-white p-6 shadow-lg data-[state=open]:animate-zoom-in">
          <AlertDialog.Title className="text-lg font-semibold">Remove {name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {BILLING_TEXT.confirmRemove}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isRemoving}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              className="bg-danger hover:bg-[#b91c1c]"
              disabled={isRemoving || method === null}
              onClick={() => {
                if (method) onConfirm(method);
              }}
            >
              {isRemoving ? 'Removing…' : 'Remove'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
