// Builds the /admin/ page (Decap CMS, the site's previews and the generated config) with esbuild,
// apart from the site's Vite build: the editor is a few megabytes of its own and must never be
// split into chunks a public page could load.
import { build, type BuildOptions } from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { siteSchema } from '../content/schema.ts'
import { hashFiles } from '../hashFiles.ts'
import { projectPaths } from '../settings.ts'
import { backendFromEnv, decapConfigYaml } from './decapConfig.ts'

export const bundleOptions = (root: string): BuildOptions => ({
  absWorkingDir: root,
  entryPoints: [path.join(projectPaths(root).editorApp, 'main.tsx')],
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'error',
  define: {
    'process.env.NODE_ENV': '"production"',
    // The forms' islands are drawn in the preview but never submit from it.
    'import.meta.env': '{}',
  },
  write: false,
})

/**
 * The editor's script, reused from .cache/ while none of the project files it was bundled from
 * (nor the installed packages) changed: most builds change content or pages, not the editor.
 */
async function editorScript(root: string): Promise<Uint8Array> {
  const cacheDir = projectPaths(root).cache('admin')
  const inputsFile = path.join(cacheDir, 'inputs.json')
  const fingerprint = (inputs: string[]) => hashFiles(root, [...inputs, 'package-lock.json'])
  if (fs.existsSync(inputsFile)) {
    const cached = JSON.parse(fs.readFileSync(inputsFile, 'utf8')) as { inputs: string[]; fingerprint: string }
    if (fingerprint(cached.inputs) === cached.fingerprint) return fs.readFileSync(path.join(cacheDir, 'editor.js'))
  }
  const result = await build({ ...bundleOptions(root), metafile: true })
  const script = result.outputFiles![0]!.contents
  const inputs = Object.keys(result.metafile!.inputs).filter((input) => !input.includes('node_modules/'))
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(path.join(cacheDir, 'editor.js'), script)
  fs.writeFileSync(inputsFile, JSON.stringify({ inputs, fingerprint: fingerprint(inputs) }))
  return script
}

/** The files of /admin/, by name under admin/: the page, its config and its script. */
export async function adminFiles(root: string): Promise<Record<string, string | Uint8Array>> {
  const script = await editorScript(root)
  const scriptName = `editor.${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`
  return { 'index.html': adminPage(root, scriptName), 'config.yml': decapConfigYaml(root, backendFromEnv()), [scriptName]: script }
}

export function adminPage(root: string, scriptName: string): string {
  const site = siteSchema.safeParse(parse(fs.readFileSync(path.join(root, 'content/site.yaml'), 'utf8')))
  const brand = site.success ? site.data.brand : 'the site'
  return fs
    .readFileSync(path.join(projectPaths(root).editorApp, 'index.html'), 'utf8')
    .replace('EDITOR_SCRIPT', scriptName)
    .replace('Sparkwell', brand.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
}
