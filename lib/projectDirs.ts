// Where a project's content is and where a build writes, apart from settings.ts (which re-exports
// them): the web editor's browser app reads the content folder's name without settings.ts, which
// reads the process's environment as it loads.

/** Where the editors' text and data live. */
export const CONTENT_DIR = 'content'
/** Vite's and Vike's output: client/ is the site, the rest is for the next build. */
export const OUT_DIR = 'dist'
/** In dist/, outside client/ (so never deployed): what a build leaves for the next one. */
export const BUILD_STATE_FILE = 'build-state.json'
