// Island pages must not load their code as a waterfall (entry, then its imports, then the island).
// Vike adds no preloads to a page without onRenderClient, and island code is imported on demand,
// so at build time this plugin records which chunks each page's +client entry imports and which
// chunks each island needs to hydrate. At prerender time a page's HTML preloads its entry's
// imports, and each island's HTML names its chunks, which islands/hydrate.ts preloads together
// when the island's moment comes: nothing of an island is fetched before then. The plugin also
// makes islands/load.ts a chunk of its own, which islands/hydrate.ts imports by the address the
// HTML names (no import() the bundler sees, so no preload helper in the up-front code).
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { projectPaths } from '../../settings.ts'

const LOADER = path.resolve('islands/load.ts')

/** Where an island's code is: the module that hydrates it, and every chunk that module needs. */
export interface IslandCode {
  /** islands/load.ts, as built. */
  loader: string
  /** The chunks the island needs (its own, React's and react-dom's), to fetch together. */
  chunks: string[]
}

export interface Preloads {
  /** islands/load.ts's chunk. */
  loader: string
  /** Page id ('/pages/index') to the chunks its +client entry imports. */
  entries: Record<string, string[]>
  /** Island name to its chunk, the loader's (react-dom) and every chunk those import, but those the entries import. */
  islands: Record<string, string[]>
}

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[]; facadeModuleId: string | null }

/** For a page's +client entry chunk, the match whose [1] is its page id ('/pages/index'). */
const clientEntryOf = (chunk: Chunk) => chunk.facadeModuleId && /([\\/]pages[\\/].+)[\\/]\+client\.ts$/.exec(chunk.facadeModuleId)

export function preloadsPlugin(): Plugin {
  return {
    name: 'island-preloads',
    apply: 'build',
    buildStart() {
      // Its exports are what islands/hydrate.ts calls, so they keep their names.
      if (this.environment.name === 'client') this.emitFile({ type: 'chunk', id: LOADER, name: 'islands', preserveSignature: 'strict' })
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as Chunk[]
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const closure = (file: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen)
        return seen
      }
      const urls = (files: Iterable<string>) => [...files].map((file) => `/${file}`)
      // Every island hydrates through islands/load.ts, imported beside the island's own code.
      const loader = chunks.find((chunk) => chunk.facadeModuleId === LOADER)
      if (!loader) return this.error(`${LOADER} is in no chunk of its own: the islands could not hydrate`)
      const loaderFiles = [...closure(loader.fileName)]
      const preloads: Preloads = { loader: `/${loader.fileName}`, entries: {}, islands: {} }
      // What a page's entry loads up front (the same for every page with islands) is loaded already.
      const upFront = new Set(chunks.filter((chunk) => clientEntryOf(chunk)).flatMap((chunk) => [...closure(chunk.fileName)]))
      for (const chunk of chunks) {
        const entry = clientEntryOf(chunk)
        if (entry) {
          const files = closure(chunk.fileName)
          files.delete(chunk.fileName) // the entry itself is Vike's <script>
          preloads.entries[entry[1]!.split(path.sep).join('/')] = urls(files)
        }
        // An island's module may share a chunk with other code, so look for the chunk that holds it.
        for (const id of chunk.moduleIds) {
          const island = /[\\/]islands[\\/](\w+)\.tsx$/.exec(id)
          if (island) preloads.islands[island[1]!] = urls(new Set([...closure(chunk.fileName), ...loaderFiles].filter((file) => !upFront.has(file))))
        }
      }
      const file = projectPaths(process.cwd()).preloads
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, JSON.stringify(preloads, null, 2))
    },
  }
}

/** <link rel=modulepreload> tags for a page's entry imports. */
export function preloadTags(preloads: Preloads, pageId: string): string {
  const files = preloads.entries[pageId] ?? []
  // Low priority: the HTML already shows every island, so the entry must not delay the first paint;
  // its imports still download in parallel with it instead of after it.
  return files.map((file) => `<link rel="modulepreload" fetchpriority="low" href="${file}">`).join('\n    ')
}

/** Where an island's code is, as built, for its HTML to name. */
export function islandCode(preloads: Preloads, name: string): IslandCode {
  return { loader: preloads.loader, chunks: preloads.islands[name] ?? [] }
}
