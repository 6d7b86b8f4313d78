// npm run check:built: the prose rules of the content check (spelling, a/an, a repeated word) on the
// visible text of every page of dist/client, so copy in components and islands is held to them too.
// `npm test` runs it right after its build.
import { proofReadPages } from '../lib/build/proofReadPages.ts'
import { formatAnnotation, formatProblem } from '../lib/content/problems.ts'
import { env } from '../lib/settings.ts'

const problems = proofReadPages()
if (problems.length) {
  console.error(`Built pages check failed: ${problems.length} problem(s) to fix, in the component or content that writes the text.\n`)
  const format = env.GITHUB_ACTIONS === 'true' ? formatAnnotation : formatProblem
  for (const problem of problems) console.error(format(problem))
  process.exit(1)
}
console.log('Built pages check passed: every page reads as Australian English, with no misplaced "a"/"an" and no word written twice.')
