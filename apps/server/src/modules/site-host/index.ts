// The site host's face: what other modules may use (docs/decisions/014).
export { loadThemePreview, renderEveryPage, renderThemePreview } from './theme-preview.ts';
export { toSitePage, toSitePost } from './content-rows.ts';
export { resolveDesign, siteStylesheet } from './render-style.ts';
