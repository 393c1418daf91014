// The media module's face (docs/decisions/014): uploaded images of an account, the Library tab.
export { MEDIA_UPLOAD_RATE_LIMIT, mediaUploadBodyLimit, registerMediaRoutes } from './routes.ts';
export { assertLibraryImages, listMedia, toMediaFile, tooLarge, type MediaDeps } from './service.ts';
export { detectImage } from './detect.ts';
