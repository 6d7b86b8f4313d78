// Where a project's content is and where a build writes, in plain JavaScript: the build launcher
// (scripts/build.mjs) reads them before TypeScript loads, and lib/settings.ts and lib/contentDir.ts
// hand them to the rest of the project.

/** Where the editors' text and data live. */
export const CONTENT_DIR = 'content'
/** Vite's and Vike's output: client/ is the site, the rest is for the next build. */
export const OUT_DIR = 'dist'
/** In dist/, outside client/ (so never deployed): what a build leaves for the next one. */
export const BUILD_STATE_FILE = 'build-state.json'
