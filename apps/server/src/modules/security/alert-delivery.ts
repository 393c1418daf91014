import type { MailSender } from '../../adapters/mail/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { selectAdminEmails, selectAlert, type SecurityAlert } from './queries/alerts.ts';
import { ADMIN_SECURITY_PATH, alertMail } from './emails.ts';

export interface AlertDeliveryDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'securityWebhookUrl'>;
  mail: MailSender;
  fetch?: typeof fetch;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** Mails a new alert to every platform admin (a failure throws: the queue retries). */
export async function mailAlert(deps: AlertDeliveryDeps, alertId: string): Promise<number> {
  const alert = await selectAlert(deps.db, alertId);
  if (!alert) return 0;
  const admins = await selectAdminEmails(deps.db);
  for (const email of admins) await deps.mail.send(alertMail({ to: email, alert, publicUrl: deps.config.publicUrl }));
  return admins.length;
}

/** The webhook's JSON body. */
export function webhookBody(alert: SecurityAlert, publicUrl: string) {
  return {
    id: alert.id,
    rule: alert.rule,
    severity: alert.severity,
    summary: alert.summary,
    evidence: alert.evidence,
    firstSeenAt: alert.firstSeenAt.toISOString(),
    url: `${publicUrl}${ADMIN_SECURITY_PATH}`,
  };
}

/** POSTs a new alert to SECURITY_WEBHOOK_URL; an answer other than 2xx, or no answer, throws so the queue retries with back-off. */
export async function postAlert(deps: AlertDeliveryDeps, alertId: string): Promise<void> {
  const url = deps.config.securityWebhookUrl;
  const alert = url ? await selectAlert(deps.db, alertId) : null;
  if (!url || !alert) return;
  const response = await (deps.fetch ?? fetch)(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'Themeport security monitor' },
    body: JSON.stringify(webhookBody(alert, deps.config.publicUrl)),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'manual',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`security webhook answered ${response.status}`);
}
