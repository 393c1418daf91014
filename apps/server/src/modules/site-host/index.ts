// The site host's face: what other modules may use (docs/decisions/014).
export {
  loadThemePreview,
  renderEveryPage,
  renderSitePages,
  renderThemePreview,
  siteAnswers,
  type RenderedSitePage,
} from './theme-preview.ts';
export type { SiteContent } from './render-types.ts';
export { toSitePage, toSitePost } from './content-rows.ts';
export { resolveDesign, siteStylesheet } from './render-style.ts';
