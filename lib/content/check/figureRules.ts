// The rule on the company's figures for one file's text: a figure of ours written out (use the
// token), or a different figure for the same fact unless it is marked as the market's. Pure, so
// the build (load/fileWork.ts, every file) and the web editor (the entry being saved) apply it alike.
import { collectionPath } from '../collectionPath.ts'
import { describeToken, factTokens } from '../load/tokens.ts'
import type { Problem } from '../problems.ts'
import type { Facts, RateSector } from '../schema.ts'
import { checkedFacts, extractFigures, nearestCue, sameUnit, type CheckedFact, type Figure } from './figures.ts'

/** Where the company's figures are set, as messages name it. */
export const FACTS_FILE = collectionPath('facts')
/** The facts that are names and numbers no other text uses: written out, they must be their token. */
const CREDENTIAL_GROUPS = ['legal', 'certifications', 'insurance']

/** A figure problem; `fill`: the one fact of ours a figure typed out is, which the web editor's save puts in its place. */
export interface FigureProblem extends Problem {
  fill?: { text: string; token: string }
}

/** What the web editor says of a figure that is one or more of our facts, typed out. */
function typedOut(shown: string, facts: { token: string; description: string }[]): Pick<FigureProblem, 'editor' | 'fill'> {
  const [fact] = facts
  if (facts.length > 1) return { editor: `"${shown}" is ${facts.map((one) => `${one.description} ({{${one.token}}})`).join(' and ')}: say in the sentence which one it is, such as the kind of site` }
  return { editor: `"${shown}" is ${fact!.description}, which is kept under {{${fact!.token}}} so that a change there reaches every page: save again, and the editor puts it in from there`, fill: { text: shown.replace(/ per (hour|visit)$/, ''), token: fact!.token } }
}

/** Every figure problem of one file's text, as written (tokens not filled in); `pageRates`: a service page's sectors. */
export function figureProblemsIn(file: string, source: string, facts: Facts, pageRates?: RateSector[]): FigureProblem[] {
  const known = checkedFacts(facts, describeToken)
  // Only the credentials: a frequency such as 'every working day' is also everyday English.
  const words = Object.entries(factTokens(facts)).filter(([token, value]) => CREDENTIAL_GROUPS.some((group) => token.startsWith(`${group}.`)) && !/^[\d$]/.test(value) && value.length > 8)
  const problems: FigureProblem[] = []
  const lines = source.split('\n')
  // Names and numbers that are ours alone: the legal entity, ABN, certifier, certificate numbers.
  for (const [token, value] of words) {
    lines.forEach((text, index) => {
      if (text.includes(value)) problems.push({ rule: 'credential', file, field: 'figure', line: index + 1, message: `"${value}" is ${describeToken(token)} in ${FACTS_FILE}; write {{${token}}}`, ...typedOut(value, [{ token, description: describeToken(token) }]) })
    })
  }
  for (const figure of extractFigures(source)) {
    if (figure.market) continue
    const problem = judge(figure, known, pageRates)
    if (problem) problems.push({ rule: 'figure', file, field: 'figure', line: figure.line, ...problem })
  }
  return problems
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
function judge(figure: Figure, known: CheckedFact[], pageRates: RateSector[] | undefined): Pick<FigureProblem, 'message' | 'editor' | 'fill'> | undefined {
  const { candidates, tokens } = factsOf(figure, known, pageRates)
  if (!candidates.length) return undefined
  const equal = (fact: CheckedFact) => fact.value.from === figure.from && fact.value.to === figure.to
  if (!tokens) {
    const same = candidates.filter(equal)
    if (!same.length) return undefined
    return { message: `${shown(figure)} is ${same.map((fact) => fact.description).join(' and ')} in ${FACTS_FILE}: write ${tokenList(same)}, or mark a market figure as {{market: ${figure.text}}}`, ...typedOut(shown(figure), same) }
  }
  const facts = candidates.filter((fact) => tokens.includes(fact.token))
  if (!facts.length) return undefined
  const same = facts.filter(equal)
  if (same.length) return { message: `${shown(figure)} is ${same[0]!.description} in ${FACTS_FILE}; write ${tokenList(same)}`, ...typedOut(shown(figure), same) }
  // "From $35/hour" on a card, or one worked example of $90 a visit, sits inside our range.
  const single = figure.from === figure.to || figure.openEnded
  if (single && facts.some((fact) => figure.from >= fact.value.from && figure.to <= fact.value.to)) return undefined
  const ours = facts.map((fact) => `${fact.description} (${fact.text}, {{${fact.token}}})`).join(' or ')
  const editor = `"${shown(figure)}" is not ${facts.map((fact) => `${fact.description} (${fact.text})`).join(' or ')}: our figures are changed under ${tokenList(facts)}, and every page follows. Write ${facts[0]!.text} here, or change it there`
  return { message: `${shown(figure)} differs from ${ours}: write the token, or if it is the market's figure mark it {{market: ${figure.text}}}`, editor }
}
