// The library module's face: what other modules may use (docs/decisions/014).
export { incrementThemeDownloads, insertLibraryEntry, isThemeInLibrary, removeLibraryEntry } from './queries.ts';
