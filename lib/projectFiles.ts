// The project as files: every file git tracks or would track (a new folder of code or a new config
// file counts the moment it exists), and the fingerprint of all of it but the text editors write.
// That fingerprint is the one rule that retires what a build or a check kept: while it holds, the
// code, packages and settings files that made the kept work are the ones that would make it again.
import { execFileSync } from 'node:child_process'
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
 * The project's files, relative and with '/' separators: what git tracks plus new files it does not
 * ignore. A copy without git (tests and benchmarks build in temporary copies) is walked instead,
 * leaving out what its .gitignore lists. node_modules never counts: the lock files stand for it.
 */
export function projectFiles(root: string): string[] {
  return filesFromGit(root) ?? walkFiles(root)
}

function filesFromGit(root: string): string[] | undefined {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  try {
    // Only when root is the top of its repository: a copy inside another repository is its own project.
    if (path.resolve(git('rev-parse', '--show-toplevel').trim()) !== fs.realpathSync(root)) return undefined
    const listed = git('ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.', ':!node_modules').split('\0').filter(Boolean)
    // A tracked file deleted from the working tree is still listed by --cached.
    return listed.filter((file) => fs.existsSync(path.join(root, file)))
  } catch {
    return undefined // No git here, or not a repository.
  }
}

function walkFiles(root: string): string[] {
  const gitignore = path.join(root, '.gitignore')
  const ignored = ignore().add(['.git/', 'node_modules/'])
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
