// The one content store: a project's checked content, loaded and checked once and kept until a file
// changes. A build fills it with the content its own check passed (once per build); in `npm run dev`
// the first page loads it, and the dev server's file watcher (contentWatchPlugin) empties it when a
// file changes, so the next page loads and checks again, once. Pages read it through getCollection
// and getEntry, in the spirit of Astro's accessors of the same names.
//
// Vite runs the config's plugins and the pages' code in separate module graphs of one process, and
// a content rebuild loads the last build's server bundle beside its own code; each has its own copy
// of this module, so the store lives in one slot of globalThis, and this file alone touches it.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { projectPaths } from '../settings.ts'
import { checkContent } from './checkContent.ts'
import { collections, type CollectionName, type FolderCollection, type FolderName } from './collections.ts'
import type { Content, EntryOf } from './entries.ts'
import { ContentError, type Problem } from './problems.ts'

interface Store {
  /** The checked content, or the check's problems; none until first read, or since the last change. */
  loaded?: { content: Content } | { problems: Problem[] }
  /** In `vike dev`, the content files' names, sizes and times as they were when the store was loaded. */
  stamp?: string
  /** Each folder collection's entries by id, and by old id, built once per loaded content. */
  indexes: Map<FolderName, { byId: Map<string, unknown>; byAlias: Map<string, unknown> }>
}

const SLOT = Symbol.for('sparkwell.content')
const store = (): Store => ((globalThis as { [SLOT]?: Store })[SLOT] ??= { indexes: new Map() })

/** Fills the store with the content a build checked: every page of the build renders from it. */
export function provideContent(content: Content): void {
  Object.assign(store(), { loaded: { content }, indexes: new Map() })
}

/** Empties the store, so the next read loads and checks the content again. */
export function invalidateContent(): void {
  Object.assign(store(), { loaded: undefined, stamp: undefined, indexes: new Map() })
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

/** The checked content of the project in the working directory; throws a ContentError listing every problem to fix. */
function content(): Content {
  const current = store()
  if (!current.loaded) {
    const { content, problems } = checkContent()
    current.loaded = problems.length ? { problems } : { content }
  }
  // A new error each time: Vike adds to the message of an error a hook throws, and a page reads
  // the content more than once.
  if ('problems' in current.loaded) throw new ContentError(current.loaded.problems)
  return current.loaded.content
}

/** A collection as pages read it: a folder collection's entries in page order, or a file collection's data (site with its facts). */
export function getCollection<N extends CollectionName>(name: N): Content[N] {
  return content()[name]
}

function index(name: FolderName) {
  const current = store()
  let built = current.indexes.get(name)
  if (!built) {
    const entries = getCollection(name) as unknown as ({ id: string } & Record<string, unknown>)[]
    const aliases = (collections[name] as FolderCollection).pages?.aliases as string | undefined
    built = {
      byId: new Map(entries.map((entry) => [entry.id, entry])),
      byAlias: new Map(aliases ? entries.flatMap((entry) => ((entry[aliases] ?? []) as string[]).map((alias) => [alias, entry] as const)) : []),
    }
    current.indexes.set(name, built)
  }
  return built
}

/** One entry of a folder collection by id (its file name), typed by its variant where it has one (getEntry('pages', 'contact')). */
export function getEntry<N extends FolderName, Id extends string>(name: N, id: Id): EntryOf<N, Id> | undefined {
  return index(name).byId.get(id) as EntryOf<N, Id> | undefined
}

/** The entry that once had this id and moved (an article's alias), if any. */
export function getMovedEntry<N extends FolderName>(name: N, oldId: string): EntryOf<N> | undefined {
  return index(name).byAlias.get(oldId) as EntryOf<N> | undefined
}

/**
 * Keeps the store in step with the files in `vike dev`: any file added, changed or deleted empties it
 * (content, pictures in public/ and routes in pages/ are all read by the check, and code the check
 * runs may have changed), and the next page loads it again.
 */
export function contentWatchPlugin(root: string = process.cwd()): Plugin {
  return {
    name: 'content-store',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('all', invalidateContent)
      // The watcher reports a change some time after the file is written, seconds on a busy
      // machine, and a page asked for in between would show the content from before the edit. So
      // each page request first compares content/ with the files the store was loaded from (a
      // directory listing and a stat per file, well under a millisecond for the whole site).
      server.middlewares.use((request, _response, next) => {
        if (request.headers.accept?.includes('text/html')) {
          const current = store()
          const stamp = contentStamp(root)
          if (current.stamp !== stamp) {
            invalidateContent()
            current.stamp = stamp
          }
        }
        next()
      })
    },
  }
}
