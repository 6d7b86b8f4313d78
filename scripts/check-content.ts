// npm run check:content: validates every content file and lists every problem, one per line.
// Runs before each build, so a broken file stops the build with a message an editor can act on.
import { checkContent } from '../lib/content/checkContent'
import { formatProblem } from '../lib/content/problems'

const { content, problems } = checkContent(process.cwd(), { render: false })

if (problems.length) {
  console.error(`Content check failed: ${problems.length} problem(s) to fix.\n`)
  for (const problem of problems) console.error(formatProblem(problem))
  process.exit(1)
}
console.log(
  `Content check passed: ${content.services.length} services, ${content.faqGroups.length} FAQ groups, ` +
    `${content.posts.length} articles, ${Object.keys(content.pages).length} pages, ${content.testimonials.length} testimonials.`,
)
