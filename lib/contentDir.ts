// Where the editors' text and data live, relative to the project's root. Apart from settings.ts
// (which re-exports it) because the web editor's browser app needs it too, and settings.ts reads
// the process's environment as it loads.
export { CONTENT_DIR } from './projectDirs.mjs'
