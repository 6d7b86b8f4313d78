// The prose rules of the content check, from the unified collective the renderer already uses:
// Markdown goes through remark-retext into retext-english, and three retext plugins read it as a
// proof-reader would: spelling in Australian English (retext-spell with dictionary-en-au and the
// project's word list), "a" or "an" by the sound that follows (retext-indefinite-article), and a
// word written twice in a row (retext-repeated-words). Pages of the built site are read the same way.
import dictionary from 'dictionary-en-au'
import type { Element, Root as HastRoot } from 'hast'
import type { Paragraph, Root as MdastRoot, Table } from 'mdast'
import type { Node as NlcstNode, Root as NlcstRoot } from 'nlcst'
import { ParseEnglish } from 'parse-english'
import rehypeParse from 'rehype-parse'
import rehypeRetext from 'rehype-retext'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkRetext from 'remark-retext'
import retextEnglish from 'retext-english'
import retextIndefiniteArticle from 'retext-indefinite-article'
import retextRepeatedWords from 'retext-repeated-words'
import retextSpell from 'retext-spell'
import retextSyntaxUrls from 'retext-syntax-urls'
import { unified, type Processor } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { WORD_LIST } from './wordList.ts'

export type ProseRule = 'spelling' | 'article' | 'repeated word'

/** How a text is written: its syntax (Markdown's links, HTML's tags and scripts) is never read as words. */
export type ProseFormat = 'markdown' | 'text' | 'html'

/** One thing a proof-reader would mark, on a line of the text it was found in (from 1). */
export interface ProseFinding {
  line: number
  rule: ProseRule
  message: string
  /** The sentence it sits in, for a page of the built site, whose lines say little to an editor. */
  sentence?: string
}

export { WORD_LIST }

const RULES: Record<string, ProseRule> = { 'retext-spell': 'spelling', 'retext-indefinite-article': 'article', 'retext-repeated-words': 'repeated word' }

/**
 * Not for the dictionary: acronyms (CBD, WHS, HEPA, and the TGA of TGA-listed), which are names it
 * cannot know and whose misspelling would be another acronym; words with digits in them (8am, 10M);
 * addresses (www.oaic.gov.au); words of another script than the Latin one (a client's name in Hebrew).
 */
export const NOT_WORDS = /^(?:[A-Z][A-Z&]+s?|.*[\d.@/].*|[^A-Za-z]*)$/

/**
 * retext-spell takes a list of words to ignore and asks it `includes(word)` for each word and each
 * part of a hyphenated one; this list answers by the pattern instead.
 */
class IgnoredWords extends Array<string> {
  override includes(word: string): boolean {
    return NOT_WORDS.test(word)
  }
}

/** The words of a word list file: one per line, '#' starts a comment. */
export function wordsOf(list: string): string[] {
  return list
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
}

interface Processors {
  /** Markdown to the English tree of its text (not its syntax: links' addresses, code). */
  markdown: Processor
  /** A page's HTML to the English tree of what it shows (not scripts, styles, pictures' code). */
  html: Processor
  /** Plain text to its English tree, and the rules run on that tree. */
  english: Processor<NlcstRoot, NlcstRoot, NlcstRoot>
}

// Loading the dictionary takes a fifth of a second: one set of processors per word list, made when first needed.
const processors = new Map<string, Processors>()

function processorsFor(wordList: string): Processors {
  let made = processors.get(wordList)
  if (!made) {
    const english = unified()
      .use(retextEnglish)
      // An address written out ("moved to https://...") is syntax, not words.
      .use(retextSyntaxUrls)
      .use(retextSpell, { dictionary, personal: wordsOf(wordList).join('\n'), ignore: new IgnoredWords(), max: Infinity })
      .use(retextIndefiniteArticle)
      .use(retextRepeatedWords)
    // remark-retext's mutate mode, not its bridge: the bridge runs the rules asynchronously, and the
    // content check is synchronous (the loader, the editor's save and the build all call it).
    const parser = parserOf(english.freeze() as unknown as Processor)
    made = {
      markdown: remark().use(remarkGfm).use(tableCellsAsParagraphs).use(remarkRetext, parser as never) as unknown as Processor,
      html: unified().use(rehypeParse).use(rehypeRetext, parser as never) as unknown as Processor,
      english: english as unknown as Processors['english'],
    }
    processors.set(wordList, made)
  }
  return made
}

/**
 * The English parser with what `english`'s plugins add to it (retext-syntax-urls' address
 * tokens), as remark-retext's bridge mode would build it; the mutate mode takes a parser as it is.
 */
function parserOf(english: Processor): ParseEnglish {
  const parser = new ParseEnglish()
  const add = (list: unknown[], key: string) => list.unshift(...((english.data(key as never) as unknown as unknown[] | undefined) ?? []))
  add(parser.tokenizeParagraphPlugins, 'nlcstParagraphExtensions')
  add(parser.tokenizeRootPlugins, 'nlcstRootExtensions')
  add(parser.tokenizeSentencePlugins, 'nlcstSentenceExtensions')
  return parser
}

