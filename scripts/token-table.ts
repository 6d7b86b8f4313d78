// Rewrites the token tables of content/README.md from the tokens and content/facts.yaml.
import fs from 'node:fs'
import { loadContent } from '../lib/content/checkContent.ts'
import { formatProblem } from '../lib/content/problems.ts'
import { TABLE_END, TABLE_START, withTokenTables } from '../lib/content/tokenTable.ts'

const GUIDE = 'content/README.md'
const { content, problems } = loadContent(process.cwd(), { render: false })
if (!content.site.facts) {
  console.error(`content/facts.yaml must pass the check first:\n${problems.map(formatProblem).join('\n')}`)
  process.exit(1)
}
const guide = fs.readFileSync(GUIDE, 'utf8')
const updated = withTokenTables(guide, content.site.facts)
if (!updated) {
  console.error(`${GUIDE} needs the lines\n${TABLE_START}\n${TABLE_END}\nwhere the token tables go.`)
  process.exit(1)
}
fs.writeFileSync(GUIDE, updated)
console.log(updated === guide ? `${GUIDE}: token tables already up to date.` : `${GUIDE}: token tables rewritten.`)
