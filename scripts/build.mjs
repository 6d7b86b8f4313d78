// npm run build starts here, in plain JavaScript: it bundles scripts/build.ts with the project
// code it imports (packages stay outside) into one file in .cache/, then runs that with plain Node.
// Run through tsx instead, every import, each package's included, would pass through tsx's module
// hooks: about 1 s of a 4 s content rebuild of a 4,000-article site. Vite loads its own config the
// same way.
import { buildSync } from 'esbuild'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { NODE_BUNDLE } from '../lib/nodeBundle.mjs'

// A production build whatever the shell says: Vite keeps a NODE_ENV it finds set (Vitest sets
// 'test'), and would then build the server bundle with React's development JSX. Set here, before
// the build script's settings (lib/settings.ts) are read, and inherited by `vike build`.
process.env.NODE_ENV = 'production'

const outDir = path.resolve('.cache', 'build-script')
const bundle = path.join(outDir, 'build.mjs')
/** Each file the bundle was made from, with its size and modification time, and the bundle's own. */
const inputsFile = path.join(outDir, 'inputs.json')
// What shapes the bundle besides the files esbuild reads: this launcher, the bundle options, the
// TypeScript settings and esbuild's version.
const LAUNCHER = ['scripts/build.mjs', 'lib/nodeBundle.mjs', 'tsconfig.json', 'node_modules/esbuild/package.json']

const statOf = (file) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false })
  return stat ? [file, stat.size, stat.mtimeMs] : [file, -1, 0]
}

/**
 * Whether the bundle of the last run is still the one esbuild would make: every file it came from
 * has the size and modification time it had then. Bundling takes about 0.3 s of a content rebuild
 * (more CPU in esbuild's own process); checking takes a stat per file.
 */
function bundleIsCurrent() {
  try {
    const saved = JSON.parse(fs.readFileSync(inputsFile, 'utf8'))
    return saved.every(([file, size, time]) => {
      const [, nowSize, nowTime] = statOf(file)
      return nowSize === size && nowTime === time
    })
  } catch {
    return false // no record yet, or an unreadable one: bundle again
  }
}

if (!bundleIsCurrent()) {
  const { outputFiles, metafile } = buildSync({ ...NODE_BUNDLE, entryPoints: ['scripts/build.ts'], metafile: true })
  fs.mkdirSync(outDir, { recursive: true })
  // Through a temporary file, so that a build started meanwhile never runs half a bundle.
  const temporary = `${bundle}.${process.pid}.tmp`
  fs.writeFileSync(temporary, outputFiles[0].contents)
  fs.renameSync(temporary, bundle)
  const inputs = [...LAUNCHER, ...Object.keys(metafile.inputs), bundle].map(statOf)
  fs.writeFileSync(temporary, JSON.stringify(inputs))
  fs.renameSync(temporary, inputsFile)
}
await import(pathToFileURL(bundle).href)
