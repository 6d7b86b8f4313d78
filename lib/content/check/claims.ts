// Each promise and policy the company makes is stated once, in content/facts.yaml `promises`, and
// pages quote it ({{promises.quote}}). This finds every sentence on each topic by the topic's own
// words (`find`), for `npm run claims` to list side by side, and refuses one that states the topic
// differently where the registry says how to tell: another figure right after its `holds` words,
// missing the words `must` asks for, or wording it lists under `never`.
import { substituteTokens } from '../load/tokens.ts'
import type { Problem } from '../problems.ts'
import type { Facts } from '../schema.ts'
import { FACTS_FILE } from './figureRules.ts'
import { sentencesOf } from './figures.ts'
import { inDigits, NUMBER_WORDS } from './numberWords.ts'
import type { ProseSource } from './proseSources.ts'

export type Topic = keyof Facts['promises']

/** One sentence on a topic, where it is, and what the check finds wrong with it. */
export interface Claim {
  topic: Topic
  file: string
  line: number
  field: string
  sentence: string
  problem?: string
  /** The problem in the web editor's words (lib/content/problems.ts `editor`). */
  editor?: string
}

/** A figure a promise may state: an amount or a time, its number in digits or in words ("twenty-four hours"). */
const FIGURE = new RegExp(String.raw`\$\d[\d,]*(?:-\d[\d,]*)?M?|(?:\d+(?:-\d+)?|${NUMBER_WORDS})\s(?:working days|hours|days|weeks|months|years)`, 'i')
/** At most this much may stand between a topic's `holds` words and its figure ("about", "up to"). */
const GAP = 15

const words = (pattern: string, flags = 'i') => new RegExp(pattern, flags)
const quoted = (text: string) => `"${text.length > 90 ? `${text.slice(0, 87)}...` : text}"`

/**
 * The claims of one file as written (`source`), whose texts a visitor reads are `texts` (for the
 * field a line is in): what each file's work holds (load/fileWork.ts).
 */
export function claimsOfFile(file: string, source: string, facts: Facts | undefined, values: Record<string, string>, texts: ProseSource[]): Claim[] {
  if (!facts?.promises) return []
  const starts = texts.filter((text) => text.file === file).sort((a, b) => b.line - a.line)
  const fieldAt = (line: number) => starts.find((text) => text.line <= line)?.field ?? ''
  return claimsIn(file, substituteTokens(file, source, values).text, facts, values, fieldAt)
}

/** The claims of one file's text, tokens filled in; `fieldAt` names the field a line is in. */
export function claimsIn(file: string, text: string, facts: Facts, values: Record<string, string>, fieldAt: (line: number) => string = () => ''): Claim[] {
  const sentenceAt = sentencesOf(text)
  const found: Claim[] = []
  for (const [topic, promise] of Object.entries(facts.promises) as [Topic, Facts['promises'][Topic]][]) {
    const seen = new Set<string>()
    for (const match of promise.find.flatMap((pattern) => [...text.matchAll(words(pattern, 'gi'))])) {
      const { line, sentence: raw, header } = sentenceAt(match.index)
      // A YAML block's first sentence starts after its key and marker (answer: >-).
      const sentence = raw.replace(/^(?:- )?(?:\w+: )?[>|][-+]?\s+/, '')
      if (seen.has(sentence)) continue
      seen.add(sentence)
      const problem = judge(topic, promise, header ? `${header} ${sentence}` : sentence, values)
      found.push({ topic, file, line, field: fieldAt(line), sentence, ...problem })
    }
  }
  return found.sort((a, b) => a.line - b.line)
}

/** What is wrong with one sentence on a topic, if anything, in the words of the files and of the web editor. */
function judge(topic: Topic, promise: Facts['promises'][Topic], sentence: string, values: Record<string, string>): Pick<Claim, 'problem' | 'editor'> | undefined {
  const fill = (text: string) => substituteTokens('', text, values).text
  const where = `${FACTS_FILE} promises.${topic}`
  const ours = `our promise, kept under {{promises.${topic}}}`
  for (const { after, is } of promise.holds ?? []) {
    for (const match of sentence.matchAll(words(after, 'gi'))) {
      const rest = sentence.slice(match.index + match[0].length)
      const figure = FIGURE.exec(rest)
      if (!figure || figure.index > GAP || /[.;:]/.test(rest.slice(0, figure.index))) continue
      const allowed = is.map((value) => FIGURE.exec(fill(value))?.[0] ?? fill(value))
      const said = quoted(match[0] + rest.slice(0, figure.index + figure[0].length))
      if (!allowed.includes(inDigits(figure[0]))) {
        return { problem: `${said} gives ${figure[0]} where ${where} has ${allowed.join(' or ')}: write ${is.join(' or ')}, or the whole promise as {{promises.${topic}}}`, editor: `${said} gives ${figure[0]} where ${ours}, has ${allowed.join(' or ')}: write that here, or change the promise there` }
      }
    }
  }
  for (const must of promise.must ?? []) {
    if ((!must.where || words(must.where).test(sentence)) && !words(must.say).test(sentence)) return { problem: `${quoted(sentence)} must say "${fill(must.write)}" (${where})`, editor: `${quoted(sentence)} must say "${fill(must.write)}", as ${ours}` }
  }
  for (const never of promise.never ?? []) {
    const match = words(never.pattern).exec(sentence)
    if (match) return { problem: `${quoted(match[0])} is not how the company states it: ${fill(never.write)} (${where}, quoted whole as {{promises.${topic}}})`, editor: `${quoted(match[0])} is not how the company states it: ${fill(never.write)} (${ours})` }
  }
  return undefined
}

/** The content check's rule: each sentence that states a registered promise differently. */
export const checkClaims = (claims: Claim[]): Problem[] =>
  claims.flatMap(({ file, line, field, problem, editor }) => (problem ? [{ rule: 'promise' as const, file, line, field, message: `promise: ${problem}`, editor }] : []))
