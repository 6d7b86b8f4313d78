// npm run build starts here, in plain JavaScript: it bundles scripts/build.ts with the project
// code and the packages it imports into one file in .cache/, then runs that with plain Node.
// Run through tsx instead, every import, each package's included, would pass through tsx's module
// hooks: about 1 s of a 4 s content rebuild of a 4,000-article site. Vite loads its own config the
// same way. The packages are inlined too: Node resolves and opens the 600-odd ES modules they come
// in (zod alone is 95) one by one, and loading the bundle took 0.36 s with them left as imports
// against 0.17 s inlined, on every build.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { stampsHold, stampsOf } from '../lib/fileStamps.mjs'
import { NODE_BUNDLE } from '../lib/nodeBundle.mjs'
import { writeWhole } from '../lib/writeWhole.mjs'

// A production build whatever the shell says: Vite keeps a NODE_ENV it finds set (Vitest sets
// 'test'), and would then build the server bundle with React's development JSX. Set here, before
// the build script's settings (lib/settings.ts) are read, and inherited by `vike build`.
process.env.NODE_ENV = 'production'

const outDir = path.resolve('.cache', 'build-script')
const bundle = path.join(outDir, 'build.mjs')
/** The stamps (lib/fileStamps.mjs) of the files the bundle was made from, and of the bundle itself. */
const stampsFile = path.join(outDir, 'stamps.json')
// What shapes the bundle besides the project files esbuild reads: this launcher, the bundle
// options, the TypeScript settings, and the installed packages, which npm records in
// node_modules/.package-lock.json on every install (a stamp of each package file would be 600
// more stats per build).
const LAUNCHER = ['scripts/build.mjs', 'lib/nodeBundle.mjs', 'tsconfig.json', 'node_modules/.package-lock.json']

/**
 * Packages left as imports: those whose modules the build shares with code it loads (Vite, Vike and
 * React, which the last build's server bundle imports), those with native parts or that read files
 * beside their own (esbuild, sharp, resvg, the dictionary), and Tailwind's, which only `vike build` loads.
 */
const EXTERNAL = ['esbuild', 'vite', 'vike', 'react', 'react-dom', 'sharp', '@resvg/*', 'dictionary-en-au', 'lightningcss', 'tailwindcss', '@tailwindcss/*']
/** CommonJS packages inlined into an ES module still call require() for Node's own modules. */
const REQUIRE = `import { createRequire as launcherRequire } from 'node:module'; const require = launcherRequire(import.meta.url);`

/**
 * Whether the bundle of the last run is still the one esbuild would make: every file it came from
 * has the size and modification time it had then. Bundling takes about 0.3 s of a content rebuild
 * (more CPU in esbuild's own process); checking takes a stat per file.
 */
function bundleIsCurrent() {
  try {
    return stampsHold('.', JSON.parse(fs.readFileSync(stampsFile, 'utf8')))
  } catch {
    return false // no stamps yet, or unreadable ones: bundle again
  }
}

if (!bundleIsCurrent()) {
  // Loaded only to bundle: most builds run the bundle they find.
  const { buildSync } = await import('esbuild')
  const { outputFiles, metafile } = buildSync({ ...NODE_BUNDLE, packages: undefined, external: EXTERNAL, banner: { js: REQUIRE }, entryPoints: ['scripts/build.ts'], metafile: true })
  const projectFiles = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/'))
  // Whole or not at all: a build started meanwhile never runs half a bundle.
  writeWhole(bundle, outputFiles[0].contents)
  writeWhole(stampsFile, JSON.stringify(stampsOf('.', [...LAUNCHER, ...projectFiles, path.relative('.', bundle)])))
}
await import(pathToFileURL(bundle).href)
