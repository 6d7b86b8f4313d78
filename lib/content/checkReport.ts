// The content check as `npm run check:content` and the build run it: all files validated, the Markdown the
// cache lacks rendered on every core, the cache saved, and the outcome printed for the editor.
import type { Content } from './loadContent.ts'
import { checkContentInParallel } from './parallelRender.ts'
import { formatAnnotation, formatProblem } from './problems.ts'
import { saveCaches } from './hashCache.ts'

/** The checked content, or undefined after printing every problem to fix. */
export async function checkAndReport(root: string = process.cwd()): Promise<Content | undefined> {
  const { content, problems } = await checkContentInParallel(root)
  // Saved even when the check fails: the next run after a one-line fix redoes only that file.
  saveCaches()
  if (problems.length) {
    console.error(`Content check failed: ${problems.length} problem(s) to fix.\n`)
    // In GitHub Actions each problem becomes an annotation on its file and line of the pull request.
    const format = process.env.GITHUB_ACTIONS === 'true' ? formatAnnotation : formatProblem
    for (const problem of problems) console.error(format(problem))
    return undefined
  }
  console.log(
    `Content check passed: ${content.services.length} services, ${content.faqGroups.length} FAQ groups, ` +
      `${content.posts.length} articles, ${Object.keys(content.pages).length} pages, ${content.testimonials.length} testimonials.`,
  )
  return content
}
