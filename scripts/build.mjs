// npm run build starts here, in plain JavaScript: it bundles scripts/build.ts with the project
// code and the packages it imports into one file in .cache/, then runs that with plain Node.
// Run through tsx instead, every import, each package's included, would pass through tsx's module
// hooks: about 1 s of a 4 s content rebuild of a 4,000-article site. Vite loads its own config the
// same way. The packages are inlined too (lib/nodeBundle.mjs INLINE_PACKAGES): loading the bundle
// took 0.36 s with their 600-odd modules left as imports against 0.17 s, on every build.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { esbuild } from '../lib/esbuild.mjs'
import { stampsHold, stampsOf } from '../lib/fileStamps.mjs'
import { INLINE_PACKAGES } from '../lib/nodeBundle.mjs'
import { BUILD_STATE_FILE, CONTENT_DIR, OUT_DIR } from '../lib/projectDirs.mjs'
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
  const { buildSync, stop } = esbuild()
  const { outputFiles, metafile } = buildSync({ ...INLINE_PACKAGES, entryPoints: ['scripts/build.ts'], metafile: true })
  const projectFiles = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/'))
  // Whole or not at all: a build started meanwhile never runs half a bundle.
  writeWhole(bundle, outputFiles[0].contents)
  writeWhole(stampsFile, JSON.stringify(stampsOf('.', [...LAUNCHER, ...projectFiles, path.relative('.', bundle)])))
  // esbuild's service would keep the 100 MB of this bundling through the content check, the build's
  // most crowded moment; the next bundling starts a new one.
  stop()
}
// glibc keeps the large blocks a process frees (the worker threads' messages, the caches read and
// written, the content sent to Vike) for reuse rather than give them back, and raises the size up to
// which it keeps them as it goes. A build from nothing (a fresh clone, CI without its cache) renders
// every page, and its build script, idle while Vike prerenders, still held about 130 MB of them at
// the two moments the build's processes together hold the most (4,000 articles: 1.12-1.18 GB
// against 1.23-1.31 GB at their peak). A fixed threshold gives such blocks back, but glibc reads it
// only as a process starts: such a build runs in a child Node given it, and this one waits for its
// end. Where it would gain little, the build runs here, sparing the child's start (54 ms): on a
// small site (the real one, 0.5 MB of content: 15 MB less, 3% more time), and in a build that
// updates a previous one (an editor's change, most builds: 8% of a rebuild after one edit). A full
// build over a previous one (code changed) runs here too: only the bundle can tell it apart.
const TUNED_FROM_BYTES = 2 * 1024 * 1024

/** Whether the content the check will read holds `bytes` or more, from the file system's listing (up to there). */
function contentHolds(bytes) {
  if (!fs.existsSync(CONTENT_DIR)) return false // the check will say so
  let total = 0
  for (const entry of fs.readdirSync(CONTENT_DIR, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size
    if (total >= bytes) return true
  }
  return false
}

const tuned =
  process.platform === 'linux' &&
  process.env.MALLOC_TRIM_THRESHOLD_ === undefined &&
  !fs.existsSync(path.join(OUT_DIR, BUILD_STATE_FILE)) &&
  contentHolds(TUNED_FROM_BYTES)
if (!tuned) await import(pathToFileURL(bundle).href)
else {
  const { spawn } = await import('node:child_process')
  const build = spawn(process.execPath, [...process.execArgv, bundle, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_TRIM_THRESHOLD_: String(128 * 1024) },
  })
  // Ctrl-C reaches both processes; a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => build.kill(signal))
  build.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal)
      process.kill(process.pid, signal)
    } else process.exitCode = code ?? 1
  })
}
