import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { Logger } from '../../logger.ts';
import { mailAlert, postAlert } from './alert-delivery.ts';
import type { SecurityMonitor } from './monitor.ts';
import { pruneSecurityData } from './queries/prune.ts';
import { BUCKET_MS } from './event.ts';
import { findSpikes } from './spike.ts';

export interface SecurityJobDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'securityWebhookUrl'>;
  logger: Logger;
  mail: MailSender;
  monitor: SecurityMonitor;
}

/** The monitor's background work (docs/decisions/036): pruning, the spike rule, alert delivery. */
export function registerSecurityJobs(jobs: JobQueue, deps: SecurityJobDeps): void {
  jobs.handle('security.prune', async (_payload, { now }) => {
    const pruned = await pruneSecurityData(deps.db, now);
    deps.logger.debug(pruned, 'security monitor: pruned');
  });
  jobs.schedule('security.prune', '*/5 * * * *', {});

  jobs.handle('security.spike-check', async (_payload, { now }) => {
    for (const spike of await findSpikes(deps.db, now)) {
      await deps.monitor.record({
        type: 'event_spike',
        // At the end of the bucket it judged: the detection belongs to that window.
        at: new Date(spike.bucketStart.getTime() + BUCKET_MS - 1),
        details: `${spike.count} ${spike.type} events in 5 minutes (6-hour mean ${spike.mean.toFixed(1)}, z ${Number.isFinite(spike.z) ? spike.z.toFixed(1) : '∞'})`,
        metadata: {
          type: spike.type,
          bucketStart: spike.bucketStart.toISOString(),
          count: spike.count,
          mean: spike.mean,
          stddev: spike.stddev,
          z: Number.isFinite(spike.z) ? spike.z : null,
        },
      });
    }
  });
  // A minute past each period: the bucket it judges is complete.
  jobs.schedule('security.spike-check', '1-59/5 * * * *', {});

  jobs.handle('security.alert-mail', ({ alertId }) => mailAlert(deps, alertId));
  jobs.handle('security.alert-webhook', ({ alertId }) => postAlert(deps, alertId));
}
