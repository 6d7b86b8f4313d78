// The company's figures are written once, in content/facts.yaml. This check reads every content
// file as the editor wrote it and refuses a figure of ours written out (use the token) and a
// different figure for the same fact, unless it is marked as the market's: {{market: $25-40}}.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { collectionNames, collections } from '../collections.ts'
import { hashCache } from '../hashCache.ts'
import type { Content, LoadedContent } from '../entries.ts'
import { collectionPath } from '../load/readContent.ts'
import { describeToken, factTokens } from '../load/tokens.ts'
import type { Problem } from '../problems.ts'
import type { RateSector } from '../schema.ts'
import { checkedFacts, extractFigures, nearestCue, sameUnit, type CheckedFact, type Figure } from './figures.ts'

/** Where the company's figures are set, as messages name it. */
const FACTS_FILE = collectionPath('facts')
/** The facts that are names and numbers no other text uses: written out, they must be their token. */
const CREDENTIAL_GROUPS = ['legal', 'certifications', 'insurance']

/** The content files whose text may state figures (collections.ts `figures`), relative to the root. */
export function figureFiles(root: string): string[] {
  return collectionNames
    .filter((name) => collections[name].figures)
    .flatMap((name) => {
      const where = collectionPath(name)
      if (collections[name].kind === 'file') return [where]
      const full = path.join(root, where)
      if (!fs.existsSync(full)) return []
      return fs
        .readdirSync(full)
        .filter((file) => file.endsWith('.md'))
        .sort()
        .map((file) => `${where}/${file}`)
    })
    .filter((file) => fs.existsSync(path.join(root, file)))
}


export function checkFigures({ content }: LoadedContent, root: string): Problem[] {
  const facts = content.site.facts
  if (!facts) return []
  const known = checkedFacts(facts, describeToken)
  // Only the credentials: a frequency such as 'every working day' is also everyday English.
  const words = Object.entries(factTokens(facts)).filter(([token, value]) => CREDENTIAL_GROUPS.some((group) => token.startsWith(`${group}.`)) && !/^[\d$]/.test(value) && value.length > 8)
  const serviceRates = serviceRatesByFile(content)
  const cache = figureProblemsCache(root)
  // The facts as a short hash: the key holds it once per file rather than the facts themselves.
  const factsKey = createHash('sha1').update(JSON.stringify(facts)).digest('base64url')
  return figureFiles(root).flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8')
    const rates = serviceRates.get(file)
    // A file's problems depend on its text, the facts and the page's sectors alone: a rebuild after
    // one edit judges that file again, not the thousands of others.
    // Keyed by a hash of all three, so the cache holds no copy of thousands of files' text until it is saved.
    const key = createHash('sha1').update(`${factsKey}\0${JSON.stringify(rates ?? null)}\0`).update(source).digest('base64url')
    const found = cache.get(key, () => {
      const problems: FigureProblem[] = []
      const lines = source.split('\n')
      // Names and numbers that are ours alone: the legal entity, ABN, certifier, certificate numbers.
      for (const [token, value] of words) {
        lines.forEach((text, index) => {
          if (text.includes(value)) problems.push({ line: index + 1, message: `"${value}" is ${describeToken(token)} in ${FACTS_FILE}; write {{${token}}}` })
        })
      }
      for (const figure of extractFigures(source)) {
        if (figure.market) continue
        const problem = judge(figure, known, rates)
        if (problem) problems.push({ line: figure.line, message: problem })
      }
      return problems
    })
    return found.map(({ line, message }) => ({ file, field: 'figure', line, message }))
  })
}

/** What checkFigures finds in one file, kept by the file's text with the facts it was judged by. */
type FigureProblem = { line: number; message: string }
const figureProblemsCache = (root: string) => hashCache<FigureProblem[]>(root, 'figure-problems', 'lib/content/check/checkFigures.ts')

/** Each service page's sectors, by file: an unnamed hourly rate on the page is one of these. */
export function serviceRatesByFile(content: Content): Map<string, RateSector[]> {
  return new Map(content.services.map((service) => [service.file, service.rates]))
}

const tokenList = (facts: CheckedFact[]) => facts.map((fact) => `{{${fact.token}}}`).join(' or ')
const shown = (figure: Figure) => `${figure.text}${figure.unit === 'hour' ? ' per hour' : figure.unit === 'visit' ? ' per visit' : ''}`

/**
 * The facts a figure may state, by unit, and the tokens of the ones its sentence names: undefined
 * when no words name one, [] when the words name something that is not a fact (parking, pollution cover).
 */
export function factsOf(figure: Figure, known: CheckedFact[], pageRates: RateSector[] | undefined) {
  const candidates = known.filter((fact) => sameUnit(figure, fact))
  let tokens = candidates.length ? nearestCue(figure, new Set(candidates.map((fact) => fact.token))) : undefined
  // On a service page an hourly rate with no sector named is the page's own.
  if (!tokens && candidates.length && pageRates && figure.unit === 'hour') tokens = pageRates.map((sector) => `rates.${sector}`)
  return { candidates, tokens }
}

/** What is wrong with one figure, if anything. */
function judge(figure: Figure, known: CheckedFact[], pageRates: RateSector[] | undefined): string | undefined {
  const { candidates, tokens } = factsOf(figure, known, pageRates)
  if (!candidates.length) return undefined
  const equal = (fact: CheckedFact) => fact.value.from === figure.from && fact.value.to === figure.to
  if (!tokens) {
    const same = candidates.filter(equal)
    if (!same.length) return undefined
    return `${shown(figure)} is ${same.map((fact) => fact.description).join(' and ')} in ${FACTS_FILE}: write ${tokenList(same)}, or mark a market figure as {{market: ${figure.text}}}`
  }
  const facts = candidates.filter((fact) => tokens.includes(fact.token))
  if (!facts.length) return undefined
  const same = facts.filter(equal)
  if (same.length) return `${shown(figure)} is ${same[0]!.description} in ${FACTS_FILE}; write ${tokenList(same)}`
  // "From $35/hour" on a card, or one worked example of $90 a visit, sits inside our range.
  const single = figure.from === figure.to || figure.openEnded
  if (single && facts.some((fact) => figure.from >= fact.value.from && figure.to <= fact.value.to)) return undefined
  const ours = facts.map((fact) => `${fact.description} (${fact.text}, {{${fact.token}}})`).join(' or ')
  return `${shown(figure)} differs from ${ours}: write the token, or if it is the market's figure mark it {{market: ${figure.text}}}`
}
