import { ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Stripe's test numbers that the local provider answers to (docs/api/billing.md). */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
  { number: '4000 0000 0000 0069', outcome: 'Expired card' },
  { number: '4000 0025 0000 3155', outcome: 'Asks for authentication (3-D Secure)' },
] as const;

/** A disclosure with cards to try; 'Use' fills the card number. */
export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  return (
    <details className="group rounded-lg border border-dashed border-input text-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-3 font-medium select-none hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
        <ChevronRight
          aria-hidden="true"
          className="size-4 text-muted-foreground transition-transform group-open:rotate-90"
        />
        Test cards
        <span className="ml-auto hidden text-xs font-normal text-muted-foreground sm:inline">
          Any future expiry, any CVC
        </span>
      </summary>
      <ul className="divide-y divide-border border-t border-dashed border-input px-4">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex items-center gap-3 py-2.5">
            <div className="min-w-0 flex-1">
              <p className="tabular font-mono text-[13px]">{card.number}</p>
              <p className="text-xs text-muted-foreground">{card.outcome}</p>
            </div>
            <Button variant="ghost" size="sm" aria-label={`Use ${card.number}`} onClick={() => onUse(card.number)}>
              Use
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
