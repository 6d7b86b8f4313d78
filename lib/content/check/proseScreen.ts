// A cheap screen ahead of the prose rules (prose.ts): most texts have no finding, and proving that
// takes one pass over their characters and a dictionary look-up per distinct word, where retext's
// English tree costs seconds per megabyte. The screen is conservative: it answers "clean" only when
// none of the three rules could mark anything, and anything it cannot decide for sure (an entity, an
// HTML tag, an article before a word joined to another (R&D), a page's HTML) goes to retext, which then reports as
// it always did. proseScreen.test.ts holds it to retext on thousands of generated texts.
//
// Why it is exact: retext-spell checks each word as a whole, and when that fails, each run of
// letters and digits in it (parse-latin's text nodes); a word is never marked when every such run
// is right on its own, so the screen checks the runs, with parse-latin's own idea of a run's
// characters. retext-repeated-words marks a word written again after white space: the later word
// starts its white-space-separated chunk, so its first run is among the runs of the chunk before.
// retext-indefinite-article reads the word after "a"/"an": the screen finds it the same way and asks
// the rule itself about that pair of words (once per pair); a word it cannot delimit for sure is doubtful.
import type { Root as NlcstRoot } from 'nlcst'
import { ParseEnglish } from 'parse-english'
import retextIndefiniteArticle from 'retext-indefinite-article'
import retextRepeatedWords from 'retext-repeated-words'
import { VFile } from 'vfile'
import type { ProseFormat } from './prose.ts'
import { loadDictionary, spellerFor } from './speller.ts'

const WORD = 1
const SPACE = 2
const OTHER = 3
const parser = new ParseEnglish()
/** Each UTF-16 unit's kind as parse-latin's tokenizer sees it (a word character, white space, other), found when first met. */
const kinds = new Uint8Array(0x10000)
function kindOf(code: number): number {
  let kind = kinds[code]!
  if (!kind) {
    const type = parser.tokenize(String.fromCharCode(code))[0]?.type
    kinds[code] = kind = type === 'WordNode' ? WORD : type === 'WhiteSpaceNode' ? SPACE : OTHER
  }
  return kind
}

/**
 * Markdown the screen cannot read as retext does: entities (`&eacute;` is a letter of the word
 * around it), escapes, HTML (left out of retext's text, so words on either side meet), footnote
 * references, and code spans of more than one backtick.
 */
const UNREADABLE_MARKDOWN = /&[#\dA-Za-z]+;|\\|<|\[\^|``/
/** An inline code span, which retext reads as code (not words). */
const CODE_SPAN = /`[^`\n]*`/g
/**
 * A link's or picture's address: retext reads the text in the brackets only. On one line, since a
 * line may start another block ("[a\n\n## b](c)" is no link), in one table cell, and an address
 * with no space or title.
 */
const LINK_ADDRESS = /(\[[^[\]\n|]*\])\([^()\s]*\)/g

/** A table's cell edge with the space around it, and what the screen reads in its place. */
const CELL_EDGE = /[ \t]*\|[ \t]*/g
const CELL = '\u0001'

/** The text as the screen reads it: Markdown's addresses and code taken out, or undefined when the screen cannot read it. */
function readable(text: string, format: ProseFormat): string | undefined {
  if (format === 'html') return undefined
  if (format === 'text') return text
  if (UNREADABLE_MARKDOWN.test(text)) return undefined
  // A table's cells are proof-read one after another with nothing between (tableCellsAsParagraphs):
  // their words meet as Markdown's emphasis makes words meet, a mark that is neither word nor space.
  const read = text.replace(CODE_SPAN, ' ').replace(LINK_ADDRESS, '$1').replace(CELL_EDGE, CELL)
  return read.includes('`') || read.includes('](') ? undefined : read
}

/** Markdown's emphasis and link brackets, which may sit between a word and the space after it... */
const BEFORE_SPACE = new Set(['*', '_', '~', ']'])
/**
 * ...or between that space and the next word, with the quote or bracket retext-indefinite-article
 * steps over; not an apostrophe, which parse-english may make part of the word ('tis).
 */
