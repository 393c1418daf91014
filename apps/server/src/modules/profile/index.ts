// The profile module's face (docs/decisions/014): the signed-in person's name, avatar, sessions and sign-in history.
export { avatarUploadBodyLimit, registerProfileRoutes } from './routes.ts';
export { registerSignInRoutes } from './sign-in-routes.ts';
