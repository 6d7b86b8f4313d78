// Writes docs/tokens.md from the tokens and content/facts.yaml.
import fs from 'node:fs'
import { loadContent } from '../lib/content/checkContent.ts'
import { formatProblem } from '../lib/content/problems.ts'
import { TOKEN_REFERENCE, tokenReference } from '../lib/editor/tokenTable.ts'

const { content, problems } = loadContent(process.cwd(), { render: false })
if (!content.site.facts) {
  console.error(`content/facts.yaml must pass the check first:\n${problems.map(formatProblem).join('\n')}`)
  process.exit(1)
}
fs.writeFileSync(TOKEN_REFERENCE, tokenReference(content.site, content.site.facts))
console.log(`${TOKEN_REFERENCE} written.`)
