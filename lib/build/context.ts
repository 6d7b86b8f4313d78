// What one build knows, in one typed place, for the code Vike runs from the server bundle (the page
// plan, the render hook): a build runs the build script's modules and the server bundle's copies of
// them in one process, so the context lives in one slot of globalThis; this file alone touches it.
// The checked content itself is in the content store (lib/content/store.ts), which the build fills.
import type { BuildState } from './buildState.ts'

/** A page Vike is about to prerender, with the data its onBeforePrerenderStart hook gave it, if any. */
export interface ListedPage {
  url: string
  /** The Vike page it is an instance of, e.g. /pages/blog/@slug. */
  pageId: string
  is404: boolean
  data?: unknown
}

export interface BuildContext {
  root: string
  /** The last build's state, when only the content's text changed since (a content rebuild). */
  previous?: BuildState
  /** Every page of this build, as Vike listed it (lib/build/pagePlan.ts). */
  pages?: ListedPage[]
  /** The key of each page that may be kept, by URL. */
  keys?: Map<string, string>
}

const SLOT = Symbol.for('sparkwell.build')
type WithContext = typeof globalThis & { [SLOT]?: BuildContext }

/** Opens the build's context. */
export function startBuildContext(context: BuildContext): BuildContext {
  return ((globalThis as WithContext)[SLOT] = context)
}

/** The context, for code that only runs inside a build: names the caller when there is none. */
export function requireBuildContext(caller: string): BuildContext {
  const context = (globalThis as WithContext)[SLOT]
  if (!context) throw new Error(`${caller} runs only inside npm run build, which checks the content and opens the build's context first`)
  return context
}
