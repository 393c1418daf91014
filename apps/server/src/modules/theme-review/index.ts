// The theme review module's face (issue 22, docs/decisions/030): a developer's My Themes and
// submissions, the admin's review queue, a theme's public changelog.
export { registerThemeReviewRoutes } from './routes.ts';
export { runThemeCheck } from './checks.ts';
