// The editor module's face (docs/decisions/014): the helper script's route and header name, and
// the internal test pages' switch (absent in production).
export { HELPER_VERSION_HEADER, registerEditorHelper } from './routes.ts';
export { EDITOR_TEST_PAGES, registerEditorTestPages } from './test-pages.ts';
