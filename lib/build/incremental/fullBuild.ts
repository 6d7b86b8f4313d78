// A full build (`vike build`) made incremental. At its start the content check begins (under
// npm run build, in the build script while Vike loads: lib/build/besideVike.ts); the client build
// bundles meanwhile and, before it writes anything, waits for the check's verdict and sets the
// previous build aside in one rename (Vite would otherwise empty dist/ file by file: 8,000 unlinks
// at 4,000 articles). When Vike has listed the pages it will prerender, the page plan
// (pagePlan.ts planPrerender) moves each unchanged page over from the previous build and Vike
// renders only the rest. At the end the hosting files and the build state are written and what is left of the
// previous build is deleted. When only content changed, scripts/build.ts skips Vite altogether
// instead (contentRebuild.ts).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Content } from '../../content/entries.ts'
import { provideContent } from '../../content/store.ts'
import { fromBuildScript } from '../fromBuildScript.ts'
import { requireBuildContext, startBuildContext } from '../context.ts'
import { projectPaths } from '../../settings.ts'
import { readBuildState } from './buildState.ts'
import { finishBuild } from './finishBuild.ts'
import { inputsFingerprint } from './inputs.ts'

/**
 * At the full build's start (its config hook): opens the build context with the fingerprint of its
 * inputs, taken before Vite reads any of them (a file edited during the build must make the next
 * build a full one), and with the content check under way: the build script's, or one run here.
 */
export function startFullBuild(root: string): void {
  const inputs = inputsFingerprint(root)
  const checked = fromBuildScript('checked-content') ?? checkHere(root)
  // Awaited by setPreviousBuildAside; a build stopped before then must not also report it unhandled.
  checked.catch(() => {})
  startBuildContext({ root, inputs, checked })
}

/**
 * The content check of a `vike build` run by itself. Its module is loaded through Vite's module
 * runner, not imported: Vite's bundle of the config carries every package its files import, even
 * dynamically, into each `vike build`, also the one npm run build starts, whose content the build
 * script checks. Remark, retext and the dictionary loaded there for nothing (real site cold:
 * 0.91x the wall time and 0.93x the CPU, eight paired runs).
 */
async function checkHere(root: string): Promise<Content | undefined> {
  const { runnerImport } = await import('vite')
  const { module } = await runnerImport<typeof import('../../content/check/report.ts')>(fileURLToPath(new URL('../../content/check/report.ts', import.meta.url)))
  return module.checkAndReport(root)
}

/**
 * Before the client build writes anything (Vite empties dist/client as its output starts): waits
 * for the content check and, only if it passed, sets the previous build aside and hands the content
 * to the store. Returns false when the check failed (its problems printed): dist/ is then untouched.
 */
export async function setPreviousBuildAside(): Promise<boolean> {
  const context = requireBuildContext('setPreviousBuildAside')
  const content = await context.checked
  if (!content) return false
  const { root } = context
  const paths = projectPaths(root)
  const previousDir = paths.previousBuild
  // A previous build still set aside was left by an interrupted build: nothing will reuse it.
  discard(previousDir, root)
  if (fs.existsSync(paths.out)) {
    fs.mkdirSync(path.dirname(previousDir), { recursive: true })
    fs.renameSync(paths.out, previousDir)
  }
  const state = readBuildState(previousDir)
  provideContent(content)
  context.previous = state && { state, clientDir: path.join(previousDir, 'client') }
  const discarded = projectPaths(root).discardedBuilds
  // In the background: Vike ends the process once it has prerendered, so a deletion it cuts
  // short is finished by the next build.
  if (fs.existsSync(discarded)) void fs.promises.rm(discarded, { recursive: true, force: true })
  return true
}

/**
 * Once Vike has prerendered: checks every page is where the plan says, then finishes the build with
 * the data of each page Vike rendered (by URL).
 */
export async function finishFullBuild(rendered: Map<string, unknown>): Promise<void> {
  const { root, plan } = requireBuildContext('finishFullBuild')
  if (!plan) throw new Error('finishFullBuild: Vike prerendered without planning the pages (is renderer/+onPrerenderStart.ts gone?)')
  const clientDir = projectPaths(root).client
  const missing = Object.entries(plan.next.pages).filter(([, { file }]) => !fs.existsSync(path.join(clientDir, file)))
  if (missing.length) throw new Error(`the build state would record pages where Vike did not write them, e.g. ${missing[0]![0]} as ${missing[0]![1].file}`)
  await finishBuild(rendered)
  discard(projectPaths(root).previousBuild, root)
}

/** Moves a folder into the discarded builds, for a background deletion to remove. */
function discard(dir: string, root: string): void {
  if (!fs.existsSync(dir)) return
  const discarded = projectPaths(root).discardedBuilds
  fs.mkdirSync(discarded, { recursive: true })
  fs.renameSync(dir, path.join(discarded, `${Date.now()}-${process.pid}`))
}
