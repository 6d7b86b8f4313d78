// One hash over files and folders of a project, for the fingerprints that tell whether cached or
// built output is still right (lib/content/hashCache.ts, lib/build/incremental/).
import { createHash, type Hash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { stampsHold, stampsOf, type Stamp } from './fileStamps.mjs'
import { NODE_BUNDLE } from './nodeBundle.mjs'
import { writeWhole } from './writeWhole.mjs'

/**
 * Hashes each entry (a file, or every file of a folder, in name order) by its path relative to
 * `root` and its bytes; missing entries add nothing. `hash` may carry what was fed to it already;
 * `skip` leaves out files by relative path.
 */
export function hashFiles(root: string, entries: string[], hash: Hash = createHash('sha1'), skip = (_relative: string) => false): string {
  for (const entry of entries) {
    const full = path.join(root, entry)
    const files = !fs.existsSync(full) ? [] : fs.statSync(full).isDirectory() ? listFiles(full) : [full]
    for (const file of files) {
      const relative = path.relative(root, file)
      if (!skip(relative)) hash.update(`\0${relative}\0`).update(fs.readFileSync(file))
    }
  }
  return hash.digest('base64url')
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
}

/**
 * What says which versions of the packages are installed: the lock file, and npm's own record of
 * what node_modules holds (it differs from the lock file when someone installed without saving).
 */
export const LOCK_FILES = ['package-lock.json', 'node_modules/.package-lock.json']

/** A module bundled with the project files it imports (packages stay imports), and its fingerprint. */
export interface BundledModule {
  /** Hash of the module's own file and every project file it imports, and of the installed packages' versions. */
  fingerprint: string
  /** The bundle as an ES module, to run where TypeScript cannot be loaded (a worker thread). */
  code: Uint8Array
}

const bundles = new Map<string, BundledModule>()

/**
 * esbuild, loaded when a module must be bundled: a build whose fingerprints all hold (their stamps
 * unchanged) bundles nothing, and a content rebuild is then spared loading it.
 */
export const esbuild = () => createRequire(import.meta.url)('esbuild') as typeof import('esbuild')

/**
 * Bundles a module with esbuild, once per process: the project files it imports are found by
 * esbuild (a new import counts without anyone listing it), and caches of that module's results
 * are right exactly as long as the fingerprint holds.
 */
export function bundleModule(root: string, entry: string): BundledModule {
  const key = path.resolve(root, entry)
  let bundle = bundles.get(key)
  if (!bundle) {
    const { metafile, outputFiles } = esbuild().buildSync({ ...NODE_BUNDLE, entryPoints: [entry], absWorkingDir: root, metafile: true })
    const files = [...Object.keys(metafile.inputs).sort(), ...LOCK_FILES]
    bundle = { fingerprint: hashFiles(root, files), code: outputFiles[0]!.contents }
    bundles.set(key, bundle)
    fingerprints.set(key, bundle.fingerprint)
    recordFingerprint(root, entry, { fingerprint: bundle.fingerprint, stamps: stampsOf(root, files) })
  }
  return bundle
}

/** A module's fingerprint, and the stamps of the files it was computed from. */
interface KnownFingerprint {
  fingerprint: string
  stamps: Stamp[]
}

const fingerprints = new Map<string, string>()
const FINGERPRINTS_FILE = path.join('.cache', 'code-fingerprints.json')
const readFingerprints = (root: string): Record<string, KnownFingerprint> => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, FINGERPRINTS_FILE), 'utf8')) as Record<string, KnownFingerprint>
  } catch {
    return {} // none yet, or unreadable: each is computed again
  }
}

function recordFingerprint(root: string, entry: string, known: KnownFingerprint): void {
  try {
    writeWhole(path.join(root, FINGERPRINTS_FILE), JSON.stringify({ ...readFingerprints(root), [entry]: known }))
  } catch {
    // A read-only project: the fingerprint is computed again next time.
  }
}

/**
 * bundleModule's fingerprint, without bundling while every file of the last bundle keeps its size
 * and modification time (lib/fileStamps.mjs): a build asks for several, each an esbuild run of
 * tens of milliseconds, and reading and hashing their files and the lock files.
 */
export function codeFingerprint(root: string, entry: string): string {
  const key = path.resolve(root, entry)
  let fingerprint = fingerprints.get(key)
  if (fingerprint === undefined) {
    const known = readFingerprints(root)[entry]
    fingerprint = known && stampsHold(root, known.stamps) ? known.fingerprint : bundleModule(root, entry).fingerprint
    fingerprints.set(key, fingerprint)
  }
  return fingerprint
}
