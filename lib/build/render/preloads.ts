// Island pages must not load their code as a waterfall (entry, then its imports, then the island).
// Vike adds no preloads to a page without onRenderClient, and island code is imported on demand,
// so at build time this plugin records which chunks each page's +client entry imports and which
// chunks each island needs; at prerender time a page's HTML preloads exactly those.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Outside dist/client so that it is never deployed. */
export const PRELOADS_FILE = path.resolve('dist/preloads.json')

interface Preloads {
  /** Page id ('/pages/index') to the chunks its +client entry imports. */
  entries: Record<string, string[]>
  /** Island name to its chunk and the chunks that chunk imports. */
  islands: Record<string, string[]>
}

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[]; facadeModuleId: string | null }

export function preloadsPlugin(): Plugin {
  return {
    name: 'island-preloads',
    apply: 'build',
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
      const preloads: Preloads = { entries: {}, islands: {} }
      for (const chunk of chunks) {
        const entry = chunk.facadeModuleId && /([\\/]pages[\\/].+)[\\/]\+client\.ts$/.exec(chunk.facadeModuleId)
        if (entry) {
          const files = closure(chunk.fileName)
          files.delete(chunk.fileName) // the entry itself is Vike's <script>
          preloads.entries[entry[1]!.split(path.sep).join('/')] = urls(files)
        }
        // An island's module may share a chunk with other code, so look for the chunk that holds it.
        for (const id of chunk.moduleIds) {
          const island = /[\\/]islands[\\/](\w+)\.tsx$/.exec(id)
          if (island) preloads.islands[island[1]!] = urls(closure(chunk.fileName))
        }
      }
      fs.mkdirSync(path.dirname(PRELOADS_FILE), { recursive: true })
      fs.writeFileSync(PRELOADS_FILE, JSON.stringify(preloads, null, 2))
    },
  }
}

// Read once per process: a build writes the file before it renders any page and never changes it after.
let loaded: Preloads | null | undefined

/** <link rel=modulepreload> tags for a page's entry imports and its islands (none in `vike dev`). */
export function preloadTags(pageId: string, islands: Iterable<string>): string {
  loaded ??= fs.existsSync(PRELOADS_FILE) ? (JSON.parse(fs.readFileSync(PRELOADS_FILE, 'utf8')) as Preloads) : null
  const preloads = loaded
  if (!preloads) return ''
  const files = new Set([...(preloads.entries[pageId] ?? []), ...[...islands].flatMap((name) => preloads.islands[name] ?? [])])
  // Low priority: the HTML already shows every island, so its code must not delay the first paint;
  // it still downloads in parallel with the entry instead of after it.
  return [...files].map((file) => `<link rel="modulepreload" fetchpriority="low" href="${file}">`).join('\n    ')
}
