// The profile module's face (docs/decisions/014): the signed-in person's name, avatar and sessions.
export { avatarUploadBodyLimit, registerProfileRoutes } from './routes.ts';
