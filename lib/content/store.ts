// The one content store: a project's checked content, loaded and checked once and kept until a file
// changes. A build fills it with the content its own check passed (once per build); in `npm run dev`
// the dev server (lib/build/plugins/devServer.ts) has it checked and filled before the first page,
// and marked stale when a file changes, so the next page waits for one check again. Pages read it through
// getCollection and getEntry, in the spirit of Astro's accessors of the same names. This file does
// not import the check: the pages import it, and the server bundle would carry the check.
//
// A build runs the build script's modules and the server bundle's copies of them in one process,
// and the dev server its own and Vite's; so the store lives in one slot of globalThis, and this file
// alone touches it.
import fs from 'node:fs'
import path from 'node:path'
import { projectPaths } from '../settings.ts'
import { collections, type CollectionName, type FolderCollection, type FolderName } from './collections.ts'
import type { Content, EntryOf, LoadedContent } from './entries.ts'
import { ContentError, type Problem } from './problems.ts'

interface Store {
  /** The checked content, or the check's problems; none until first read. */
  loaded?: { content: Content } | { problems: Problem[] }
  /**
   * In `vike dev`, a file changed since `loaded` was checked: the next page request checks again.
   * `loaded` stays meanwhile, since a page being drawn when the watcher reports must still read it.
   */
  stale?: boolean
  /** In `vike dev`, the content files' names, sizes and times as they were when the store was loaded. */
  stamp?: string
  /** In `vike dev`, the check under way, which the page requests meanwhile wait for. */
  loading?: Promise<void>
  /** Counts the emptyings: a check that ran across one may have read a file from before the change. */
  generation: number
}

const SLOT = Symbol.for('sparkwell.content')
const store = (): Store => ((globalThis as { [SLOT]?: Store })[SLOT] ??= { generation: 0 })

/** Fills the store with the content a build checked: every page of the build renders from it. */
export function provideContent(content: Content): void {
  Object.assign(store(), { loaded: { content }, stale: false })
}

/** Marks the store stale: the dev server checks the content again before the next page (lib/build/plugins/devServer.ts). */
export function invalidateContent(): void {
  const current = store()
  Object.assign(current, { stale: true, stamp: undefined, generation: current.generation + 1 })
}

/**
 * Fills the store by running `check` unless it is filled, once however many requests ask at the same
 * time; a check that an emptying (a file changed) overtook is run again.
 */
function fillStore(check: () => Promise<Pick<LoadedContent, 'content' | 'problems'>>): Promise<void> {
  const current = store()
  if (current.loaded && !current.stale) return Promise.resolve()
  if (!current.loading) {
    const { generation } = current
    current.loading = check()
      .then(({ content, problems }) => {
        if (current.generation === generation) Object.assign(current, { loaded: problems.length ? { problems } : { content }, stale: false })
      })
      .finally(() => (current.loading = undefined))
  }
  return current.loading.then(() => fillStore(check))
}

/** Every file of content/ with its size and modification time: what an edit changes. */
function contentStamp(root: string): string {
  const dir = projectPaths(root).content
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false })
      return `${name}:${stat?.size}:${stat?.mtimeMs}`
    })
    .join('\n')
}

/** The checked content of the project; throws a ContentError listing every problem to fix. */
function content(): Content {
  const { loaded } = store()
  if (!loaded) throw new Error('The content store is empty: a build fills it with the content it checked (provideContent), and npm run dev before each page (lib/build/plugins/devServer.ts).')
  // A new error each time: Vike adds to the message of an error a hook throws, and a page reads
  // the content more than once.
  if ('problems' in loaded) throw new ContentError(loaded.problems)
  return loaded.content
}

/** A collection as pages read it: a folder collection's entries in page order, or a file collection's data (site with its facts). */
export function getCollection<N extends CollectionName>(name: N): Content[N] {
  return content()[name]
}

const entriesOf = (name: FolderName) => getCollection(name) as unknown as ({ id: string } & Record<string, unknown>)[]

/** One entry of a folder collection by id (its file name), typed by its variant where it has one (getEntry('pages', 'contact')). */
export function getEntry<N extends FolderName, Id extends string>(name: N, id: Id): EntryOf<N, Id> | undefined {
  return entriesOf(name).find((entry) => entry.id === id) as EntryOf<N, Id> | undefined
}

/** The entry that once had this id and moved (an article's alias), if any. */
export function getMovedEntry<N extends FolderName>(name: N, oldId: string): EntryOf<N> | undefined {
  const aliases = (collections[name] as FolderCollection).pages?.aliases as string | undefined
  return (aliases ? entriesOf(name).find((entry) => (entry[aliases] as string[]).includes(oldId)) : undefined) as EntryOf<N> | undefined
}

/**
 * Whether Vike may answer the request with a page, which reads the store: a path with no file
 * extension, an .html file or a pageContext.json. A script, stylesheet or picture, or a module Vite
 * serves itself (/@vite/client, /@fs/...), waits for no content check.
 */
const mayBePage = (url = '/') => {
  const pathname = url.split('?')[0]!
  return !pathname.startsWith('/@') && (!/\.\w+$/.test(pathname) || /\.(html|pageContext\.json)$/.test(pathname))
}

/**
 * In `vike dev`, before Vike answers a request: a page request waits until the store holds the
 * content as the files are now (`check` runs the content check). The watcher reports a change some
 * time after the file is written, seconds on a busy machine, and a page asked for in between would
 * show the content from before the edit; so each page request first compares content/ with the
 * files the store was loaded from (a listing and a stat per file, well under a millisecond).
 */
export async function contentForRequest(root: string, request: { url?: string; headers: { accept?: string } }, check: () => Promise<Pick<LoadedContent, 'content' | 'problems'>>): Promise<void> {
  if (request.headers.accept?.includes('text/html')) {
    const current = store()
    const stamp = contentStamp(root)
    if (current.stamp !== stamp) {
      invalidateContent()
      current.stamp = stamp
    }
  }
  if (mayBePage(request.url)) await fillStore(check)
}
