// npm run build starts here, in plain JavaScript: it bundles scripts/build.ts with the project
// code and the packages it imports into one file in .cache/, then runs that with plain Node.
// Run through tsx instead, every import, each package's included, would pass through tsx's module
// hooks: about 1 s of a 4 s content rebuild of a 4,000-article site. Vite loads its own config the
// same way. The packages are inlined too (lib/nodeBundle.mjs INLINE_PACKAGES): loading the bundle
// took 0.36 s with their 600-odd modules left as imports against 0.17 s, on every build.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { stampsHold, stampsOf } from '../lib/fileStamps.mjs'
import { INLINE_PACKAGES } from '../lib/nodeBundle.mjs'
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
  const { buildSync, stop } = await import('esbuild')
  const { outputFiles, metafile } = buildSync({ ...INLINE_PACKAGES, entryPoints: ['scripts/build.ts'], metafile: true })
  const projectFiles = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/'))
  // Whole or not at all: a build started meanwhile never runs half a bundle.
  writeWhole(bundle, outputFiles[0].contents)
  writeWhole(stampsFile, JSON.stringify(stampsOf('.', [...LAUNCHER, ...projectFiles, path.relative('.', bundle)])))
  // esbuild's service would keep the 100 MB of this bundling through the content check, the build's
  // most crowded moment; the next bundling starts a new one.
  stop()
}
await import(pathToFileURL(bundle).href)
