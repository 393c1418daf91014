import { BILLING_TEXT, cardBrandLabel, cardExpiry, type PaymentMethod } from '@themeport/core';
import { CreditCard, Trash2, TriangleAlert } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface PaymentMethodRowProps {
  method: PaymentMethod;
  /** 'Visa ending 4242'. */
  name: string;
  canRemove: boolean;
  isSettingDefault: boolean;
  isBusy: boolean;
  onSetDefault: () => void;
  onRemove: () => void;
}

/** One saved card: brand, Default badge, last four, MM/YY, CVC warning, Set as Default and remove. */
export function PaymentMethodRow({
  method,
  name,
  canRemove,
  isSettingDefault,
  isBusy,
  onSetDefault,
  onRemove,
}: PaymentMethodRowProps) {
  const hintId = useId();
  const { card } = method;

  return (
    <li className="relative flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded-md border border-border bg-muted">
          <CreditCard aria-hidden="true" className="size-5 text-muted-foreground" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {cardBrandLabel(card.brand)}
            {method.isDefault ? <Badge variant="accent">{BILLING_TEXT.defaultBadge}</Badge> : null}
          </p>
          <p className="tabular mt-0.5 text-[13px] text-muted-foreground">
            <span>
              <span aria-hidden="true">•••• </span>
              {card.last4}
            </span>
            <span aria-hidden="true"> · </span>
            <span>Expires {cardExpiry(card.expMonth, card.expYear)}</span>
          </p>
          {card.checks.cvcCheck === 'fail' ? (
            <p className="mt-1 flex items-center gap-1.5 text-[13px] font-medium text-[#854d0e]">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {BILLING_TEXT.cvcFailed}
            </p>
          ) : null}
          {canRemove ? null : (
            <p id={hintId} className="mt-1 text-[13px] text-muted-foreground">
              {BILLING_TEXT.cannotRemoveDefault}
            </p>
          )}
        </div>
      </div>

      <div className="flex items-center gap-2 sm:justify-end">
        {method.isDefault ? null : (
          <Button variant="outline" size="sm" disabled={isBusy} onClick={onSetDefault}>
            {isSettingDefault ? 'Updating…' : BILLING_TEXT.setDefault}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
        {canRemove ? (
          <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} disabled={isBusy} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            <span className="sm:sr-only">Remove</span>
          </Button>
        ) : (
          // spec 001 §5: disabled with a tooltip. aria-disabled keeps it focusable so the tooltip is reachable.
          <Tooltip.Provider delayDuration={200}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  aria-disabled="true"
                  aria-describedby={hintId}
                  className="cursor-not-allowed aria-disabled:pointer-events-auto"
                  onClick={(event) => event.preventDefault()}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sm:sr-only">Remove</span>
                </Button>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  side="top"
                  sideOffset={6}
                  className="z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-white shadow-md data-[state=delayed-open]:animate-fade-in"
                >
                  {BILLING_TEXT.cannotRemoveDefault}
                  <Tooltip.Arrow className="fill-foreground" />
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </Tooltip.Provider>
        )}
      </div>
    </li>
  );
}
