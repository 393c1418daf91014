// Danger Zone (spec 001 §2.2, owner only): the account deleted for real. In order: the provider
// stops charging (subscriptions cancelled now, open checkouts closed) before anything is removed,
// so a failure there leaves the account whole; then the rows go in one transaction (every account
// table cascades from accounts); then, after the commit, the site host stops serving its sites and
// domains, the stored images and site repositories are removed and every member is told by mail.
import { rm } from 'node:fs/promises';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { ACCOUNT_SETTINGS_TEXT } from '@themeport/core';
import type { MailMessage, MailSender } from '../../adapters/mail/index.ts';
import type { PaymentProvider } from '../../adapters/payments/index.ts';
import { repositoryDir } from '../../adapters/sites/local.ts';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  accountUsers,
  accounts,
  billingSubscriptions,
  checkoutSessions,
  mediaFiles,
  profiles,
  siteDomains,
  sites,
  users,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditContext } from '../../lib/audit.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailDocument, mailHeading } from '../../lib/mail-layout.ts';
import type { Logger } from '../../logger.ts';
import { notifyDomainsChanged, notifySiteChanged } from '../../lib/domain-events.ts';

export interface DeleteAccountDeps {
  db: Database;
  config: Pick<Config, 'reposDir'>;
  payments: PaymentProvider;
  storage: StorageAdapter;
  mail: MailSender;
  logger: Logger;
}

const notFound = () => new AppError('NOT_FOUND', 404, 'Account not found');

function deletedMail(to: string, accountName: string, deletedBy: string): MailMessage {
  const subject = `The account ${accountName} was deleted`;
  const text =
    `${deletedBy} deleted the Themeport account ${accountName}. Its sites are no longer online, ` +
    `its subscription is cancelled and its data has been removed. Your own sign-in and any other ` +
    `accounts you belong to are not affected.\n`;
  const html = mailDocument(
    subject,
    `${mailHeading(subject)}
<p style="margin:0 0 16px">${escapeHtml(deletedBy)} deleted the Themeport account <strong>${escapeHtml(accountName)}</strong>.
Its sites are no longer online, its subscription is cancelled and its data has been removed.</p>
<p style="margin:0;font-size:14px;color:#475569">Your own sign-in and any other accounts you belong to are not affected.</p>`,
  );
  return { to, subject, html, text, type: 'account_deleted', templateId: 'account_deleted' };
}

/**
 * Deletes the account after the typed name matched (exactly, outer spaces aside). The same request
 * twice cancels each subscription once (one idempotency key per subscription); the second finds
 * no account (404).
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  {
    accountId,
    userId,
    confirmName,
    audit,
  }: { accountId: string; userId: string; confirmName: string; audit: AuditContext },
): Promise<void> {
  const { db, payments, logger } = deps;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw notFound();
  if (confirmName.trim() !== account.name)
    throw new AppError('VALIDATION_ERROR', 400, ACCOUNT_SETTINGS_TEXT.deleteNameMismatch, {
      confirmName: ACCOUNT_SETTINGS_TEXT.deleteNameMismatch,
    });

  // 1. The provider stops charging first: a failure here (502) leaves everything in place.
  const live = await db
    .select({ id: billingSubscriptions.id, providerSubscriptionId: billingSubscriptions.providerSubscriptionId })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.accountId, accountId), ne(billingSubscriptions.status, 'canceled')));
  const openCheckouts = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.accountId, accountId), eq(checkoutSessions.status, 'open')));
  try {
    for (const subscription of live)
      await payments.cancelSubscriptionNow({
        providerSubscriptionId: subscription.providerSubscriptionId,
        idempotencyKey: `account-delete:${subscription.id}`,
      });
    for (const session of openCheckouts) await payments.expireCheckoutSession({ sessionId: session.id });
  } catch (err) {
    logger.error({ err, accountId }, 'account delete: the payment provider refused the cancellation');
    throw new AppError('PAYMENT_SERVICE_UNAVAILABLE', 502, ACCOUNT_SETTINGS_TEXT.deleteFailed);
  }

  // 2. What must be cleaned up outside the database, read before the rows go.
  const members = await db
    .select({ email: users.email, userId: users.id })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId));
  const deleter = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const removed = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!locked) throw notFound();
    const siteRows = await tx.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
    const domains = siteRows.length
      ? await tx
          .select({ domain: siteDomains.domain, siteId: siteDomains.siteId })
          .from(siteDomains)
          .where(
            inArray(
              siteDomains.siteId,
              siteRows.map((site) => site.id),
            ),
          )
      : [];
    const media = await tx
      .select({ key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(eq(mediaFiles.accountId, accountId));
    // The entry outlives the account: its account_id becomes null, resource_id keeps the id.
    await writeAudit(tx, audit, {
      actionType: 'delete',
      resourceType: 'account',
      resourceId: accountId,
      resourceName: account.name,
      accountId,
      metadata: {
        plan: account.plan,
        members: members.length,
        sites: siteRows.length,
        subscriptionsCancelled: live.length,
      },
    });
    await tx.delete(accounts).where(eq(accounts.id, accountId));
    // Members left without any account go through onboarding again, which makes them a workspace.
    for (const member of members) {
      const [other] = await tx
        .select({ id: accountUsers.accountId })
        .from(accountUsers)
        .where(eq(accountUsers.userId, member.userId))
        .limit(1);
      if (!other)
        await tx
          .update(profiles)
          .set({ onboardingCompletedAt: null, updatedAt: new Date() })
          .where(eq(profiles.userId, member.userId));
    }
    return { siteIds: siteRows.map((site) => site.id), domains, mediaKeys: media.map((row) => row.key) };
  });

  // 3. After the commit: nothing of the account is served, stored or left unannounced.
  for (const siteId of removed.siteIds) notifySiteChanged(siteId);
  for (const { domain, siteId } of removed.domains) notifyDomainsChanged({ domain, siteId, active: false });
  const cleanups = [
    ...removed.mediaKeys.map((key) => deps.storage.delete(key)),
    ...removed.siteIds.map((siteId) =>
      rm(repositoryDir(deps.config.reposDir, siteId), { recursive: true, force: true }),
    ),
  ];
  for (const result of await Promise.allSettled(cleanups))
    if (result.status === 'rejected') logger.warn({ err: result.reason, accountId }, 'account delete: a file stayed');
  const by = deleter[0]?.name || deleter[0]?.email || 'The owner';
  for (const member of members) {
    try {
      await deps.mail.send(deletedMail(member.email, account.name, by));
    } catch (err) {
      logger.warn({ err, accountId }, 'account delete: a member could not be mailed');
    }
  }
}
