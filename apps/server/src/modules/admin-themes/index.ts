// The admin themes module's face (docs/decisions/014): spec 001 §2.7 themes, theme CMS, publishing;
// the theme CMS routes serve a developer's own themes too (issue 22, decision 030).
export { registerAdminThemeRoutes, themeImageBodyLimit } from './routes.ts';
export { registerThemeCmsRoutes, themeIdOf, type ThemeCmsCaller } from './cms-routes.ts';
export { getThemeCms, publishChanges, publishInTransaction } from './cms.ts';
export { installWorkingCopy } from './install-test.ts';
export { deleteAdminTheme, themeNotFound, toAdminTheme, type DeleteThemeRule } from './themes.ts';
export { themeParams } from './schemas.ts';
