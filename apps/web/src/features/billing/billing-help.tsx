import { BILLING_TEXT, PAID_PLANS } from '@themeport/core';
import { ChevronDown, LifeBuoy, Mail } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const SUPPORT_EMAIL = 'support@themeport.dev';

const FAQ = [
  {
    question: 'When am I charged?',
    answer:
      'Plans renew every month on the next billing date shown in the overview. Each payment appears under Recent Invoices with a PDF and a receipt.',
  },
  {
    question: `How do I switch between ${PAID_PLANS.starter.name} and ${PAID_PLANS.pro.name}?`,
    answer:
      'Choose Upgrade Plan and pick the other plan. An upgrade takes effect right away and you pay the difference for the rest of the period; a downgrade takes effect at the end of the billing period.',
  },
  {
    question: 'Which cards can I use?',
    answer:
      'Visa, Mastercard, American Express, Discover, Diners Club, JCB and UnionPay. Payments are protected with 3D Secure where your bank supports it.',
  },
  {
    question: 'Why can I not remove my default card?',
    answer: 'The default card pays for your plan. Set another card as default first, then remove the old one.',
  },
] as const;

/** spec 001 §2.5: the 'Need Help with Billing?' box with Contact Support and View Billing FAQ. */
export function BillingHelp() {
  const [isOpen, setIsOpen] = useState(false);

  return (
    <Card className="mt-10 p-6" role="region" aria-labelledby="billing-help-heading">
      <Collapsible.Root open={isOpen} onOpenChange={setIsOpen}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
            <div>
              <h2 id="billing-help-heading" className="font-semibold">
                {BILLING_TEXT.needHelp}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                Questions about a charge or an invoice? We usually answer within one business day.
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Billing question')}`}>
                <Mail aria-hidden="true" />
                Contact Support
              </a>
            </Button>
            <Collapsible.Trigger asChild>
              <Button variant="ghost">
                View Billing FAQ
                <ChevronDown aria-hidden="true" className={`transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </Button>
            </Collapsible.Trigger>
          </div>
        </div>
        <Collapsible.Content>
          <dl className="mt-6 divide-y divide-border border-t border-border">
            {FAQ.map((item) => (
              <div key={item.question} className="py-4">
                <dt className="text-sm font-medium">{item.question}</dt>
                <dd className="mt-1 text-sm leading-6 text-muted-foreground">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
