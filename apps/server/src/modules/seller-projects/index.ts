// The seller-projects module's face (docs/decisions/014, 032): its routes for app.ts.
export { registerClientProjectRoutes } from './client-routes.ts';
export { registerDeveloperProjectRoutes } from './routes.ts';
