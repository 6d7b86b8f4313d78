// npm run imports: the import graph by folder, with its loops and upward imports (scripts/importGraph.ts).
//   npm run imports [-- --root DIR]   another checkout's graph, e.g. to compare with main
import path from 'node:path'
import { commandLine } from './commandLine.ts'
import { folderImports, folderLoops, importGraph, upwardImports } from './importGraph.ts'

const USAGE = `Usage: npm run imports [-- --root DIR]

  --root  the project to read (default: this one)`

const { parse } = commandLine('imports', USAGE)
const { values } = parse({ options: { root: { type: 'string', default: '.' } } })
const graph = await importGraph(path.resolve(values.root))
const edges = folderImports(graph)

console.log('Which folders import which (file imports):\n')
for (const from of [...edges.keys()].sort()) {
  const targets = [...edges.get(from)!].sort(([a], [b]) => a.localeCompare(b))
  console.log(`  ${from} -> ${targets.map(([to, count]) => `${to} (${count})`).join(', ')}`)
}
const loops = folderLoops(graph)
const upward = upwardImports(graph)
console.log(`\n${Object.keys(graph.imports).length} files, ${[...edges.values()].reduce((total, targets) => total + targets.size, 0)} folder-to-folder imports.`)
console.log(`File loops (madge --circular): ${graph.fileLoops.length}`)
for (const loop of graph.fileLoops) console.log(`  ${[...loop, loop[0]].join(' -> ')}`)
console.log(`Folder loops: ${loops.length}`)
for (const loop of loops) console.log(`  ${loop.join(' <-> ')}`)
console.log(`Upward imports: ${upward.length}`)
for (const line of upward) console.log(`  ${line}`)
