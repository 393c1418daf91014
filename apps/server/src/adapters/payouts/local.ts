import type { PayoutProvider } from './types.ts';

/** The embedded default: a ledger an admin settles in the back office (batch, reference, paid). */
export function createLocalPayoutProvider(): PayoutProvider {
  return {
    name: 'local',
    onboardingLink: () => Promise.resolve(null),
    accountStatus: () => Promise.resolve({ externalAccountId: null, detailsSubmitted: true, payoutsEnabled: true }),
    transfer: () => Promise.resolve(null),
    findTransfer: () => Promise.resolve(null),
  };
}
