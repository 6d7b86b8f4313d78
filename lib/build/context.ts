// What one build knows, in one typed place: the fingerprint of its inputs besides the content's
// text, the previous build's state, the page plan and what the client build wrote. The checked
// content itself is in the content store (lib/content/store.ts), which the build fills.
//
// A build runs its code in several module graphs in one process: scripts/build.ts (bundled by
// esbuild), the Vite config with its plugins (bundled by Vite), and the server bundle Vike
// prerenders with. Each has its own copy of this module, so the context lives in one slot of
// globalThis; this file is the only one that touches it.
import type { Content } from '../content/entries.ts'
import type { BuildState } from './incremental/buildState.ts'
import type { PagePlan } from './incremental/buildState.ts'
import type { BuiltAssets } from './render/builtAssets.ts'

export interface BuildContext {
  /** The project being built. */
  root: string
  /** inputsFingerprint() of everything but the content text, taken before anything was built. */
  inputs: string
  /**
   * A full build's content check, under way while Vite bundles the client (lib/build/incremental/fullBuild.ts):
   * the published content, or undefined once the problems are printed.
   */
  checked?: Promise<Content | undefined>
  /** The last build's state and the folder its pages are in now, when there was a last build. */
  previous?: { state: BuildState; clientDir: string }
  /** Set once the pages are planned (lib/build/incremental/pagePlan.ts). */
  plan?: PagePlan
  /** What the client build wrote for pages to name, read when the pages are planned. */
  assets?: BuiltAssets
}

const SLOT = Symbol.for('sparkwell.build')
type WithContext = typeof globalThis & { [SLOT]?: BuildContext }

/** Opens the build's context; a process builds once, so a second call is a mistake. */
export function startBuildContext(context: BuildContext): BuildContext {
  const holder = globalThis as WithContext
  if (holder[SLOT]) throw new Error('a build context is already open in this process')
  holder[SLOT] = context
  return context
}

/** The context of the build running in this process, if one is. */
export function buildContext(): BuildContext | undefined {
  return (globalThis as WithContext)[SLOT]
}

/** The context, for code that only runs inside a build: names the caller when there is none. */
export function requireBuildContext(caller: string): BuildContext {
  const context = buildContext()
  if (!context) throw new Error(`${caller} runs only inside a build, after the content check opened the build context`)
  return context
}
