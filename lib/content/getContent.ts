// The content every page renders from. Pages call getContent() in their +data hooks, at build time.
import { checkContent } from './checkContent.ts'
import type { Content } from './loadContent.ts'
import { ContentError } from './problems.ts'

/**
 * The build checks the content before Vite bundles anything (lib/build/plugins/contentPlugin.ts), then
 * hands it over here. The Vite config and the server bundle are module graphs of their own in that
 * same process, so the hand-over goes through globalThis; otherwise each would read and check
 * 4,000 articles again.
 */
const CHECKED = Symbol.for('sparkwell.checkedContent')
type WithChecked = typeof globalThis & { [CHECKED]?: Content }

export function shareCheckedContent(content: Content): void {
  ;(globalThis as WithChecked)[CHECKED] = content
}

/** The content a build script checked in this process, if it did. */
export function sharedContent(): Content | undefined {
  return (globalThis as WithChecked)[CHECKED]
}

let cached: Content | undefined

/**
 * Loads and checks all content once per build. In `vike dev` it reloads on every call, so an
 * edited Markdown file shows on the next page load; a broken one throws the check's message.
 */
export function getContent(): Content {
  if (import.meta.env.DEV) return loadChecked()
  cached ??= sharedContent() ?? loadChecked()
  return cached
}

function loadChecked(): Content {
  const { content, problems } = checkContent()
  if (problems.length) throw new ContentError(problems)
  return content
}
