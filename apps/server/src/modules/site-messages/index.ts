// The site-messages module's face: what other modules may use (docs/decisions/014).
export { receiveSiteMessage } from './service.ts';
export { registerSiteMessageRoutes } from './routes.ts';