const BEFORE_WORD = new Set(['*', '_', '~', '[', '(', '"', '“', '”'])
/** What may end a word written twice, as retext sees it: its own hyphen, apostrophe or full stop, and Markdown around it. */
const ENDS_REPEAT = new Set([...BEFORE_SPACE, '-', "'", '’', '.', '/'])
/** parse-latin's wordSymbolInner: one of these between two runs makes them one word ("add-ons", "hello@sparkwell.com.au"). */
const INNER = new Set(['&', "'", '-', '.', ':', '=', '?', '@', '\u00AD', '·', '‐', '‑', '’', '‧'])
/**
 * After an article, what makes the next word more than its first run: the inner symbols but those
 * retext-indefinite-article cuts the word at (apostrophes, hyphens), underscores, and a slash, which
 * joins short words (and/or). The screen leaves such words to retext.
 */
const JOINERS = new Set([...INNER, '_', '/'].filter((char) => !["'", '’', '-'].includes(char)))
/** Around a word, what keeps parse-latin from joining it to anything else, so the word retext spells is the one the screen sees. */
const OPENS_WORD = new Set(['(', '"', '“'])
const CLOSES_WORD = new Set([',', ';', ')', '"', '”', '!'])

const articleRule = (retextIndefiniteArticle as () => (tree: NlcstRoot, file: VFile) => void)()
const articleVerdicts = new Map<string, boolean>()
/**
 * Whether retext-indefinite-article lets the article (as written) stand before the word: the rule
 * itself asked once per pair, on a sentence of those two words, so its lists and exceptions are its own.
 */
function articleAllowed(article: string, word: string): boolean {
  const key = `${article} ${word}`
  let allowed = articleVerdicts.get(key)
  if (allowed === undefined) {
    const file = new VFile(key)
    articleRule(sentenceOf(article, word), file)
    articleVerdicts.set(key, (allowed = file.messages.length === 0))
  }
  return allowed
}

/** Loads the screen's dictionary ahead of its first text. */
export const loadProseScreen = (wordList: string) => void loadDictionary(wordList)

/**
 * How a text is screened: its format and the project's word list, and the project whose .cache/
 * keeps the dictionary's verdicts on words (speller.ts), if any.
 */
interface ScreenOptions {
  format: ProseFormat
  wordList: string
  root?: string
}

/** True when the prose rules certainly find nothing in the text; false when retext must read it. */
export const provenClean = (text: string, options: ScreenOptions): boolean => doubtOf(text, options) === undefined

/**
 * True when retext-spell certainly marks nothing in the text, whatever the other two rules may: a
 * text the screen doubts only for a word written twice or an article is then read by retext
 * without the dictionary (prose.ts), which takes longer to load than the text to read.
 */
export const provenSpelledRight = (text: string, options: ScreenOptions): boolean => screen(text, options, true) === undefined

/** Why the screen leaves a text to retext (the first doubt it met), or undefined when the text is clean. */
export const doubtOf = (text: string, options: ScreenOptions): string | undefined => screen(text, options, false)

