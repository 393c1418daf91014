// The storefront's pages (spec 001 §2.1), part of WEB_PATHS (web-paths.ts) and apart from it: the
// storefront's first script (its route table, its footer, its cards' seller links) takes only these.
// A module of their own, since a shared chunk takes a module whole: in web-paths.ts they brought the
// app's whole table into the home page's script (decision 046, stop 39).
export const STOREFRONT_WEB_PATHS = {
  home: '/',
  themes: '/themes',
  theme: '/themes/:slug',
  forDevelopers: '/for-developers',
  pricing: '/pricing',
  cart: '/cart',
  terms: '/terms',
  // A developer's public store page (issue 22); an unknown slug is answered with 404 by the server.
  developer: '/developers/:slug',
} as const;

/** The public page of a store. */
export function developerPagePath(slug: string): string {
  return `/developers/${encodeURIComponent(slug)}`;
}
