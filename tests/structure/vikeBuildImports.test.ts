// What a `vike build` loads: every package the Vite config's files import (Vite bundles the config
// and imports the packages it names, even those imported dynamically), and every package of the
// server bundle the prerender loads. Under npm run build the build script checks the content, so
// neither may carry the content check: remark-retext, the spelling dictionary and the rest would
// load for nothing, on the cold build's critical path (lib/build/fromBuildScript.ts).
import { esbuild } from '../../lib/esbuild.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

/** Packages that only the content check uses. */
const CHECK_ONLY = /^(gray-matter|nspell|dictionary-en-au|parse-english|remark-retext|rehype-retext|retext-.*)$/

/** The project files bundled from `entries` (as Vite bundles them: packages left out), and the packages they import. */
function bundled(entries: string[]): { files: string[]; packages: string[] } {
  const { metafile } = esbuild().buildSync({ entryPoints: entries, bundle: true, write: false, outdir: 'unused', platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', loader: { '.css': 'empty', '.svg': 'empty' }, metafile: true, logLevel: 'silent' })
  const inputs = Object.entries(metafile.inputs)
  const packages = new Set(inputs.flatMap(([, { imports }]) => imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => entry.path)))
  return { files: inputs.map(([file]) => file).sort(), packages: [...packages].sort() }
}

/** The server side of the pages: each page's and the renderer's hooks (+data, +onBeforePrerenderStart...). */
const serverHooks = () =>
  ['pages', 'renderer']
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)))
    .filter((file) => /(^|\/)\+(data|onBeforePrerenderStart|onRenderHtml|onPrerenderStart|guard)\.tsx?$/.test(file))

describe('a `vike build` loads no part of the content check', () => {
  test('through the Vite config', () => {
    const { files, packages } = bundled(['vite.config.ts'])
    expect(files).toContain('lib/build/plugins/fullBuildPlugin.ts')
    expect(files).not.toContain('lib/content/checkContent.ts')
    expect(packages.filter((name) => CHECK_ONLY.test(name))).toEqual([])
  })

  test("through the pages' server code", () => {
    const hooks = serverHooks()
    expect(hooks).toEqual(expect.arrayContaining(['pages/blog/@slug/+data.ts', 'renderer/+onRenderHtml.tsx']))
    const { files, packages } = bundled(hooks)
    expect(files).toContain('lib/content/store.ts')
    expect(files).not.toContain('lib/content/checkContent.ts')
    expect(packages.filter((name) => CHECK_ONLY.test(name))).toEqual([])
  })

  test('finds it where it is: the build script carries it', () => {
    const { files, packages } = bundled(['scripts/build.ts'])
    expect(files).toContain('lib/content/checkContent.ts')
    expect(packages).toEqual(expect.arrayContaining(['nspell', 'remark-retext', 'retext-spell']))
  })
})
