import { CONTACT_TEXT } from '@themeport/core';
import { lazy, Suspense, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';

// Loaded when the dialog opens, so that zod and the form stay out of the pricing page's chunk.
const ContactSalesForm = lazy(() => import('./contact-sales-form'));

/** The Enterprise plan's 'Contact Sales': a dialog whose message is e-mailed to the admins. */
export function ContactSales({ className }: { className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isSent, setIsSent] = useState(false);

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) setIsSent(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="lg" className={className}>
          {CONTACT_TEXT.title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{CONTACT_TEXT.title}</DialogTitle>
        <DialogDescription>Tell us about your team and your sites, and we will get back to you.</DialogDescription>
        {isSent ? (
          <Alert variant="success" className="mt-5">
            {CONTACT_TEXT.sent}
          </Alert>
        ) : (
          <Suspense fallback={<Skeleton className="mt-5 h-96 rounded-lg" />}>
            <ContactSalesForm onSent={() => setIsSent(true)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
