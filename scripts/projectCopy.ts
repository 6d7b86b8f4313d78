// Throwaway copies of the project, for the bench scripts and for tests that build or edit content. A copy lives under os.tmpdir(), never
// inside the project: Vike treats every `+*` file under its root as config, and a benchmark must
// not leave generated articles or build output where other people work.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project being copied: one folder up from scripts/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** What a build reads. Tests, dist/ and editor state stay behind. */
const COPIED = [
  'content', 'lib', 'pages', 'admin', 'renderer', 'components', 'islands', 'public', 'scripts', 'supabase',
  'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts',
]
/**
 * Copied when present: Tailwind's source scan skips what .gitignore lists (dist/ among it), and a
 * copy without it would scan the previous build's thousands of HTML files on a warm rebuild.
 */
const COPIED_IF_PRESENT = ['.gitignore']

/**
 * Folders a build may leave behind to speed up the next one. The copy's node_modules is a real
 * folder (see linkNodeModules), so its .vite and .cache belong to the copy alone.
 */
const CACHE_DIRS = ['.cache', 'node_modules/.cache', 'node_modules/.vite', 'node_modules/.vite-temp']

/** A fresh temporary folder for one session of copies; every copy of the session goes inside it. */
export function makeSessionDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  assertOutsideProject(dir)
  return dir
}

/** Copies the project (or another checkout of it) into `dir` (which must be missing or empty) and links its dependencies. */
export function copyProject(dir: string, from: string = PROJECT_ROOT): void {
  assertOutsideProject(dir)
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new Error(`${dir} is not empty; a copy must start empty`)
  fs.mkdirSync(dir, { recursive: true })
  for (const entry of COPIED) {
    const source = path.join(from, entry)
    if (!fs.existsSync(source)) throw new Error(`cannot copy ${entry}: ${source} does not exist`)
    fs.cpSync(source, path.join(dir, entry), { recursive: true })
  }
  for (const entry of COPIED_IF_PRESENT) {
    const source = path.join(from, entry)
    if (fs.existsSync(source)) fs.cpSync(source, path.join(dir, entry))
  }
  linkNodeModules(dir, from)
}

/**
 * node_modules as a real folder of links to each installed package, rather than one link to the
 * shared folder: Vite writes its bundled config into `<nearest node_modules>/.vite-temp` and keeps
 * caches in node_modules/.vite, and through a single link those writes would land in the project.
 * Packages still resolve to the one shared install (Node follows links to their real path).
 */
export function linkNodeModules(dir: string, from: string = PROJECT_ROOT): void {
  const shared = path.join(from, 'node_modules')
  if (!fs.existsSync(shared)) throw new Error(`${shared} is missing: run \`npm install\` in ${PROJECT_ROOT} first`)
  const own = path.join(dir, 'node_modules')
  fs.mkdirSync(own)
  for (const name of fs.readdirSync(shared)) {
    // Caches and temp files of the shared install are not part of it.
    if (name === '.cache' || name === '.vite' || name === '.vite-temp') continue
    fs.symlinkSync(path.join(shared, name), path.join(own, name))
  }
}

/** A copy of its own in a fresh temporary folder, for a test that builds or edits content; remove it with removeDir. */
export function temporaryCopy(prefix: string): string {
  const dir = makeSessionDir(prefix)
  copyProject(dir)
  return dir
}

/** Deletes build output and caches, so that the next build in this copy starts cold. */
export function resetBuild(dir: string): void {
  assertOutsideProject(dir)
  for (const entry of ['dist', ...CACHE_DIRS]) {
    const target = path.join(dir, entry)
    // A link would lead into the shared install: never delete through one.
    if (fs.existsSync(target) && !fs.lstatSync(target).isSymbolicLink()) fs.rmSync(target, { recursive: true, force: true })
  }
}

/** Removes a session or copy folder; refuses anything that is not a temporary folder. */
export function removeDir(dir: string): void {
  assertOutsideProject(dir)
  if (!path.resolve(dir).startsWith(path.resolve(os.tmpdir()) + path.sep)) throw new Error(`refusing to delete ${dir}: not under ${os.tmpdir()}`)
  // Links in node_modules are removed as links; rmSync never follows them.
  fs.rmSync(dir, { recursive: true, force: true })
}

function assertOutsideProject(dir: string): void {
  const relative = path.relative(PROJECT_ROOT, path.resolve(dir))
  if (!relative || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new Error(`refusing to use ${dir}: it is inside the project (${PROJECT_ROOT})`)
  }
}

/** Number of .html files under a folder, at any depth. */
export function countHtml(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length
}
