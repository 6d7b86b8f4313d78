// The content check as `npm run check:content` and the build run it: every file checked, what the
// store (lib/cache.ts) gained saved, and the outcome printed for the editor. Its result is the
// checked content a build renders from (lib/content/store.ts): what a build publishes today,
// without drafts and articles scheduled for a later day.
import { saveStore } from '../../cache.ts'
import { env } from '../../settings.ts'
import { checkContent } from '../checkContent.ts'
import { collectionNames, collections } from '../collections.ts'
import type { Content } from '../entries.ts'
import { formatAnnotation, formatProblem } from '../problems.ts'
import { buildDate, leftOut, publishedContent } from '../publication.ts'

/** The checked content a build publishes, or undefined after printing every problem to fix. */
export function checkAndReport(root: string = process.cwd()): Content | undefined {
  const today = buildDate()
  const { content, problems } = checkContent(root, { today })
  // Saved even when the check fails: the next run after a one-line fix redoes only that text.
  saveStore()
  if (problems.length) {
    console.error(`Content check failed: ${problems.length} problem(s) to fix.\n`)
    // In GitHub Actions each problem becomes an annotation on its file and line of the pull request.
    const format = env.GITHUB_ACTIONS === 'true' ? formatAnnotation : formatProblem
    for (const problem of problems) console.error(format(problem))
    return undefined
  }
  console.log(`Content check passed: ${summary(content)}.${waiting(content, today)}`)
  return publishedContent(content, today)
}

/** The articles a build today leaves out, named so an editor sees why an article is not online. */
function waiting(content: Content, today: string): string {
  const { drafts, scheduled } = leftOut(content, today)
  const lines = [...drafts.map((post) => `  ${post.file}: draft`), ...scheduled.map((post) => `  ${post.file}: scheduled for ${post.date}`)]
  return lines.length ? `\nNot published by a build on ${today} (Sydney):\n${lines.join('\n')}` : ''
}

/** How many entries each collection of entries holds, by its name in the editor: "20 articles, 12 service pages, ...". */
function summary(content: Content): string {
  const lowerFirst = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase())
  return collectionNames
    .filter((name) => Array.isArray(content[name]))
    .map((name) => `${(content[name] as unknown[]).length} ${lowerFirst(collections[name].editor.label)}`)
    .join(', ')
}
