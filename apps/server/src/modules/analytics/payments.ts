// The Payments tab: first-attempt success, failures by code and card brand, dunning recoveries.
import type { PaymentFailures, PaymentSuccess } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import {
  selectAttemptTotals,
  selectDunningTotals,
  selectFirstAttemptGroups,
  selectRecoveryBuckets,
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
  const [groups, recoveries] = await Promise.all([
    selectFirstAttemptGroups(db, bounds, interval),
    selectRecoveryBuckets(db, bounds, interval),
  ]);
  const codes = groups.filter((row) => row.by === 'code');
  const brands = groups.filter((row) => row.by === 'brand');
  const failedIn = new Map(groups.filter((row) => row.by === 'bucket').map((row) => [row.key, row]));
  const failures = codes.reduce((sum, row) => sum + row.failures, 0);
  return {
    ...range,
    byReason: Object.fromEntries(
      codes.map((row) => [
        row.key,
        { count: row.failures, amount: row.failedAmount, percent: percent(row.failures, failures) ?? 0 },
      ]),
    ),
    byMethod: Object.fromEntries(
      brands.map((row) => [
        row.key,
        { total: row.total, failures: row.failures, rate: percent(row.total - row.failures, row.total) ?? 0 },
      ]),
    ),
    interval,
    timeline: recoveries.map(({ date, recovered, recoveredAmount }) => ({
      date,
      failed: failedIn.get(date)?.failures ?? 0,
      failedAmount: failedIn.get(date)?.failedAmount ?? 0,
      recovered,
      recoveredAmount,
    })),
  };
}
