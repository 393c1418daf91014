import { SECURITY_RULES } from '@themeport/core';
import { hasActiveBlock } from './blocks.ts';
import { detectOnce, type SecurityEngine } from './engine.ts';
import { deviceName } from './device.ts';
import { newAdminDeviceMail, successAfterFailuresMail } from './emails.ts';
import { selectEarlierSignIns, selectUserEmail, selectUserRole } from './queries/users.ts';
import { countDistinctInWindow, countInWindow, distinctInWindow, latestInWindow } from './queries/window.ts';
import type { RecordedEvent } from './event.ts';
import { sameNetwork } from './networks.ts';

const minutes = (ms: number) => Math.round(ms / 60_000);

/** spec 001 §9: more than 5 failed sign-ins from one IP in 5 minutes → brute_force (high), and the IP is blocked. */
export async function detectBruteForce(engine: SecurityEngine, event: RecordedEvent) {
  const { ip, createdAt: at } = event;
  if (!ip) return;
  const { failures, windowMs } = SECURITY_RULES.bruteForce;
  await detectOnce(engine, { type: 'brute_force', key: { ip }, at, onceWithinMs: windowMs }, async (tx) => {
    const n = await countInWindow(tx, { type: 'sign_in_failure', key: { ip }, at, windowMs });
    if (n <= failures || (await hasActiveBlock(tx, ip, at))) return null;
    return {
      ip,
      details: `${n} failed sign-ins from ${ip} in ${minutes(windowMs)} minutes`,
      metadata: { failures: n, windowMinutes: minutes(windowMs) },
    };
  });
}

/** Ours: one IP failing for at least 10 different e-mails in 10 minutes → credential_stuffing (critical), blocked. */
export async function detectCredentialStuffing(engine: SecurityEngine, event: RecordedEvent) {
  const { ip, createdAt: at } = event;
  if (!ip) return;
  const { accounts, windowMs } = SECURITY_RULES.credentialStuffing;
  await detectOnce(engine, { type: 'credential_stuffing', key: { ip }, at, onceWithinMs: windowMs }, async (tx) => {
    const n = await countDistinctInWindow(tx, { type: 'sign_in_failure', key: { ip }, at, windowMs }, 'subject');
    if (n < accounts) return null;
    return {
      ip,
      details: `${ip} failed to sign in to ${n} different accounts in ${minutes(windowMs)} minutes`,
      metadata: { accounts: n, windowMinutes: minutes(windowMs) },
    };
  });
}

/** spec 001 §9: more than 3 different IPs failing for one e-mail in 15 minutes → distributed_attack (critical); each IP is blocked. */
export async function detectDistributedAttack(engine: SecurityEngine, event: RecordedEvent) {
  const { subject, createdAt: at } = event;
  if (!subject) return;
  const { ips: limit, windowMs } = SECURITY_RULES.distributedAttack;
  await detectOnce(engine, { type: 'distributed_attack', key: { subject }, at, onceWithinMs: windowMs }, async (tx) => {
    const ips = await distinctInWindow(tx, { type: 'sign_in_failure', key: { subject }, at, windowMs }, 'ip');
    if (ips.length <= limit) return null;
    return {
      subject,
      userId: event.userId,
      details: `${ips.length} different IPs failed to sign in as ${subject} in ${minutes(windowMs)} minutes`,
      metadata: { ips: ips.slice(0, 100), ipCount: ips.length, windowMinutes: minutes(windowMs) },
    };
  });
}

/**
 * Ours (ASVS 6.3.4): a success after at least 5 failures for the e-mail in 15 minutes (counted since
 * its previous success) → success_after_failures, and the user is asked 'was this you?'.
 */
export async function detectSuccessAfterFailures(engine: SecurityEngine, event: RecordedEvent) {
  const { createdAt: at, userId } = event;
  const email = userId ? await selectUserEmail(engine.db, userId) : null;
  const subject = event.subject ?? email?.toLowerCase() ?? null;
  if (!subject) return;
  const { failures, windowMs } = SECURITY_RULES.successAfterFailures;
  const detected = await detectOnce(
    engine,
    { type: 'success_after_failures', key: { subject }, at, onceWithinMs: 0 },
    async (tx) => {
      const before = new Date(at.getTime() - 1);
      const previous = await latestInWindow(tx, {
        type: 'sign_in_success',
        key: userId ? { userId } : { subject },
        at: before,
        windowMs,
      });
      const since = previous ? Math.min(windowMs, at.getTime() - previous.createdAt.getTime()) : windowMs;
      const n = await countInWindow(tx, { type: 'sign_in_failure', key: { subject }, at, windowMs: since });
      if (n < failures) return null;
      return {
        subject,
        userId,
        ip: event.ip,
        userAgent: event.userAgent,
        details: `${subject} signed in after ${n} failed attempts`,
        metadata: { failures: n, windowMinutes: minutes(windowMs) },
      };
    },
  );
  if (detected && email)
    await engine.mail.send(
      successAfterFailuresMail({
        to: email,
        failures: Number(detected.metadata.failures),
        event,
        publicUrl: engine.config.publicUrl,
      }),
    );
}

/**
 * Ours: a platform admin's sign-in from a device, an IP network (/24, IPv6 /48) or a country (when
 * the proxy names it: TRUSTED_COUNTRY_HEADER) none of their earlier successes came from →
 * new_admin_device, and the admin is mailed. Their first sign-in has nothing to compare with and
 * raises nothing; a country counts only against earlier sign-ins whose country is known.
 */
export async function detectNewAdminDevice(engine: SecurityEngine, event: RecordedEvent) {
  const { userId, createdAt: at } = event;
  if (!userId) return;
  const profile = await selectUserRole(engine.db, userId);
  if (profile?.role !== 'admin') return;
  const earlier = await selectEarlierSignIns(engine.db, userId, at);
  if (earlier.length === 0) return;
  const device = deviceName(event.userAgent);
  const isNewDevice = !earlier.some((row) => row.device === device);
  const isNewNetwork = event.ip !== null && !earlier.some((row) => row.ip !== null && sameNetwork(row.ip, event.ip!));
  const country = typeof event.metadata.country === 'string' ? event.metadata.country : null;
  const knownCountries = earlier.flatMap((row) => (row.country ? [row.country] : []));
  const isNewCountry = country !== null && knownCountries.length > 0 && !knownCountries.includes(country);
  if (!isNewDevice && !isNewNetwork && !isNewCountry) return;
  const what = isNewCountry ? `country (${country})` : isNewDevice ? 'device' : 'network';
  const detected = await detectOnce(
    engine,
    { type: 'new_admin_device', key: { userId }, at, onceWithinMs: 0 },
    async () => ({
      userId,
      ip: event.ip,
      userAgent: event.userAgent,
      details: `Admin sign-in from a new ${what}: ${device || 'unknown device'}, ${event.ip ?? 'unknown IP'}`,
      metadata: { device, country, isNewDevice, isNewNetwork, isNewCountry },
    }),
  );
  if (detected)
    await engine.mail.send(
      newAdminDeviceMail({ to: profile.email, device, event, publicUrl: engine.config.publicUrl }),
    );
}
