import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { siteDomains, type SiteDomainRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { createDnsResolver } from './dns.ts';
import { saveDomainCheck, type DomainCheckDeps } from './service.ts';

/** While one process checks a claimed domain, the others see it as not due for this long. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 32;
const CONCURRENCY = 8;

export interface DueChecksReport {
  checked: number;
  active: number;
  pending: number;
  error: number;
}

/**
 * Claims the domains whose next check is due (FOR UPDATE SKIP LOCKED, then pushes their
 * next_check_at past the lease, in one statement) so that several server processes never check
 * the same domain twice, then checks each and saves the result with its back-off.
 */
export async function runDueDomainChecks(
  db: Database,
  deps: DomainCheckDeps & { logger?: Logger },
  now: Date = new Date(),
  { limit = BATCH_SIZE }: { limit?: number } = {},
): Promise<DueChecksReport> {
  const due = db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(lte(siteDomains.nextCheckAt, now))
    .orderBy(asc(siteDomains.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(siteDomains)
    .set({ nextCheckAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(inArray(siteDomains.id, due), lte(siteDomains.nextCheckAt, now)))
    .returning();

  const report: DueChecksReport = { checked: 0, active: 0, pending: 0, error: 0 };
  const queue = [...claimed];
  async function worker() {
    for (let row = queue.shift(); row !== undefined; row = queue.shift()) await checkOne(row);
  }
  async function checkOne(row: SiteDomainRow) {
    try {
      const saved = await saveDomainCheck(db, deps, { row, now });
      if (!saved) return;
      report.checked += 1;
      report[saved.status] += 1;
    } catch (err) {
      // The lease runs out and the domain is picked up again later.
      deps.logger?.error({ err, domain: row.domain }, 'custom domain check failed');
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return report;
}

/**
 * Custom domains are re-checked by a job every 30 seconds (whichever process claims it): pending
 * ones with back-off, active ones daily (docs/decisions/036).
 */
export function registerDomainJobs(
  jobs: JobQueue,
  { db, sites, logger }: { db: Database; sites: Config['sites']; logger: Logger },
): void {
  const deps = { resolver: createDnsResolver(sites.dnsServers), sites, logger };
  jobs.handle('domains.check-due', async (_payload, { now }) => {
    const report = await runDueDomainChecks(db, deps, now);
    if (report.checked > 0) logger.info(report, 'custom domains checked');
  });
  jobs.schedule('domains.check-due', '*/30 * * * * *', {});
}
