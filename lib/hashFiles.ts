// One hash over files and folders of a project, for the fingerprints that tell whether cached or
// built output is still right (lib/content/hashCache.ts, lib/build/incremental/).
import type { Metafile } from 'esbuild'
import { createHash, type Hash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { esbuild } from './esbuild.mjs'
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

/**
 * A module's fingerprint from a bundle of it: the hash of its own file and every project file it
 * imports, which esbuild finds (a new import counts without anyone listing it), and of the
 * installed packages' versions (the lock files). Whether the bundle carries its packages or leaves
 * them as imports, its project files are the same. Kept for this process, where the first one
 * found counts, and recorded with the files' stamps for the next (knownFingerprint).
 */
export function fingerprintFromBundle(root: string, entry: string, metafile: Metafile): string {
  const key = path.resolve(root, entry)
  let fingerprint = fingerprints.get(key)
  if (fingerprint === undefined) {
    const files = [...Object.keys(metafile.inputs).filter((file) => !file.split('/').includes('node_modules')).sort(), ...LOCK_FILES]
    fingerprint = hashFiles(root, files)
    fingerprints.set(key, fingerprint)
    recordFingerprint(root, entry, { fingerprint, stamps: stampsOf(root, files) })
  }
  return fingerprint
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
 * A module's fingerprint, which caches of that module's results hold to: they are right exactly as
 * long as it holds. Bundled (its packages left as imports) only when the files of the last bundle
 * have changed size or modification time (lib/fileStamps.mjs): a build asks for several, each an
 * esbuild run of tens of milliseconds, and reading and hashing their files and the lock files.
 */
export function codeFingerprint(root: string, entry: string): string {
  const known = knownFingerprint(root, entry)
  if (known !== undefined) return known
  const { metafile } = esbuild().buildSync({ ...NODE_BUNDLE, entryPoints: [entry], absWorkingDir: root, metafile: true })
  return fingerprintFromBundle(root, entry, metafile)
}

/** The fingerprint found in this process, or recorded by an earlier one whose files are unchanged since. */
export function knownFingerprint(root: string, entry: string): string | undefined {
  const key = path.resolve(root, entry)
  let fingerprint = fingerprints.get(key)
  if (fingerprint === undefined) {
    const known = readFingerprints(root)[entry]
    if (!known || !stampsHold(root, known.stamps)) return undefined
    fingerprint = known.fingerprint
    fingerprints.set(key, fingerprint)
  }
  return fingerprint
}
