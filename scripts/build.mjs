// npm run build starts here, in plain JavaScript: it bundles scripts/build.ts with the project
// code it imports (packages stay outside) into one file in .cache/, then runs that with plain Node.
// Run through tsx instead, every import, each package's included, would pass through tsx's module
// hooks: about 1 s of a 4 s content rebuild of a 4,000-article site. Vite loads its own config the
// same way.
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
// What shapes the bundle besides the files esbuild reads: this launcher, the bundle options, the
// TypeScript settings and esbuild's version.
const LAUNCHER = ['scripts/build.mjs', 'lib/nodeBundle.mjs', 'tsconfig.json', 'node_modules/esbuild/package.json']

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
  const { outputFiles, metafile } = buildSync({ ...NODE_BUNDLE, entryPoints: ['scripts/build.ts'], metafile: true })
  // Whole or not at all: a build started meanwhile never runs half a bundle.
  writeWhole(bundle, outputFiles[0].contents)
  writeWhole(stampsFile, JSON.stringify(stampsOf('.', [...LAUNCHER, ...Object.keys(metafile.inputs), path.relative('.', bundle)])))
}
await import(pathToFileURL(bundle).href)
