import type { SiteDomain } from '@themeport/core';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';

/** Removing a domain asks first: the site stops answering at that address. */
export function RemoveDomainDialog({
  domain,
  isRemoving,
  onCancel,
  onConfirm,
}: {
  domain: SiteDomain | null;
  isRemoving: boolean;
  onCancel: () => void;
  onConfirm: (domain: SiteDomain) => void;
}) {
  return (
    <AlertDialog.Root
      open={domain !== null}
      onOpenChange={(open) => {
        if (!open && !isRemoving) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-white p-6 shadow-lg data-[state=open]:animate-zoom-in">
          <AlertDialog.Title className="text-lg font-semibold break-all">Remove {domain?.domain}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            The site will stop answering at this domain. You can add it again later; its DNS records stay with your
            domain provider.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isRemoving}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              className="bg-danger hover:bg-[#b91c1c]"
              disabled={isRemoving || domain === null}
              onClick={() => {
                if (domain) onConfirm(domain);
              }}
            >
              {isRemoving ? 'Removing…' : 'Remove domain'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
