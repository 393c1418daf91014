// The monthly payout run as a job (docs/decisions/036): at 06:00 UTC on the 15th (core's
// PAYOUT_DAY_OF_MONTH, the date "Next payout on …" promises), the same run an admin starts from
// the Developers tab. Locally it makes pending payouts the admin settles with the bank reference;
// with Stripe Connect it transfers. One run per month across processes; a retry pays nobody twice,
// since a run pays available balances only.
import { PAYOUT_DAY_OF_MONTH } from '@themeport/core';
import type { JobQueue } from '../../jobs/index.ts';
import type { AuditContext } from '../../lib/audit.ts';
import { createPayoutBatch, type PayoutDeps } from './payouts.ts';

/** Who the audit log names for a run nobody started by hand. */
const SCHEDULED_RUN: AuditContext = {
  userId: null,
  email: 'payout-run@themeport.system',
  fullName: 'Scheduled payout run',
  role: 'system',
  ipAddress: null,
  userAgent: null,
  sessionId: null,
  requestId: null,
};

export const PAYOUT_RUN_CRON = `0 6 ${PAYOUT_DAY_OF_MONTH} * *`;

export function registerPayoutRunJob(jobs: JobQueue, deps: PayoutDeps): void {
  jobs.handle('seller-money.payout-run', async (_payload, { now }) => {
    const batch = `Payout run ${now.toISOString().slice(0, 10)}`;
    const result = await createPayoutBatch(deps, SCHEDULED_RUN, { batch }, () => now);
    deps.logger.info(
      { batch, created: result.created.length, resent: result.resent.length, skipped: result.skipped.length },
      'payout run finished',
    );
  });
  // Only on the 15th: a server started on another day waits for it.
  jobs.schedule('seller-money.payout-run', PAYOUT_RUN_CRON, {}, { firstRun: 'next-period' });
}