/** The first doubt met in the text, of spelling alone when `spellingOnly`. */
function screen(text: string, { format, wordList, root }: ScreenOptions, spellingOnly: boolean): string | undefined {
  const read = readable(text, format)
  if (read === undefined) return format === 'html' ? 'HTML' : 'Markdown the screen does not read'
  const spelledRight = spellerFor(wordList, root)
  const length = read.length
  const isKind = (at: number, kind: number) => at < length && (kinds[read.charCodeAt(at)] || kindOf(read.charCodeAt(at))) === kind
  /** The runs (lower case) of the chunk before the current one, if its last word may be written again; and the current chunk's runs. */
  let before: string[] = []
  let current: string[] = []
  /** The characters ending the chunk before that its word would hold, if written again. */
  let marks: string[] = []
  let chunkStart = 0
  let lastRunEnd = -1
  let index = 0
  while (index < length) {
    if (isKind(index, SPACE)) {
      const trail = current.length ? read.slice(lastRunEnd, index) : ''
      const spaceStart = index
      while (isKind(index, SPACE)) index++
      // Two line breaks end the sentence (parse-latin's implicit sentences): words either side never
      // meet. Most spaces are one character after a word, and are read without a list or a search.
      const breaks = index - spaceStart > 1 && breaksSentence(read.slice(spaceStart, index))
      before = current.length && (trail === '' || [...trail].every((char) => ENDS_REPEAT.has(char))) && !breaks ? current : []
      // A hyphen or full stop there is part of the word (pre-, etc.), so the word written again has it too.
      marks = trail === '' ? [] : [...trail].filter((char) => !BEFORE_SPACE.has(char))
      current = []
      chunkStart = index
      continue
    }
    if (!isKind(index, WORD)) {
      // A table's cell edge, or a bar in a line: retext reads each cell as a paragraph of its own,
      // and a bar between two words is a mark, so a word on one side never repeats one on the other.
      if (read[index] === CELL) {
        before = []
        current = []
      }
      index++
      continue
    }
    // A word as parse-latin joins it: runs of word characters with one inner symbol (or underscores) between each two.
    const wordStart = index
    const runs: string[] = []
    for (;;) {
      const start = index
      while (isKind(index, WORD)) index++
      runs.push(read.slice(start, index))
      let next = index
      if (read[next] === '_') while (read[next] === '_') next++
      else if (INNER.has(read[next]!)) next++
      if (next === index || !isKind(next, WORD)) break
      index = next
    }
    lastRunEnd = index
    const word = read.slice(wordStart, index)
    // retext-spell passes a word that is right (or ignored) as a whole, or whose runs all are; the
    // whole counts only where nothing around it could join it to more. It never spells a literal.
    if (!runs.every(spelledRight) && !(runs.length > 1 && standsAlone(read, wordStart, index) && spelledRight(word.replace(/’/g, "'"))) && !isLiteral(read, wordStart, index))
      return `spelling: ${word}`
    const lower = runs.map((run) => run.toLowerCase())
    const first = lower[0]!
    // retext-repeated-words compares every word after the space (until a mark between words) with the one before it.
    const again = before.length ? lower.find((run) => before.includes(run)) : undefined
    if (!spellingOnly && again !== undefined && marks.every((mark) => chunkOf(read, chunkStart).includes(mark)) && !(standsAlone(read, wordStart, index) && mayRepeat(word)))
      return `repeated: ${again}`
    current.push(...lower)
    if (!spellingOnly && runs.length === 1 && (first === 'a' || first === 'an') && !articleFits(read, index, word)) return `article: ${read.slice(wordStart, wordStart + 30)}`
  }
  return undefined
}

/** Whether white space holds two line breaks, where parse-latin starts a new sentence. */
const breaksSentence = (space: string) => space.split(/\r\n|\r|\n/).length > 2

const repeatRule = (retextRepeatedWords as () => (tree: NlcstRoot, file: VFile) => void)()
const repeatVerdicts = new Map<string, boolean>()
/** Whether retext-repeated-words lets this word be written twice ("had had", names such as "Bella Bella"): the rule itself asked, once per word. */
function mayRepeat(word: string): boolean {
  let allowed = repeatVerdicts.get(word)
  if (allowed === undefined) {
    const file = new VFile(`${word} ${word}`)
    repeatRule(sentenceOf(word, word), file)
    repeatVerdicts.set(word, (allowed = file.messages.length === 0))
  }
  return allowed
}

/** A tree of one sentence of two words, to ask a rule about them. */
function sentenceOf(first: string, second: string): NlcstRoot {
  const wordNode = (value: string) => ({ type: 'WordNode' as const, children: [{ type: 'TextNode' as const, value }] })
  const sentence = { type: 'SentenceNode' as const, children: [wordNode(first), { type: 'WhiteSpaceNode' as const, value: ' ' }, wordNode(second)] }
  return { type: 'RootNode', children: [{ type: 'ParagraphNode', children: [sentence] }] }
}

/** The white-space-separated chunk from `start` on. */
function chunkOf(read: string, start: number): string {
  let end = start
  while (end < read.length && kindOf(read.charCodeAt(end)) !== SPACE) end++
  return read.slice(start, end)
}

