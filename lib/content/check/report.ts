// The content check as `npm run check:content` and both build paths run it: every file checked,
// the Markdown the cache lacks rendered on every core, the cache saved, and the outcome printed
// for the editor. Its result is the checked content a build renders from (lib/content/store.ts).
import { env } from '../../settings.ts'
import { checkContentOnAllCores } from '../checkContent.ts'
import { collectionNames, collections } from '../collections.ts'
import type { Content } from '../entries.ts'
import { saveCaches } from '../hashCache.ts'
import { formatAnnotation, formatProblem } from '../problems.ts'

/** The checked content, or undefined after printing every problem to fix. */
export async function checkAndReport(root: string = process.cwd()): Promise<Content | undefined> {
  const { content, problems } = await checkContentOnAllCores(root)
  // Saved even when the check fails: the next run after a one-line fix redoes only that file.
  saveCaches()
  if (problems.length) {
    console.error(`Content check failed: ${problems.length} problem(s) to fix.\n`)
    // In GitHub Actions each problem becomes an annotation on its file and line of the pull request.
    const format = env.GITHUB_ACTIONS === 'true' ? formatAnnotation : formatProblem
    for (const problem of problems) console.error(format(problem))
    return undefined
  }
  console.log(`Content check passed: ${summary(content)}.`)
  return content
}

/** How many entries each collection of entries holds, by its name in the editor: "20 articles, 12 service pages, ...". */
function summary(content: Content): string {
  const lowerFirst = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (letter) => letter.toLowerCase())
  return collectionNames
    .filter((name) => Array.isArray(content[name]))
    .map((name) => `${(content[name] as unknown[]).length} ${lowerFirst(collections[name].editor.label)}`)
    .join(', ')
}
