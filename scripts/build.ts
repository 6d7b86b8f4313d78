// npm run build: the whole site into dist/client, in one process. The content is checked first: a
// broken file stops the build with the editor's list of problems and leaves dist/ as it was. When
// only the text of content/ changed since the last build, a content rebuild follows
// (lib/build/contentRebuild.ts): the new and changed pages rendered with the last build's bundles,
// no Vite. Otherwise a full build runs Vike's build; esbuild bundles the web editor meanwhile.
import fs from 'node:fs'
import path from 'node:path'
import { buildInputs, readBuildState } from '../lib/build/buildState.ts'
import { projectCode } from '../lib/cache.ts'
import { rebuildPages } from '../lib/build/contentRebuild.ts'
import { startBuildContext } from '../lib/build/context.ts'
import { finishBuild, type WrittenPage } from '../lib/build/finishBuild.ts'
import { checkAndReport } from '../lib/content/check/report.ts'
import { provideContent } from '../lib/content/store.ts'
import { ADMIN_DIR } from '../lib/editor/adminPath.ts'
import { projectPaths } from '../lib/settings.ts'
import { contentPages } from '../pages/contentPages.ts'
import { commandLine } from './commandLine.ts'

const USAGE = `Usage: npm run build [-- --full]

  --full  bundle and render everything even when only content changed`

const { values } = commandLine('build', USAGE).parse({ options: { full: { type: 'boolean', default: false } } })

const started = performance.now()
const root = process.cwd()
const paths = projectPaths(root)
const inputs = buildInputs(root, projectCode())
const state = readBuildState(root)
// Its problems are printed; the content it passed is what every page renders from.
const content = checkAndReport(root)
if (!content) process.exit(1)
provideContent(content)

const previous = !values.full && state?.inputs === inputs && fs.existsSync(paths.serverEntry) ? state : undefined
startBuildContext({ root, previous })
const rebuilt = previous && (await rebuildPages(root, previous, contentPages))
const written = rebuilt ?? (await fullBuild())
const { rendered, removed, total } = await finishBuild(inputs, written)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(
  rebuilt
    ? `Content rebuild: ${rendered} of ${total} pages rendered, ${removed} removed, in ${seconds} s (only the content's text changed since the last build, so nothing was bundled).`
    : `Full build: ${total} pages in ${seconds} s (${state ? 'code, settings or packages changed since the last build' : 'no previous build'}${values.full ? ', or --full' : ''}).`,
)

/** Vike's build, and the web editor's bundle (esbuild's work, in its own threads) beside it. */
async function fullBuild(): Promise<WrittenPage[]> {
  const [{ build }, { getVikeConfig }, { adminFiles }] = await Promise.all([import('vike/api'), import('vike/plugin'), import('../lib/editor/adminBundle.ts')])
  const editor = adminFiles(root)
  editor.catch(() => {}) // awaited below, after the build
  await build()
  const dir = path.join(paths.client, ADMIN_DIR)
  fs.mkdirSync(dir, { recursive: true })
  for (const [name, body] of Object.entries(await editor)) fs.writeFileSync(path.join(dir, name), body)
  return getVikeConfig().prerenderContext.output as WrittenPage[]
}
