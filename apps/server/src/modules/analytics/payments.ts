// The Payments tab: first-attempt success, failures by code and card brand, dunning recoveries.
import type { PaymentFailures, PaymentSuccess } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import {
  selectAttemptTotals,
  selectAttemptsByBrand,
  selectDunningTotals,
  selectFailureBuckets,
  selectFailuresByCode,
} from './queries/payments.ts';
import type { ResolvedRange } from './range.ts';
import { percent } from './rates.ts';

export async function paymentSuccess(db: Database, { range, bounds }: ResolvedRange): Promise<PaymentSuccess> {
  const [attempts, dunning] = await Promise.all([selectAttemptTotals(db, bounds), selectDunningTotals(db, bounds)]);
  return {
    ...range,
    successRate: percent(attempts.firstSucceeded, attempts.firstAttempts),
    totalAttempts: attempts.attempts,
    successfulPayments: attempts.succeeded,
    failedPayments: attempts.firstFailed,
    failedAmount: attempts.firstFailedAmount,
    recoveredAmount: dunning.recoveredAmount,
    lostRevenue: dunning.lostAmount,
    avgRetrySuccess: percent(attempts.retriesSucceeded, attempts.retries),
    recoveryRate: percent(dunning.recoveredAmount, dunning.recoveredAmount + dunning.lostAmount),
    activeRecoveries: dunning.open,
  };
}

export async function paymentFailures(
  db: Database,
  { range, bounds, interval }: ResolvedRange,
): Promise<PaymentFailures> {
  const [codes, brands, timeline] = await Promise.all([
    selectFailuresByCode(db, bounds),
    selectAttemptsByBrand(db, bounds),
    selectFailureBuckets(db, bounds, interval),
  ]);
  const failures = codes.reduce((sum, row) => sum + row.count, 0);
  return {
    ...range,
    byReason: Object.fromEntries(
      codes.map((row) => [
        row.code,
        { count: row.count, amount: row.amount, percent: percent(row.count, failures) ?? 0 },
      ]),
    ),
    byMethod: Object.fromEntries(
      brands.map((row) => [
        row.brand,
        { total: row.total, failures: row.failures, rate: percent(row.total - row.failures, row.total) ?? 0 },
      ]),
    ),
    interval,
    timeline,
  };
}
