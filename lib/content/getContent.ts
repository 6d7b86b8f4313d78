// The content every page renders from. Pages call getContent() in their +data hooks, at build time.
import { buildContext } from '../build/context.ts'
import { checkContent } from './checkContent.ts'
import type { Content } from './loadContent.ts'
import { ContentError } from './problems.ts'

let cached: Content | undefined

/**
 * In a build, the content the build checked before bundling (lib/build/context.ts): read and
 * rendered once, never again per page. In `vike dev` it reloads on every call, so an edited
 * Markdown file shows on the next page load; a broken one throws the check's message.
 */
export function getContent(): Content {
  if (import.meta.env.DEV) return loadChecked()
  cached ??= buildContext()?.content ?? loadChecked()
  return cached
}

function loadChecked(): Content {
  const { content, problems } = checkContent()
  if (problems.length) throw new ContentError(problems)
  return content
}
