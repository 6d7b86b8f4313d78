// The content check as `npm run check:content` and both build paths run it: all files validated, the
// Markdown the cache lacks rendered on every core, the cache saved, and the outcome printed for the
// editor. Its result is the checked content a build renders from (lib/build/context.ts).
import { checkLoaded } from './checkContent.ts'
import { assembleContent, readContent, type Content, type LoadResult } from './loadContent.ts'
import { renderInParallel } from './parallelRender.ts'
import { formatAnnotation, formatProblem } from './problems.ts'
import { saveCaches } from './hashCache.ts'
import { renderedMarkdown } from './renderedMarkdown.ts'
import { env } from '../settings.ts'

/** The checked content, or undefined after printing every problem to fix. */
export async function checkAndReport(root: string = process.cwd()): Promise<Content | undefined> {
  const { content, problems } = await checkWithAllCores(root)
  // Saved even when the check fails: the next run after a one-line fix redoes only that file.
  saveCaches()
  if (problems.length) {
    console.error(`Content check failed: ${problems.length} problem(s) to fix.\n`)
    // In GitHub Actions each problem becomes an annotation on its file and line of the pull request.
    const format = env.GITHUB_ACTIONS === 'true' ? formatAnnotation : formatProblem
    for (const problem of problems) console.error(format(problem))
    return undefined
  }
  console.log(
    `Content check passed: ${content.services.length} services, ${content.faqGroups.length} FAQ groups, ` +
      `${content.posts.length} articles, ${Object.keys(content.pages).length} pages, ${content.testimonials.length} testimonials.`,
  )
  return content
}

/** checkContent, with the Markdown the cache lacks rendered on every core first. */
async function checkWithAllCores(root: string): Promise<LoadResult> {
  const read = readContent(root)
  await renderInParallel(read.markdown.map((source) => source.markdown), root)
  return checkLoaded(assembleContent(read, (markdown) => renderedMarkdown(markdown, root).html), root)
}
