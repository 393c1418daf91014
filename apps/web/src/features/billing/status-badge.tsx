import { invoiceStatusTone, SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@themeport/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

type Tone = 'success' | 'warning' | 'neutral';

const TONE_CLASSES: Record<Tone, string> = {
  success: 'bg-[#f0fdf4] text-[#166534] ring-[#bbf7d0]',
  warning: 'bg-[#fefce8] text-[#854d0e] ring-[#fde68a]',
  neutral: '',
};

function subscriptionTone(status: SubscriptionStatus): Tone {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'warning';
  return 'neutral';
}

function ToneBadge({ tone, children, className }: { tone: Tone; children: string; className?: string }) {
  return (
    <Badge variant="neutral" className={cn(TONE_CLASSES[tone], className)}>
      {children}
    </Badge>
  );
}

/** A subscription's status; the free plan (no subscription) reads 'No subscription'. */
export function SubscriptionStatusBadge({
  status,
  className,
}: {
  status: SubscriptionStatus | null;
  className?: string;
}) {
  if (status === null)
    return (
      <ToneBadge tone="neutral" className={className}>
        No subscription
      </ToneBadge>
    );
  return (
    <ToneBadge tone={subscriptionTone(status)} className={className}>
      {SUBSCRIPTION_STATUS_LABELS[status]}
    </ToneBadge>
  );
}

/** spec 001 §2.5: green for paid, yellow for open, grey otherwise. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const label = status ? status[0]!.toUpperCase() + status.slice(1).replace(/_/g, ' ') : 'Unknown';
  return <ToneBadge tone={invoiceStatusTone(status)}>{label}</ToneBadge>;
}
