// The posts module's face: what other modules may use (docs/decisions/014). Recreate Posts (slots)
// answers the site's posts in this module's shape.
export { selectPostRows } from './queries.ts';
export { RecreatePostsResponseSchema } from './schemas.ts';
export { postStatus, toBlogPost } from './service.ts';
