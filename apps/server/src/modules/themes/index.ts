// The themes module's face: what other modules and seed/ may use (docs/decisions/014).
export { createReview, setReviewStatus } from './reviews.ts';
export { idOrSlugParamSchema } from './schemas.ts';
export { themeHasDemo, verifiedPurchaseSql } from './queries/catalogue.ts';
export { hasInstallablePages } from './queries/templates.ts';
export { createTheme, findTheme, getTheme, listCreatorThemes, liveDemoUrl, type CreateThemeInput } from './service.ts';
export { ThemeSummarySchema } from './schemas.ts';
export {
  backfillThemeTemplates,
  draftTemplateRows,
  loadThemeTemplates,
  syncThemeTemplates,
  type ThemeTemplates,
} from './templates.ts';
