// Everything a build reads besides the text of content/, derived rather than listed: every file of
// the project that git tracks or would track (a new folder of code or a new config file at the root
// counts the moment it exists), the installed package versions, the .env files and the build-time
// environment variables. While its fingerprint is unchanged, the last build's client and server
// bundles are still right and only pages need rendering again (a content rebuild). Tests, scripts
// and documents count too: a few full builds too many cost less than one wrong rebuild.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import ignore from 'ignore'
import { hashFiles, LOCK_FILES } from '../../hashFiles.ts'
import { buildEnvironment } from '../../settings.ts'

/** The text editors write: what a content rebuild is for. Pictures in content/ are not text. */
export const isContentText = (relative: string) => /^content\/.*\.(md|ya?ml)$/.test(relative)

export function inputsFingerprint(root: string): string {
  const hash = createHash('sha1')
  // Read by the build: in page data, in _headers, built into the islands, or choosing React's production or development build.
  for (const variable of buildEnvironment()) hash.update(`${variable}\0`)
  // Vite reads .env files, which git ignores; the lock files are listed in case git ignores one.
  const envFiles = fs.readdirSync(root).filter((name) => name.startsWith('.env'))
  const files = new Set([...projectFiles(root).filter((file) => !isContentText(file)), ...LOCK_FILES, ...envFiles])
  return hashFiles(root, [...files].sort(), hash)
}

/**
 * The project's files, relative and with '/' separators: what git tracks plus new files it does not
 * ignore. A copy without git (tests and benchmarks build in temporary copies) is walked instead,
 * leaving out what its .gitignore lists. node_modules never counts, even when .gitignore forgets
 * it: the lock files stand for what it holds.
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
      } else if (entry.isFile() && !ignored.ignores(relative)) {
        files.push(relative)
      }
    }
  }
  walk('')
  return files
}
