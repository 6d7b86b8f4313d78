// The code's shape as the README draws it: no file or folder imports itself round about, and no
// layer imports one above it (lib/ never imports renderer/, components/ or pages/).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { folderLoops, importGraph, upwardImports } from './importGraph'

describe('the import graph', () => {
  test('has no loop between files or folders, and no import from a lower layer to a higher one', async () => {
    const graph = await importGraph(process.cwd())
    // Enough of the project to mean something: the content model and the pages are in it.
    expect(Object.keys(graph.imports)).toEqual(expect.arrayContaining(['lib/content/collections.ts', 'pages/blog/@slug/+data.ts', 'renderer/+onRenderHtml.tsx']))
    expect(graph.fileLoops).toEqual([])
    expect(folderLoops(graph)).toEqual([])
    expect(upwardImports(graph)).toEqual([])
  })

  describe('finds what it is there to find', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'))
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write('tsconfig.json', '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler", "allowImportingTsExtensions": true } }')
    write('pages/about/+data.ts', "import { title } from '../../lib/content/title.ts'\nexport const data = () => title\n")
    write('lib/content/title.ts', "import { format } from '../build/format.ts'\nexport const title = format('About')\n")
    write('lib/build/format.ts', "import type { Head } from '../../renderer/head.ts'\nimport { rules } from '../content/rules.ts'\nexport const format = (text: string): Head['title'] => text + rules\n")
    write('lib/content/rules.ts', "export const rules = ''\n")
    write('renderer/head.ts', "export interface Head { title: string }\n")

    test('a folder loop and an import from lib/ up into renderer/', async () => {
      const graph = await importGraph(root)
      expect(folderLoops(graph)).toEqual([['lib/build', 'lib/content']])
      expect(upwardImports(graph)).toEqual(['lib/build/format.ts -> renderer/head.ts'])
    })
  })
})
