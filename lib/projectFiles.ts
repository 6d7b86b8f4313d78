// The project as files: every file its .gitignore does not exclude (a new folder of code or a new
// config file counts the moment it exists), and the fingerprint of all of it but the text editors write.
// That fingerprint is the one rule that retires what a build or a check kept: while it holds, the
// code, packages and settings files that made the kept work are the ones that would make it again.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import ignore from 'ignore'

/** The text editors write: what a content rebuild and the check's kept results are for. Pictures in content/ are not text. */
export const isContentText = (relative: string) => /^content\/.*\.(md|ya?ml)$/.test(relative)

/** What says which package versions are installed: the lock file, and npm's record of what node_modules holds. */
const LOCK_FILES = ['package-lock.json', 'node_modules/.package-lock.json']

/** A hash of every project file but the content's text, and of the installed packages' versions. */
export function codeFingerprint(root: string): string {
  const hash = createHash('sha1')
  const files = new Set([...projectFiles(root).filter((file) => !isContentText(file)), ...LOCK_FILES])
  for (const file of [...files].sort()) {
    const full = path.join(root, file)
    if (fs.existsSync(full)) hash.update(`\0${file}\0`).update(fs.readFileSync(full))
  }
  return hash.digest('base64url')
}

/**
 * The project's files, relative and with '/' separators, as git sees a clone of it: every file but
 * what its .gitignore lists (the same in a git checkout and in the temporary copies tests and
 * benchmarks build in). node_modules never counts: the lock files stand for it.
 */
export function projectFiles(root: string): string[] {
  const gitignore = path.join(root, '.gitignore')
  // .git is a folder in a clone and a file in a worktree.
  const ignored = ignore().add(['.git', 'node_modules/'])
  if (fs.existsSync(gitignore)) ignored.add(fs.readFileSync(gitignore, 'utf8'))
  const files: string[] = []
  const walk = (relativeDir: string) => {
    for (const entry of fs.readdirSync(path.join(root, relativeDir), { withFileTypes: true })) {
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!ignored.ignores(`${relative}/`)) walk(relative)
      } else if (entry.isFile() && !ignored.ignores(relative)) files.push(relative)
    }
  }
  walk('')
  return files
}
