// Finds the figures a text states (dollar amounts, percentages, staff counts), in digits or in words, with the sentence
// around each, what unit it is in, and which of the company's facts the sentence is about. The
// content check and `npm run figures` both read figures through this one parser.
import type { Facts, RateSector } from '../schema.ts'
import { MARKET_TOKEN } from '../load/tokens.ts'
import { NUMBER_WORDS, numberValue } from './numberWords.ts'

export type FigureKind = 'money' | 'percent' | 'staff'
export type Unit = 'hour' | 'visit' | 'month' | 'year' | 'sqm'

export interface Figure {
  kind: FigureKind
  /** As written: "$30-60", "5-15%", "50+ employees". */
  text: string
  from: number
  to: number
  /** 20+ and "from $80": a floor, not a range. */
  openEnded: boolean
  unit?: Unit
  /** Inside {{market: ...}}: the market's figure, not ours. */
  market: boolean
  line: number
  /** The sentence, or the table row, the figure sits in. */
  sentence: string
  /** Offset of the figure in the sentence, for finding the words nearest to it. */
  offset: number
  /** The header of the figure's table column, when it sits in a table. */
  column?: string
}

const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`
const SCALE = String.raw`(?:\s?(M|million|k)\b)?`
const MONEY = new RegExp(String.raw`\$(${NUMBER})${SCALE}(?:\s*(-|–|to|and)\s*\$?(${NUMBER})${SCALE})?`, 'g')
const PERCENT = new RegExp(String.raw`(?<![\d.$])(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER}))?\s?%`, 'g')
const STAFF = new RegExp(String.raw`(?<![\d.$])(${NUMBER})(?:\s*(?:-|–|to)\s*(${NUMBER})|(\+))?[\s-](?:staff|employees|people|person|workers)\b`, 'g')
/**
 * A figure in words, read as the same figure in digits is: "ten dollars", "fifty-five to eighty-five
 * dollars", "twenty per cent", "twenty staff" (but "one person" is someone, not an office of one).
 * One pattern for the three kinds: the words are the slow part of a search, so they are sought once.
 */
const IN_WORDS = new RegExp(
  String.raw`(?!one[\s-]person\b)(${NUMBER_WORDS})(?:\s*(?:-|–|to)\s*(${NUMBER_WORDS}))?(?:( million)? (dollars)\b|(\s?%|\sper ?cent\b)|[\s-](?:staff|employees|people|person|workers)\b)`,
  'gi',
)

const UNITS: [Unit, RegExp][] = [
  ['hour', /^\**\s*(\/\s*(hr|hour)\b|per (cleaner |attendant )?hour|an hour|a cleaner hour|hourly|per hr\b)/i],
  ['visit', /^\**\s*(\/\s*visit|per visit|a visit|each visit|per clean\b)/i],
  ['month', /^\**\s*(\/\s*month|a month|per month|monthly)/i],
  ['year', /^\**\s*(\/\s*(yr|year)|a year|per year|annually)/i],
  ['sqm', /^\**\s*(\/\s*sqm|per (square metre|sqm))/i],
]
const HOURLY = /\b(per|an)\s+(cleaner\s+)?hour\b|\/\s*(hr|hour)\b|hourly/i
const PER_VISIT = /per[- ]visit|\ba visit\b/i
const OTHER_UNITS = /\bvisit|\bmonth|\byear|sqm|square metre/i
const COLUMN_UNITS: [Unit, RegExp][] = [
  ['hour', /hour|\/hr/i],
  ['visit', /visit/i],
  ['month', /month/i],
  ['year', /year/i],
]

const amount = (number: string, scale: string | undefined) => {
  const value = Number(number.replace(/,/g, ''))
  return scale === 'M' || scale === 'million' ? value * 1e6 : scale === 'k' ? value * 1e3 : value
}

/** "$30-60" as numbers: the range of a money value written as facts.yaml writes it. */
export function parseMoney(text: string): { from: number; to: number } | undefined {
  MONEY.lastIndex = 0
  const match = MONEY.exec(text)
  if (!match) return undefined
  const [, first, firstScale, , second, secondScale] = match
  // "$1-5M": the scale written once applies to both ends.
  const from = amount(first!, firstScale ?? (second ? secondScale : undefined))
  return { from, to: second ? amount(second, secondScale) : from }
}

export function parsePercent(text: string): { from: number; to: number } | undefined {
  PERCENT.lastIndex = 0
  const match = PERCENT.exec(text)
  if (!match) return undefined
  const from = Number(match[1])
  return { from, to: match[2] ? Number(match[2]) : from }
}

/** Every figure of a file's text, with its line and sentence. */
export function extractFigures(source: string): Figure[] {
  // Everything looked up per figure is found once for the whole text and then searched by position,
  // so a long text costs in proportion to its length (a 5 MB article once took the check minutes).
  const markets = [...source.matchAll(new RegExp(String.raw`\{\{\s*${MARKET_TOKEN}\s*:[^}]*\}\}`, 'g'))].map((m) => [m.index, m.index + m[0].length] as const)
  const inMarket = (index: number) => {
    const market = markets[lastAtOrBefore(markets, index, ([start]) => start)]
    return market !== undefined && index < market[1]
  }
  const lineStarts = [0, ...[...source.matchAll(/\n/g)].map((m) => m.index + 1)]
  const lineAt = (index: number) => lastAtOrBefore(lineStarts, index, (start) => start) + 1
  const lines = source.split('\n')
  const sentences = sentenceFinder(source, lines)
  const figures: Figure[] = []

  const add = (kind: FigureKind, index: number, text: string, from: number, to: number, openEnded: boolean) => {
    const line = lineAt(index)
    const where = sentences(index, line)
    const after = source.slice(index + text.length, index + text.length + 40)
    let unit = UNITS.find(([, pattern]) => pattern.test(after))?.[0]
    if (!unit && where.column) unit = COLUMN_UNITS.find(([, pattern]) => pattern.test(where.column!))?.[0]
    // "offices $30-60 per hour, retail $25-50, ...": a list of rates names the unit once.
    if (!unit && kind === 'money' && HOURLY.test(where.sentence) && !OTHER_UNITS.test(where.sentence)) unit = 'hour'
    else if (!unit && kind === 'money' && PER_VISIT.test(where.sentence) && !HOURLY.test(where.sentence)) unit = 'visit'
    const before = source.slice(Math.max(0, index - 6), index)
    figures.push({ kind, text, from, to, openEnded: openEnded || /from\s*\**$/i.test(before), unit, market: inMarket(index), line, ...where })
  }

  for (const match of source.matchAll(MONEY)) {
    const [text, first, firstScale, separator, second, secondScale] = match
    // "between $30 and $60" is a range; "$20M and $5M" are two figures.
    if (separator === 'and' && !/between\s+$/i.test(source.slice(Math.max(0, match.index - 9), match.index))) {
      const head = `$${first}${firstScale ? (text.includes(' ' + firstScale) ? ' ' : '') + firstScale : ''}`
      const value = amount(first!, firstScale)
      add('money', match.index, head, value, value, false)
      const tail = text.lastIndexOf('$')
      if (tail > 0) add('money', match.index + tail, text.slice(tail), amount(second!, secondScale), amount(second!, secondScale), false)
      continue
    }
    const from = amount(first!, firstScale ?? (second ? secondScale : undefined))
    add('money', match.index, text, from, second ? amount(second, secondScale) : from, false)
  }
  for (const match of source.matchAll(PERCENT)) {
    if (source[match.index - 1] === '$') continue
    add('percent', match.index, match[0], Number(match[1]), Number(match[2] ?? match[1]), false)
  }
  for (const match of source.matchAll(STAFF)) {
    const from = Number(match[1]!.replace(/,/g, ''))
    add('staff', match.index, match[0], from, match[2] ? Number(match[2].replace(/,/g, '')) : from, Boolean(match[3]))
  }
  for (const match of source.matchAll(IN_WORDS)) {
    const [text, first, second, million, dollars, percent] = match
    const scale = million ? 1e6 : 1
    add(dollars ? 'money' : percent ? 'percent' : 'staff', match.index, text, numberValue(first!) * scale, numberValue(second ?? first!) * scale, false)
  }
  return figures.sort((a, b) => a.line - b.line || a.offset - b.offset)
}

/** The sentence (a table row, with its table's header row) around any index of a text, and its line: what the claims rule reads. */
export function sentencesOf(source: string): (index: number) => { line: number; sentence: string; header?: string } {
  const lineStarts = [0, ...[...source.matchAll(/\n/g)].map((m) => m.index + 1)]
  const find = sentenceFinder(source, source.split('\n'))
  return (index) => {
    const line = lastAtOrBefore(lineStarts, index, (start) => start) + 1
    return { line, ...find(index, line) }
  }
}

/** The index of the last item whose key is at most `value` in a list sorted by key; -1 when there is none. */
function lastAtOrBefore<T>(sorted: readonly T[], value: number, key: (item: T) => number): number {
  let [low, high] = [0, sorted.length - 1]
  while (low <= high) {
    const middle = (low + high) >> 1
    if (key(sorted[middle]!) <= value) low = middle + 1
    else high = middle - 1
  }
  return high
}

// A sentence ends at . ! ? followed by a space, at a blank line, or where a list item or heading starts.
const BOUNDARY = /[.!?]["')*]*\s|\n\s*\n|\n\s*(?:[-#|>]|\w+:)\s/g

/**
 * The sentence around an index: a table row (with its column's header), or a sentence of a
 * paragraph. The text's sentence boundaries and the first row of each table are found once.
 */
function sentenceFinder(source: string, lines: string[]) {
  const boundaries = [...source.matchAll(BOUNDARY)].map((m) => [m.index, m.index + m[0].length] as const)
  const isRow = (line: number) => lines[line]!.trimStart().startsWith('|')
  /** For each line of a table (0-based), the index of the table's first line. */
  const tableStart: number[] = []
  for (let line = 0; line < lines.length; line++) if (isRow(line)) tableStart[line] = line > 0 && isRow(line - 1) ? tableStart[line - 1]! : line
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trimStart()

  return (index: number, line: number): { sentence: string; offset: number; column?: string; header?: string } => {
    const row = lines[line - 1]!
    const rowStart = index - (source.lastIndexOf('\n', index - 1) + 1)
    if (tableStart[line - 1] !== undefined) {
      const header = tableStart[line - 1]!
      const cell = row.slice(0, rowStart).split('|').length - 1
      const column = header + 1 < line ? lines[header]!.split('|')[cell]?.trim() : undefined
      return { sentence: row.trim(), offset: rowStart - (row.length - row.trimStart().length), column, header: lines[header] }
    }
    // The last boundary that ends by the figure, and the first one after it.
    const before = lastAtOrBefore(boundaries, index, ([, end]) => end)
    const next = boundaries[before + 1]
    let start = before >= 0 ? boundaries[before]![1] : 0
    let end = next?.[0]
    // A boundary that runs across the figure itself (a "word:" that starts with its digits) ends
    // the sentence differently when read up to the figure only: read it that way, as this text is.
    if (next && next[0] < index) {
      start = 0
      for (const match of source.slice(0, index).matchAll(BOUNDARY)) start = match.index + match[0].length
      BOUNDARY.lastIndex = index
      end = BOUNDARY.exec(source)?.index
    }
    const raw = source.slice(start, end !== undefined ? end + 1 : source.length)
    return { sentence: squeeze(raw).trimEnd(), offset: squeeze(source.slice(start, index)).length }
  }
}

/** A fact of facts.yaml the check can recognise in a sentence, by its unit and the words near it. */
export interface CheckedFact {
  token: string
  description: string
  kind: FigureKind
  unit?: Unit
  /** Only cover amounts in millions are insurance covers; other sums are not. */
  millions?: boolean
  /** Words the sentence must hold for a figure to be about this fact at all. */
  context?: RegExp
  value: { from: number; to: number }
  text: string
}

/** Words that say which fact a figure is about, nearest first; a cue of no facts stops the search. */
interface Cue {
  pattern: RegExp
  tokens: string[]
}

const SECTOR_CUES: Record<RateSector, RegExp> = {
  office: /\boffices?\b/i,
  retail: /\bretail|\bshops?\b|shopping/i,
  warehouse: /warehouse|industrial/i,
  hospital: /hospital|day surger/i,
  clinic: /clinics?\b|practices?\b/i,
  education: /schools?\b|education|campus|childcare/i,
  hospitality: /restaurant|hospitality|caf[eé]s?\b|\bpubs?\b|kitchen/i,
  gym: /\bgyms?\b|fitness/i,
  highrise: /high-rise|strata|apartment/i,
  event: /\bevents?\b|function/i,
  carpark: /car ?parks?\b|outdoor/i,
  construction: /construction|builders?\b/i,
  showroom: /showroom|dealership/i,
}

/** Made once: a long text has tens of thousands of figures, each looked at with every cue. */
const CUES: Cue[] = [
  ...Object.entries(SECTOR_CUES).map(([sector, pattern]) => ({ pattern, tokens: [`rates.${sector}`] })),
  { pattern: /medical|healthcare/i, tokens: ['rates.clinic', 'rates.hospital'] },
  { pattern: /\bsmall\b/i, tokens: ['perVisit.small'] },
  { pattern: /\bmedium\b/i, tokens: ['perVisit.medium'] },
  { pattern: /\blarge\b/i, tokens: ['perVisit.large'] },
  { pattern: /essential/i, tokens: ['packages.essential'] },
  { pattern: /professional clean/i, tokens: ['packages.professional'] },
  { pattern: /premium clean/i, tokens: ['packages.premium'] },
  { pattern: /public liability/i, tokens: ['insurance.publicLiability'] },
  { pattern: /professional indemnity/i, tokens: ['insurance.professionalIndemnity'] },
  { pattern: /product|pollution|parking/i, tokens: [] },
  { pattern: /overnight|\bnights?\b/i, tokens: ['premiums.night'] },
  { pattern: /early[- ]morning/i, tokens: ['premiums.earlyMorning'] },
  { pattern: /weekends?\b/i, tokens: ['premiums.weekend'] },
  { pattern: /guarantee/i, tokens: ['guarantee.satisfaction'] },
].map((cue) => ({ ...cue, pattern: new RegExp(cue.pattern.source, 'gi') }))

/** The facts the check recognises in text, from facts.yaml and the token descriptions. */
export function checkedFacts(facts: Facts, describe: (token: string) => string): CheckedFact[] {
  const list: CheckedFact[] = []
  const money = (group: keyof Facts, unit: Unit | undefined, millions?: boolean) => {
    for (const [key, text] of Object.entries(facts[group])) {
      const value = parseMoney(text as string)
      if (value) list.push({ token: `${group}.${key}`, description: describe(`${group}.${key}`), kind: 'money', unit, millions, value, text: text as string })
    }
  }
  money('rates', 'hour')
  money('perVisit', 'visit')
  money('packages', 'visit')
  list.push(
    ...(['publicLiability', 'professionalIndemnity'] as const).map((key) => ({
      token: `insurance.${key}`,
      description: describe(`insurance.${key}`),
      kind: 'money' as const,
      millions: true,
      value: parseMoney(facts.insurance[key])!,
      text: facts.insurance[key],
    })),
  )
  for (const [group, fields] of [['premiums', facts.premiums], ['guarantee', { satisfaction: facts.guarantee.satisfaction }]] as const) {
    for (const [key, text] of Object.entries(fields)) {
      const context = group === 'premiums' ? /premium|\badds?\b|% more|loading|surcharge/i : /guarantee/i
      list.push({ token: `${group}.${key}`, description: describe(`${group}.${key}`), kind: 'percent', value: parsePercent(text)!, text, context })
    }
  }
  return list
}

/** Does the figure state this fact's unit? A table's unit may sit in its column header. */
export function sameUnit(figure: Figure, fact: CheckedFact): boolean {
  if (figure.kind !== fact.kind) return false
  if (fact.context && !fact.context.test(figure.sentence)) return false
  if (fact.millions) return figure.from >= 1e6
  if (figure.kind === 'money' && figure.from >= 1e6) return false
  return fact.unit === undefined || figure.unit === fact.unit
}

const CUE_REACH_BEFORE = 90
const CUE_REACH_AFTER = 40

/** The tokens of the cue nearest the figure in its sentence: before it first, then after it. */
export function nearestCue(figure: Figure, unitTokens: Set<string>): string[] | undefined {
  let best: { distance: number; tokens: string[] } | undefined
  for (const cue of CUES) {
    const tokens = cue.tokens.filter((token) => unitTokens.has(token))
    if (cue.tokens.length && !tokens.length) continue
    for (const match of figure.sentence.matchAll(cue.pattern)) {
      const before = match.index < figure.offset
      const gap = before ? figure.offset - match.index : match.index - figure.offset - figure.text.length
      // Words far from the figure are about something else in a long sentence.
      if (gap > (before ? CUE_REACH_BEFORE : CUE_REACH_AFTER)) continue
      // Words before the figure win: "office $30-60 per hour, retail $25-50".
      const distance = before ? gap : 10_000 + gap
      if (!best || distance < best.distance) best = { distance, tokens }
    }
  }
  return best?.tokens
}

/** The hourly range a service page quotes: from the lowest of its sectors' rates to the highest. */
export function serviceRateRange(facts: Facts, sectors: RateSector[]): { from: number; to: number } {
  const ranges = sectors.map((sector) => parseMoney(facts.rates[sector])!)
  return { from: Math.min(...ranges.map((range) => range.from)), to: Math.max(...ranges.map((range) => range.to)) }
}
