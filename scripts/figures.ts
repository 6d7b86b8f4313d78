// Every dollar figure, percentage and staff count the content states, with its file, line and
// sentence; then the statements grouped by the company fact they are about, ours and the market's
// apart, so a reader can see at a glance whether two statements of one fact disagree.
// `npm run figures` (all), `-- --facts` (the grouping only), `-- --kind staff` (one kind).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { factsOf } from '../lib/content/check/figureRules.ts'
import { checkedFacts, extractFigures, type Figure } from '../lib/content/check/figures.ts'
import { loadContent } from '../lib/content/checkContent.ts'
import { collectionNames, collections } from '../lib/content/collections.ts'
import { filesOf } from '../lib/content/load/collectionFiles.ts'
import { describeToken } from '../lib/content/load/tokens.ts'

const { values: options } = parseArgs({ options: { facts: { type: 'boolean', default: false }, kind: { type: 'string' } } })
const root = process.cwd()
const { content } = loadContent(root, { render: false })
const known = checkedFacts(content.site.facts, describeToken)
// On a service page, an unnamed hourly rate is one of its sectors'.
const pageRates = new Map(content.services.map((service) => [service.file, service.rates]))
// The files whose text may state figures (collections.ts `figures`).
const figureFiles = collectionNames.filter((name) => collections[name].figures).flatMap((name) => filesOf(root, name))

interface Statement extends Figure {
  file: string
  facts: string[]
}
const statements: Statement[] = figureFiles.flatMap((file) =>
  extractFigures(fs.readFileSync(path.join(root, file), 'utf8'))
    .filter((figure) => !options.kind || figure.kind === options.kind)
    .map((figure) => ({ ...figure, file, facts: factsOf(figure, known, pageRates.get(file)).tokens ?? [] })),
)

const short = (sentence: string) => (sentence.length > 170 ? `${sentence.slice(0, 167)}...` : sentence)
const label = (s: Statement) => `${s.text}${s.unit ? ` /${s.unit}` : ''}${s.market ? ' (market)' : ''}`

if (!options.facts) {
  for (const s of statements) console.log(`${s.file}:${s.line}\t${s.kind}\t${label(s)}\t${short(s.sentence)}`)
  const count = (kind: string) => statements.filter((s) => s.kind === kind).length
  console.log(`\n${statements.length} figures: ${count('money')} dollar amounts, ${count('percent')} percentages, ${count('staff')} staff counts, in ${new Set(statements.map((s) => s.file)).size} files.\n`)
}

// Grouped by fact: each of our statements must equal facts.yaml; market statements of one fact are
// listed with their values so that differing ones can be read side by side.
let ourConflicts = 0
for (const fact of known) {
  const about = statements.filter((s) => s.facts.includes(fact.token))
  if (!about.length) continue
  const ours = about.filter((s) => !s.market)
  const market = about.filter((s) => s.market)
  const wrong = ours.filter((s) => !(s.from >= fact.value.from && s.to <= fact.value.to))
  ourConflicts += wrong.length
  const values = (list: Statement[]) => [...new Set(list.map((s) => s.text))].join(', ') || 'none'
  console.log(`{{${fact.token}}} ${fact.text} (${fact.description}): ${ours.length} written out within ours (e.g. "From $35/hour"), ${market.length} marked as the market's [${values(market)}]`)
  for (const s of wrong) console.log(`  DISAGREES ${s.file}:${s.line} ${label(s)}: ${short(s.sentence)}`)
}
const tokenUses = figureFiles.map((file) => fs.readFileSync(path.join(root, file), 'utf8').match(/\{\{\s*[a-z]+\.[A-Za-z]+\s*\}\}/g)?.length ?? 0)
console.log(`\n${tokenUses.reduce((a, b) => a + b, 0)} figures quoted through facts.yaml tokens; ${ourConflicts} written-out statements of our facts disagree with facts.yaml.`)
process.exitCode = ourConflicts ? 1 : 0
