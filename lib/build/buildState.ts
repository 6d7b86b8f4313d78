// What a build leaves in dist/ for the next one: the fingerprint of its inputs besides the content's
// text, and every page it wrote with its file and, for a page that may be kept as it is, the key of
// what it was made from. A content rebuild (scripts/build.ts) compares against it.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { codeFingerprint } from '../projectFiles.ts'
import { buildEnvironment, projectPaths } from '../settings.ts'

export interface PageRecord {
  /** The Vike page it is an instance of, e.g. /pages/blog/@slug. */
  pageId: string
  /** Where Vike wrote it, relative to dist/client with '/' separators: blog/x/index.html. */
  file: string
  /** pageKey() of a page that may be kept; none for pages that always render. */
  key?: string
}

export interface BuildState {
  /** buildInputs() of the project when the build started. */
  inputs: string
  /** Every page the build wrote, by URL ('/404' included). */
  pages: Record<string, PageRecord>
}

/**
 * Everything a build reads besides the text of content/: the project's code, settings files and
 * packages (lib/projectFiles.ts), the .env files (which Vite reads and git ignores) and the
 * build-time environment variables. While it is unchanged, the last build's bundles are still right.
 */
export function buildInputs(root: string, code = codeFingerprint(root)): string {
  const hash = createHash('sha1').update(code)
  for (const variable of buildEnvironment()) hash.update(`\0${variable}`)
  for (const name of fs.readdirSync(root).filter((file) => file.startsWith('.env')).sort()) hash.update(`\0${name}\0`).update(fs.readFileSync(`${root}/${name}`))
  return hash.digest('base64url')
}

/** The state the last build left, or undefined when there is none to build on. */
export function readBuildState(root: string): BuildState | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(projectPaths(root).buildState, 'utf8')) as BuildState
    return typeof state.inputs === 'string' && typeof state.pages === 'object' ? state : undefined
  } catch {
    return undefined
  }
}

export function writeBuildState(root: string, state: BuildState): void {
  fs.writeFileSync(projectPaths(root).buildState, JSON.stringify(state))
}

/**
 * A page's key: its URL, the data its onBeforePrerenderStart hook handed over, what the chrome
 * around every page shows (`everyPage`) and the year in its footer. Code is not in it: a content
 * rebuild happens only while the code is the one that made the kept pages.
 */
export function pageKey(everyPage: string, url: string, data: unknown): string {
  return createHash('sha1').update(`${new Date().getFullYear()}\0${everyPage}\0${url}\0`).update(JSON.stringify(data) ?? '').digest('base64url')
}