/** mdast-util-to-nlcst always leaves tables out: each cell becomes a paragraph of its own, in its place, so tables are proof-read too. */
function tableCellsAsParagraphs() {
  return (tree: MdastRoot) => {
    visit(tree, 'table', (table: Table, index, parent) => {
      if (!parent || index === undefined) return
      const cells: Paragraph[] = table.children.flatMap((row) => row.children.map((cell) => ({ type: 'paragraph' as const, children: cell.children, position: cell.position })))
      parent.children.splice(index, 1, ...cells)
      return index + cells.length
    })
  }
}

/** Loads the dictionary and the rules ahead of their first text (a server about to proof-read saves). */
export function loadProseRules(wordList: string): void {
  processorsFor(wordList)
}

/**
 * What the rules find in a text: Markdown (an article's body, a FAQ answer), plain text (a title) or
 * a built page's HTML. `markdownTree`: the Markdown's tree as remark-gfm parsed it, when the caller
 * has it (the renderer's): this changes it.
 */
export function proseFindings(text: string, { format, wordList, markdownTree }: { format: ProseFormat; wordList: string; markdownTree?: MdastRoot }): ProseFinding[] {
  const processors = processorsFor(wordList)
  const file = new VFile(text)
  let tree: NlcstRoot
  const others: { text: string; line: number }[] = []
  if (format === 'html') {
    const page = processors.html.parse(file) as HastRoot
    others.push(...hideCodeListTexts(page))
    tree = processors.html.runSync(page, file) as unknown as NlcstRoot
  } else if (format === 'markdown') tree = processors.markdown.runSync(markdownTree ?? processors.markdown.parse(file), file) as unknown as NlcstRoot
  else tree = processors.english.parse(file)
  // Synchronous: the dictionary is handed over loaded, so retext-spell never waits for it.
  processors.english.runSync(tree, file)
  const findings = findingsOf(file, format === 'html')
  // Text a visitor reads outside the body's flow (a placeholder, an alt text, the title), each on its element's line.
  for (const other of others) {
    const own = new VFile(other.text)
    processors.english.runSync(processors.english.parse(own), own)
    findings.push(...findingsOf(own, true).map((finding) => ({ ...finding, line: other.line })))
  }
  return findings
}

function findingsOf(file: VFile, withSentence: boolean): ProseFinding[] {
  return file.messages.flatMap((message) => {
    const rule = RULES[message.source ?? '']
    // retext-spell's note that it stopped suggesting is no finding; with no limit it never comes.
    if (!rule || message.ruleId === 'overflow') return []
    const finding: ProseFinding = { line: message.line ?? 1, rule, message: describe(rule, message.actual ?? '', message.expected ?? [], message.reason) }
    const sentence = message.ancestors?.[0] as NlcstNode | undefined
    if (withSentence && sentence) finding.sentence = textOf(sentence).replace(/\s+/g, ' ').trim()
    return [finding]
  })
}

const textOf = (node: NlcstNode): string => ('value' in node ? String(node.value) : 'children' in node ? (node.children as NlcstNode[]).map(textOf).join('') : '')

/** Elements whose text is code or is not shown; and the attributes whose text a visitor reads. */
const CODE = new Set(['code', 'pre', 'kbd', 'samp', 'template'])
const READ_ATTRIBUTES = ['alt', 'placeholder', 'ariaLabel', 'title'] as const

/**
 * Marks a page's code and hidden text for hast-util-to-nlcst to leave out, and lists the other texts
 * a visitor reads: attributes, and the head's title and description that a search result shows
 * (hast-util-to-nlcst reads the body only).
 */
function hideCodeListTexts(page: HastRoot): { text: string; line: number }[] {
  const texts: { text: string; line: number }[] = []
  const add = (text: unknown, element: Element) => {
    if (typeof text === 'string' && text.trim()) texts.push({ text, line: element.position?.start.line ?? 1 })
  }
  visit(page, 'element', (element: Element) => {
    if (CODE.has(element.tagName) || element.properties.hidden !== undefined) element.properties.dataNlcst = 'ignore'
    for (const name of READ_ATTRIBUTES) add(element.properties[name], element)
    if (element.tagName === 'title') add(element.children.map((child) => ('value' in child ? child.value : '')).join(''), element)
    if (element.tagName === 'meta' && element.properties.name === 'description') add(element.properties.content, element)
  })
  return texts
}

/** The finding in the words of the check: what is written, and what to write instead. */
function describe(rule: ProseRule, actual: string, expected: string[], reason: string): string {
  const quoted = expected.map((word) => `"${word}"`)
  if (rule === 'spelling') {
    const instead = quoted.length ? `write ${quoted.slice(0, 4).join(' or ')}` : 'check the spelling'
    return `"${actual}" is not Australian English: ${instead}; if it is right (a name, a trade term), add it to ${WORD_LIST}`
  }
  if (rule === 'article') {
    const next = /before `([^`]+)`/.exec(reason)?.[1] ?? ''
    return `"${actual} ${next}": write "${expected[0] ?? actual} ${next}" (the article follows the sound of the next word)`
  }
  return `"${actual}" repeats a word: write "${expected[0] ?? actual}"`
}
