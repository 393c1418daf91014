// The admin themes module's face (docs/decisions/014): spec 001 §2.7 themes, theme CMS, publishing.
export { registerAdminThemeRoutes, themeImageBodyLimit } from './routes.ts';
