// What a build leaves in dist/ for the next one to compare against: the fingerprint of its inputs
// besides the content text, and every page it wrote with the file it is in and, for a page that
// may be reused, the key of what it was made from. lib/build/incremental/pagePlan.ts reads and
// writes it for both build paths.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { hashFiles, LOCK_FILES } from '../../hashFiles.ts'
import { BUILD_STATE_FILE, OUT_DIR, projectPaths } from '../../settings.ts'
import type { ListedPage } from './vikePages.ts'

export interface PageRecord {
  /** The Vike page it is an instance of, e.g. /pages/blog/@slug. */
  pageId: string
  /** Where Vike writes it, relative to dist/client with '/' separators: blog/x/index.html. */
  file: string
  /** pageKey() of a page that may be reused; none for pages that always render. */
  key?: string
}

export interface BuildState {
  /** inputsFingerprint() of the project when the build started. */
  inputs: string
  /** Every page the build wrote, by URL ('/404' included). */
  pages: Record<string, PageRecord>
}

/** The one plan of a build's pages (pagePlan.ts planPages), which both build paths carry out. */
export interface PagePlan {
  /** Every page of this build, as Vike lists it. */
  pages: ListedPage[]
  /** New and changed pages, and the pages that always render. */
  render: ListedPage[]
  /** URLs of the pages kept from the previous build as they are. */
  reuse: string[]
  /** Pages of the previous build that this one no longer has. */
  remove: PageRecord[]
  /** The state this build leaves for the next one. */
  next: BuildState
}

/** A page that may be reused, and everything its HTML is made from besides the build code. */
export interface PageInputs {
  url: string
  /** JSON-serialisable. */
  inputs: unknown
}

/** The state a build left in `outDir` (dist/, or the previous build set aside). */
export function readBuildState(outDir: string): BuildState | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(outDir, BUILD_STATE_FILE), 'utf8')) as BuildState
    return typeof state.inputs === 'string' && state.pages && typeof state.pages === 'object' ? state : undefined
  } catch {
    return undefined // No previous build, or one from before this file: everything renders.
  }
}

export function writeBuildState(root: string, state: BuildState): void {
  fs.writeFileSync(projectPaths(root).buildState, JSON.stringify(state))
}

/**
 * `everyPage`: what every page is made from besides its own inputs (the build code's hash, the
 * chrome). `shared`: values that many pages' inputs hold (the same object), each with a hash of its
 * JSON (sharedValues()), which stands in for it: thousands of articles each hold the site's settings,
 * and written out for every page they were most of the page plan's time.
 */
export function pageKey(everyPage: string, { url, inputs }: PageInputs, shared: ReadonlyMap<unknown, string> = new Map()): string {
  const hash = createHash('sha1').update(everyPage).update(url)
  if (!isRecord(inputs)) return hash.update(JSON.stringify(inputs) ?? '').digest('base64url')
  // JSON never starts with '#', so a hash cannot read as a value written out.
  for (const key in inputs) hash.update(`\0${key}\0`).update(shared.has(inputs[key]) ? `#${shared.get(inputs[key])}` : (JSON.stringify(inputs[key]) ?? ''))
  return hash.digest('base64url')
}

/** The objects found in more than one page's inputs (as their own fields), each with the hash of its JSON. */
export function sharedValues(pages: PageInputs[]): Map<unknown, string> {
  const uses = new Map<unknown, number>()
  for (const { inputs } of pages) if (isRecord(inputs)) for (const key in inputs) if (isRecord(inputs[key])) uses.set(inputs[key], (uses.get(inputs[key]) ?? 0) + 1)
  const shared = new Map<unknown, string>()
  for (const [value, count] of uses) if (count > 1) shared.set(value, createHash('sha1').update(JSON.stringify(value)).digest('base64url'))
  return shared
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What shapes every page besides its own data, read once the client and server builds are done:
 * everything the build wrote outside dist/client (the server bundle with every component and hook,
 * the client assets Vike links in, the island preloads, the image encodings), the exact package
 * versions, and the year in the footer.
 */
export function builtCodeHash(root: string): string {
  const built = fs.readdirSync(path.join(root, OUT_DIR)).filter((name) => name !== 'client' && name !== BUILD_STATE_FILE)
  const entries = [...built.sort().map((name) => path.join(OUT_DIR, name)), ...LOCK_FILES]
  return hashFiles(root, entries, createHash('sha1').update(String(new Date().getFullYear())))
}
