// The content every page renders from. Pages call getContent() in their +data hooks, at build time.
import { checkContent } from './checkContent.ts'
import type { Content } from './loadContent.ts'
import { ContentError } from './problems.ts'

let cached: Content | undefined

/**
 * Loads and checks all content once per build. In `vike dev` it reloads on every call, so an
 * edited Markdown file shows on the next page load; a broken one throws the check's message.
 */
export function getContent(): Content {
  if (cached && !import.meta.env.DEV) return cached
  const { content, problems } = checkContent()
  if (problems.length) throw new ContentError(problems)
  cached = content
  return content
}
