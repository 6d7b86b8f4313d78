// One hash over files and folders of a project, for the fingerprints that tell whether cached or
// built output is still right (lib/content/hashCache.ts, lib/build/incremental/buildState.ts).
import { createHash, type Hash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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
