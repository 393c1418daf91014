// The editor module's face (docs/decisions/014): the helper script's route and header name.
export { HELPER_VERSION_HEADER, registerEditorHelper } from './routes.ts';
