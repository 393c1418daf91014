import { Toaster as Sonner } from 'sonner';

export default function SonnerToaster() {
  return (
    <Sonner
      position="bottom-right"
      toastOptions={{
        classNames: {
          toast: 'rounded-xl border border-border bg-white text-foreground shadow-md font-sans',
          description: 'text-muted-foreground',
        },
      }}
    />
  );
}
