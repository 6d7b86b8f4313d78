// Every sentence on each promise of content/facts.yaml `promises`, grouped by topic with the
// registered statement on top, so all the statements of one promise can be read side by side:
// the content's, with what the check refuses marked, then the lines of page code that touch the
// topic (not tokenised: read them against the statement). `npm run claims`, `-- --topic quote`.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadContent } from '../lib/content/checkContent.ts'
import { describeToken, factTokens } from '../lib/content/load/tokens.ts'

const { values: options } = parseArgs({ options: { topic: { type: 'string' } } })
const root = process.cwd()
const loaded = loadContent(root, { render: false })
const facts = loaded.content.site.facts
const statements = factTokens(facts)
const found = loaded.claims
const code = ['pages', 'components', 'islands'].flatMap((dir) => (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx')).map((file) => path.join(dir, file)))
const short = (text: string) => (text.length > 170 ? `${text.slice(0, 167)}...` : text)

const counts: string[] = []
for (const [topic, promise] of Object.entries(facts.promises)) {
  if (options.topic && topic !== options.topic) continue
  const about = found.filter((claim) => claim.topic === topic)
  console.log(`\n## promises.${topic}: ${describeToken(`promises.${topic}`)}\n   registered: ${statements[`promises.${topic}`]}`)
  for (const { file, line, field, sentence, problem } of about) console.log(`${problem ? 'X' : ' '} ${file}:${line} ${field || 'text'}: ${short(sentence)}${problem ? `\n    refused: ${problem}` : ''}`)
  const patterns = promise.find.map((pattern) => new RegExp(pattern, 'i'))
  const inCode = code.flatMap((file) => fs.readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((text, index) => (patterns.some((pattern) => pattern.test(text)) && !/^\s*(?:\/\/|\/?\*|\{\/\*)/.test(text) ? [`  ${file}:${index + 1} (page code): ${short(text.trim())}`] : [])))
  if (inCode.length) console.log(inCode.join('\n'))
  counts.push(`${topic}\t${about.length + inCode.length}\t${about.filter((claim) => claim.problem).length}`)
}
console.log(`\ntopic\tstatements\trefused\n${counts.join('\n')}`)
process.exitCode = found.some((claim) => claim.problem) ? 1 : 0
