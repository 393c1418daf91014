// The rows of the demo billing history (analytics-history-model.ts tells the story, analytics-history.ts
// writes them), and what the story is told with.
import type {
  accounts,
  billingSubscriptions,
  dunningCases,
  paymentAttempts,
  purchases,
  sellerLedger,
  subscriptionCancellations,
  subscriptionMovements,
} from '../db/schema.ts';

export interface HistoryRows {
  accounts: (typeof accounts.$inferInsert)[];
  subscriptions: (typeof billingSubscriptions.$inferInsert)[];
  movements: (typeof subscriptionMovements.$inferInsert)[];
  cancellations: (typeof subscriptionCancellations.$inferInsert)[];
  attempts: (typeof paymentAttempts.$inferInsert)[];
  dunning: (typeof dunningCases.$inferInsert)[];
  purchases: (typeof purchases.$inferInsert)[];
  ledger: (typeof sellerLedger.$inferInsert)[];
}

export const emptyHistoryRows = (): HistoryRows => ({
  accounts: [],
  subscriptions: [],
  movements: [],
  cancellations: [],
  attempts: [],
  dunning: [],
  purchases: [],
  ledger: [],
});

/** A paid catalogue theme and its developer (null: the platform's own, all of the price is the platform's). */
export interface ThemeForSale {
  id: string;
  price: number;
  developerId: string | null;
}

export interface HistoryContext {
  seed: number;
  /** The first instant of history (now − months). */
  start: number;
  now: number;
  themes: ThemeForSale[];
}
