import { onDomainsChanged } from '../../lib/domain-events.ts';
import { listActiveDomains } from './queries.ts';
import type { SiteHostContext } from './types.ts';

/** How often each app re-reads the active domains (another replica may have verified one). */
export const DOMAIN_REFRESH_MS = 30_000;

const refreshers = new Set<() => Promise<void>>();

/**
 * Re-read the active custom domains now (after a domain turns active, is removed, or its site is
 * removed). Resolves once every app in this process has the new list.
 */
export async function invalidateCustomDomains(): Promise<void> {
  await Promise.all([...refreshers].map((refresh) => refresh()));
}

/**
 * The site an active custom domain names (by lowercase hostname), or undefined, decided from
 * memory without a database call. The map is re-read at start, every DOMAIN_REFRESH_MS, on
 * invalidateCustomDomains() and on the domains module's change events.
 */
export function createCustomDomainMap({
  db,
  logger,
}: Pick<SiteHostContext, 'db' | 'logger'>): (hostname: string) => string | undefined {
  let domains = new Map<string, string>();
  let started = 0;
  let applied = 0;
  const refresh = async () => {
    const mine = ++started;
    try {
      const next = await listActiveDomains(db);
      // Reads can finish out of order: never replace a newer list with an older one.
      if (mine > applied) {
        domains = next;
        applied = mine;
      }
    } catch (err) {
      logger.warn({ err }, 'custom domains: could not read the active domains');
    }
  };
  refreshers.add(refresh);
  void refresh();
  // A domain verified or removed in this process is served (or not) from the next request on;
  // the read that follows confirms the list against the database.
  onDomainsChanged(({ domain, siteId, active }) => {
    const next = new Map(domains);
    if (active) next.set(domain.toLowerCase(), siteId);
    else next.delete(domain.toLowerCase());
    domains = next;
    applied = started; // reads already under way predate the change: their answer is dropped
    void refresh();
  });
  setInterval(() => void refresh(), DOMAIN_REFRESH_MS).unref();

  return (hostname) => (domains.size === 0 ? undefined : domains.get(hostname));
}
