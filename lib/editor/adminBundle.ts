// Builds the /admin/ page (Decap CMS, the site's previews and the generated config) with esbuild,
// apart from the site's Vite build: the editor is a few megabytes of its own and must never be
// split into chunks a public page could load.
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'yaml'
import { siteSchema } from '../content/schema.ts'
import { projectPaths } from '../settings.ts'
import { backendFromEnv, decapConfigYaml } from './decapConfig.ts'

export const bundleOptions = (root: string): BuildOptions => ({
  ...commonOptions(root),
  entryPoints: [path.join(projectPaths(root).editorApp, 'main.tsx')],
  format: 'iife',
  jsx: 'automatic',
  define: {
    'process.env.NODE_ENV': '"production"',
    // The forms' islands are drawn in the preview but never submit from it. The key is spelt in two
    // parts: `npm run dev` loads this file through Vite, where Vike replaces the expression, even in a string.
    [['import.meta', 'env'].join('.')]: '{}',
  },
})

/**
 * The prose rules and their dictionary (admin/proseRules.ts), a module the editor imports on the
 * first save that needs it: most of a megabyte that opening /admin/ does not wait for.
 */
export const proseBundleOptions = (root: string): BuildOptions => ({
  ...commonOptions(root),
  entryPoints: [path.join(projectPaths(root).editorApp, 'proseRules.ts')],
  format: 'esm',
  plugins: [dictionaryAsText(root)],
  define: { 'process.env.NODE_ENV': '"production"' },
})

const commonOptions = (root: string): BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  minify: true,
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'error',
  write: false,
})

/**
 * dictionary-en-au reads its two files with node:fs as it loads; in the browser they come as text
 * within the prose rules' script (nspell reads them as text either way).
 */
function dictionaryAsText(root: string): Plugin {
  const dir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('dictionary-en-au'))
  return {
    name: 'dictionary-as-text',
    setup(bundler) {
      bundler.onResolve({ filter: /^dictionary-en-au$/ }, () => ({ path: dir, namespace: 'dictionary' }))
      bundler.onLoad({ filter: /.*/, namespace: 'dictionary' }, () => ({
        resolveDir: dir,
        contents: `import aff from './index.aff'; import dic from './index.dic'; export default { aff, dic }`,
        loader: 'js',
      }))
      bundler.onLoad({ filter: /\.(aff|dic)$/ }, (file) => ({ contents: fs.readFileSync(file.path, 'utf8'), loader: 'text' }))
    },
  }
}

/** A script of the editor, named by its hash. */
async function script(name: string, options: BuildOptions): Promise<{ name: string; script: Uint8Array }> {
  const script = (await build(options)).outputFiles![0]!.contents
  return { name: `${name}.${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`, script }
}

/** The files of /admin/, by name under admin/: the page, its config, its script and the prose rules' script. */
export async function adminFiles(root: string): Promise<Record<string, string | Uint8Array>> {
  const [editor, prose] = await Promise.all([script('editor', bundleOptions(root)), script('prose', proseBundleOptions(root))])
  return {
    'index.html': adminPage(root, editor.name, prose.name),
    'config.yml': decapConfigYaml(root, backendFromEnv()),
    [editor.name]: editor.script,
    [prose.name]: prose.script,
  }
}

export function adminPage(root: string, scriptName: string, proseScriptName: string): string {
  const site = siteSchema.safeParse(parse(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')))
  const brand = site.success ? site.data.brand : 'the site'
  return fs
    .readFileSync(path.join(projectPaths(root).editorApp, 'index.html'), 'utf8')
    .replace('EDITOR_SCRIPT', scriptName)
    .replace('PROSE_SCRIPT', proseScriptName)
    .replace('Sparkwell', brand.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
}
