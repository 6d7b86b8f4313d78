// The project's import graph, as madge reads it (type imports included: a type is a dependency of
// the code that names it), and what the code's layers forbid: loops between files or folders, and
// an import from a lower layer to a higher one. tests/structure/imports.test.ts checks it.
import madge from 'madge'
import fs from 'node:fs'
import path from 'node:path'

/** Where the project's code lives; tools (scripts/, tests/, supabase/) may import any of it. */
export const CODE_DIRS = ['pages', 'admin', 'renderer', 'components', 'islands', 'lib', 'scripts', 'supabase']

/**
 * The layers, top first, by folder. Code may import its own layer and those below it, never one
 * above: the pages and the editor's app compose the renderer and the components, which place the
 * islands, and everything stands on lib/.
 */
export const LAYERS: { layer: string; rank: number; prefixes: string[] }[] = [
  { layer: 'pages and the editor app', rank: 5, prefixes: ['pages/', 'admin/'] },
  { layer: 'renderer', rank: 4, prefixes: ['renderer/'] },
  { layer: 'components', rank: 3, prefixes: ['components/'] },
  { layer: 'islands', rank: 2, prefixes: ['islands/'] },
  { layer: 'lib', rank: 1, prefixes: ['lib/'] },
]

export interface ImportGraph {
  /** Every project file (relative, '/' separators) to the project files it imports. */
  imports: Record<string, string[]>
  /** Loops of files, each as madge lists it: a file that imports the next, the last importing the first. */
  fileLoops: string[][]
}

export async function importGraph(root: string): Promise<ImportGraph> {
  const dirs = CODE_DIRS.map((dir) => path.join(root, dir)).filter((dir) => fs.existsSync(dir))
  const result = await madge(dirs, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx', 'mjs'],
    tsConfig: path.join(root, 'tsconfig.json'),
    includeNpm: false,
    // Tests and their rigs (tests/, supabase/testing/) import whatever they test; they are no part of the layers.
    excludeRegExp: [/\.test\.tsx?$/, /^supabase\/testing\//, /^tests\//],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  return { imports: result.obj(), fileLoops: result.circular() }
}

/**
 * The folder a file counts in: lib/ by its first sub-folder (lib/content, lib/build), each file at the
 * top of lib/ as a module of its own (lib/routes.ts), every other file by its top folder.
 */
export function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] === 'lib') return parts.length > 2 ? `lib/${parts[1]}` : file
  return parts.length === 1 ? file : parts[0]!
}

export const layerOf = (file: string) => LAYERS.find(({ prefixes }) => prefixes.some((prefix) => file.startsWith(prefix)))

/** Folder to folder imports, with how many file imports each stands for. */
export function folderImports({ imports }: ImportGraph): Map<string, Map<string, number>> {
  const edges = new Map<string, Map<string, number>>()
  for (const [from, targets] of Object.entries(imports)) {
    for (const to of targets) {
      const [a, b] = [folderOf(from), folderOf(to)]
      if (a === b) continue
      if (!edges.has(a)) edges.set(a, new Map())
      edges.get(a)!.set(b, (edges.get(a)!.get(b) ?? 0) + 1)
    }
  }
  return edges
}

/** Groups of folders that import each other, directly or round about (strongly connected, Tarjan). */
export function folderLoops(graph: ImportGraph): string[][] {
  const edges = folderImports(graph)
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])])].sort()
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const loops: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member)
      group.push(member)
      if (member === node) break
    }
    if (group.length > 1) loops.push(group.sort())
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  return loops
}

/** Imports from a lower layer to a higher one, as "from -> to". */
export function upwardImports({ imports }: ImportGraph): string[] {
  return Object.entries(imports).flatMap(([from, targets]) => {
    const own = layerOf(from)
    return own ? targets.filter((to) => (layerOf(to)?.rank ?? 0) > own.rank).map((to) => `${from} -> ${to}`) : []
  })
}
