// The query-key roots that more than one feature reads or refreshes, declared once: TanStack Query
// matches keys by prefix, so a write in one feature refreshes what another shows under the same root.
// A key only one feature uses stays in that feature's api.ts, built on these roots where it nests.

export const queryKeys = {
  /** The storefront's theme answers (lists, details): a store's rename changes their 'by {store}' line. */
  themes: { all: ['themes'] as const },
  /** The account's theme library: the portal's library card, the slots' theme picker, a theme page's status. */
  library: {
    all: ['library'] as const,
    account: (accountId: string) => ['library', 'account', accountId] as const,
    status: (idOrSlug: string, accountId: string | null) => ['library', 'status', idOrSlug, accountId] as const,
  },
  /** An account's site slots (the portal and the content manager) and, under each site, its content. */
  slots: {
    account: (accountId: string) => ['slots', accountId] as const,
    site: (accountId: string, slotId: string) => ['slots', accountId, slotId] as const,
  },
  /** Everything billing shows for an account: the billing page and the portal's plan card. */
  billing: {
    account: (accountId: string) => ['billing', accountId] as const,
  },
};
