// Rebuilds after content edits without Vite. When every input but the text of content/ is as it
// was at the last build (inputs.ts), that build's client assets and server bundle are still right.
// So this checks the content, asks the server bundle which pages Vike would prerender
// (vikePages.ts), lets the page plan (pagePlan.ts) pick the new and changed ones, renders those
// with the server bundle, removes the pages gone from the content and rewrites the hosting files.
// It skips what dominates a rebuild after an editor's change: loading Vite, Vike and Tailwind,
// and bundling the client and the server again.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkAndReport } from '../../content/check/report.ts'
import { provideContent } from '../../content/store.ts'
import { startBuildContext } from '../context.ts'
import { readBuiltAssets } from '../render/builtAssets.ts'
import { projectPaths } from '../../settings.ts'
import { readBuildState, type BuildState, type PagePlan } from './buildState.ts'
import type { Content } from '../../content/entries.ts'
import { inputsFingerprint } from './inputs.ts'
import { finishBuild } from './finishBuild.ts'
import { carryOverPages, planPages } from './pagePlan.ts'
import { vikePageFiles, vikePages } from './vikePages.ts'


/** Why the build must be a full one, or undefined when a content rebuild will do. */
export function fullBuildReason(root: string): string | undefined {
  const paths = projectPaths(root)
  const state = readBuildState(paths.out)
  if (!state) return 'there is no previous build'
  if (!fs.existsSync(paths.serverEntry)) return 'the previous build has no server bundle'
  if (state.inputs !== inputsFingerprint(root)) return 'something besides the text of content/ changed since the last build (code, settings, packages or pictures)'
  return undefined
}

export interface Rebuilt {
  rendered: number
  removed: number
  total: number
}

type Planned = { plan: PagePlan; renderPage: typeof import('vike/server').renderPage }

/** Which pages to render for the checked content, from the server bundle of the last build. */
async function planFor(root: string, content: Content, state: BuildState): Promise<Planned> {
  const paths = projectPaths(root)
  // The inputs are those of the last build: fullBuildReason() found them unchanged.
  provideContent(content)
  const context = startBuildContext({ root, inputs: state.inputs, previous: { state, clientDir: paths.client } })
  // Like the build (scripts/build.ts), the server bundle needs NODE_ENV=production: the image
  // manifest and React depend on it. Its pages read the checked content from the content store.
  await import(pathToFileURL(paths.serverEntry).href)
  const { renderPage } = await import('vike/server')
  context.assets = readBuiltAssets(root)
  const plan = (context.plan = planPages(context, await vikePages(), await vikePageFiles()))
  return { plan, renderPage }
}

/**
 * Rebuilds dist/ for the content as it is now; call only when fullBuildReason() is undefined.
 * Returns undefined when the content check fails (its problems printed): dist/ is then untouched.
 */
export async function rebuildContent(root: string): Promise<Rebuilt | undefined> {
  const paths = projectPaths(root)
  const state = readBuildState(paths.out)
  if (!state) throw new Error('rebuildContent: no previous build to update')
  // The page plan is made while the content check's last rule runs on another core: it writes
  // nothing, so a problem that rule finds still leaves dist/ as it was.
  let planned: Promise<Planned> | undefined
  const content = await checkAndReport(root, (published) => (planned = planFor(root, published, state)))
  if (!content) return undefined
  const { plan, renderPage } = await (planned ?? planFor(root, content, state))
  const clientDir = paths.client
  carryOverPages(plan, clientDir, clientDir)
  const rendered = new Map<string, unknown>()
  for (const page of plan.render) {
    const { httpResponse, data } = (await renderPage({ urlOriginal: page.url })) as Awaited<ReturnType<typeof renderPage>> & { data?: unknown }
    rendered.set(page.url, data)
    const expected = page.is404 ? 404 : 200
    if (httpResponse?.statusCode !== expected) throw new Error(`rendering ${page.url} gave ${httpResponse ? `HTTP ${httpResponse.statusCode}` : 'no page'}, not HTTP ${expected}: see the error above`)
    const file = path.join(clientDir, plan.next.pages[page.url]!.file)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, httpResponse.body)
  }
  await finishBuild(rendered)
  return { rendered: plan.render.length, removed: plan.remove.length, total: plan.pages.length }
}