/** Whether the word from `start` to `end` is one parse-latin word, with nothing on either side it could be joined to. */
function standsAlone(read: string, start: number, end: number): boolean {
  const before = start === 0 || kindOf(read.charCodeAt(start - 1)) === SPACE || OPENS_WORD.has(read[start - 1]!)
  const after = read[end]
  const closed = end === read.length || kindOf(read.charCodeAt(end)) === SPACE || CLOSES_WORD.has(after!)
  // A full stop, question mark or colon that ends a sentence or a clause: only followed by space.
  const ends = (after === '.' || after === '?' || after === ':') && (end + 1 === read.length || kindOf(read.charCodeAt(end + 1)) === SPACE)
  return before && (closed || ends)
}

/** The marks around a word that make it a literal to retext-spell (nlcst-is-literal's pairs), of those the screen reads for sure. */
const WRAPS: Record<string, string> = { ',': ',', '(': ')' }

/**
 * Whether retext-spell takes the word for a literal and leaves its spelling alone: wrapped in a pair
 * of marks with nothing but spaces between ("file stores, mailrooms, trading desks", "(Cth)"), as
 * nlcst-is-literal reads the word's neighbours in its sentence. Commas and brackets only: neither
 * is ever part of a word, a Markdown mark or the end of a sentence.
 */
function isLiteral(read: string, start: number, end: number): boolean {
  if (!standsAlone(read, start, end)) return false
  let before = start - 1
  while (read[before] === ' ' || read[before] === '\t') before--
  let after = end
  while (read[after] === ' ' || read[after] === '\t') after++
  const opener = read[before]
  return opener !== undefined && opener in WRAPS && read[after] === WRAPS[opener]
}

/** Whether the article ending at `end` certainly fits the word after it, or no word follows it as retext reads. */
function articleFits(read: string, end: number, article: string): boolean {
  let index = end
  while (BEFORE_SPACE.has(read[index]!)) index++
  // No white space after it (the end, "a.", "a,"), or a new sentence: retext-indefinite-article reads no word after it.
  if (index >= read.length || kindOf(read.charCodeAt(index)) !== SPACE) return true
  const spaceStart = index
  while (index < read.length && kindOf(read.charCodeAt(index)) === SPACE) index++
  if (breaksSentence(read.slice(spaceStart, index))) return true
  while (index < read.length && (kindOf(read.charCodeAt(index)) === SPACE || BEFORE_WORD.has(read[index]!))) index++
  if (index >= read.length) return true
  if (kindOf(read.charCodeAt(index)) !== WORD) return false
  const start = index
  while (index < read.length && kindOf(read.charCodeAt(index)) === WORD) index++
  const word = read.slice(start, index)
  const joinedAt = (from: number) => {
    let joined = from
    while (JOINERS.has(read[joined]!)) joined++
    return joined > from && joined < read.length && kindOf(read.charCodeAt(joined)) === WORD ? joined : -1
  }
  const next = joinedAt(index)
  if (next < 0) return soundFits(article, word, read[index])
  // Two short words with a slash between (24/7) are one word to parse-latin, longer ones two:
  // the pair must fit either way. Other joined words ("e.g", "R&D") are left to retext.
  if (read[index] !== '/' || next !== index + 1) return false
  let pairEnd = next
  while (pairEnd < read.length && kindOf(read.charCodeAt(pairEnd)) === WORD) pairEnd++
  return joinedAt(pairEnd) < 0 && soundFits(article, word, '/') && soundFits(article, read.slice(start, pairEnd), read[pairEnd])
}

/**
 * Whether the rule lets the article stand before a word, given the character after it. The rule
 * sounds the word up to an apostrophe or hyphen, but lets "a" stand as a letter only before "and",
 * "or", "nor" as a whole word: asked both ways when one follows. An abbreviation may keep its full stop (etc.).
 */
function soundFits(article: string, word: string, after: string | undefined): boolean {
  const longer = after === "'" || after === '’' || after === '-' ? `${word}${after}s` : after === '.' ? `${word}.` : undefined
  return articleAllowed(article, word) && (longer === undefined || articleAllowed(article, longer))
}
