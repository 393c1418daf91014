// The seller-profile module's face (docs/decisions/014): the developer's store (issue 22).
export { registerSellerProfileRoutes } from './routes.ts';
export { createStore, findPublicDeveloper } from './service.ts';
export { selectSitemapStores } from './queries.ts';
