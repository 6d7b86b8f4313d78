// The prose rules of the content check, from the unified collective the renderer already uses:
// Markdown goes through remark-retext into retext-english, and three retext plugins read it as a
// proof-reader would: spelling in Australian English (retext-spell with dictionary-en-au and the
// project's word list), "a" or "an" by the sound that follows (retext-indefinite-article), and a
// word written twice in a row (retext-repeated-words). Pages of the built site are read the same way.
import dictionary from 'dictionary-en-au'
import type { Root as NlcstRoot } from 'nlcst'
import { ParseEnglish } from 'parse-english'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkRetext from 'remark-retext'
import retextEnglish from 'retext-english'
import retextIndefiniteArticle from 'retext-indefinite-article'
import retextRepeatedWords from 'retext-repeated-words'
import retextSpell from 'retext-spell'
import { unified, type Processor } from 'unified'
import { VFile } from 'vfile'

export type ProseRule = 'spelling' | 'article' | 'repeated word'

/** One thing a proof-reader would mark, on a line of the text it was found in (from 1). */
export interface ProseFinding {
  line: number
  rule: ProseRule
  message: string
}

/** Where editors add a word the dictionary lacks, relative to the project's root. */
export const WORD_LIST = 'content/words.txt'

const RULES: Record<string, ProseRule> = { 'retext-spell': 'spelling', 'retext-indefinite-article': 'article', 'retext-repeated-words': 'repeated word' }

/**
 * Not for the dictionary: acronyms (CBD, WHS, HEPA, and the TGA of TGA-listed), which are names it
 * cannot know and whose misspelling would be another acronym; words with digits in them (8am, 10M);
 * addresses (www.oaic.gov.au); words of another script than the Latin one (a client's name in Hebrew).
 */
const NOT_WORDS = /^(?:[A-Z][A-Z&]+s?|.*[\d.@/].*|[^A-Za-z]*)$/

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
  /** Plain text to its English tree, and the rules run on that tree. */
  english: Processor<NlcstRoot, NlcstRoot, NlcstRoot>
}

// Loading the dictionary takes most of a second: one pair of processors per word list, made when first needed.
const processors = new Map<string, Processors>()

function processorsFor(wordList: string): Processors {
  let made = processors.get(wordList)
  if (!made) {
    const english = unified()
      .use(retextEnglish)
      .use(retextSpell, { dictionary, personal: wordsOf(wordList).join('\n'), ignore: new IgnoredWords(), max: Infinity })
      .use(retextIndefiniteArticle)
      .use(retextRepeatedWords)
    // remark-retext's mutate mode, not its bridge: the bridge runs the rules asynchronously, and the
    // content check is synchronous (the loader, the editor's save and the build all call it).
    made = { markdown: remark().use(remarkGfm).use(remarkRetext, ParseEnglish) as unknown as Processor, english: english as unknown as Processors['english'] }
    processors.set(wordList, made)
  }
  return made
}

/** What the rules find in a text: Markdown (an article's body, a FAQ answer) or plain text (a title, a page's visible text). */
export function proseFindings(text: string, { markdown, wordList }: { markdown: boolean; wordList: string }): ProseFinding[] {
  const processors = processorsFor(wordList)
  const file = new VFile(text)
  const tree = markdown ? (processors.markdown.runSync(processors.markdown.parse(file), file) as unknown as NlcstRoot) : processors.english.parse(file)
  // Synchronous: the dictionary is handed over loaded, so retext-spell never waits for it.
  processors.english.runSync(tree, file)
  return file.messages.flatMap((message) => {
    const rule = RULES[message.source ?? '']
    // retext-spell's note that it stopped suggesting is no finding; with no limit it never comes.
    if (!rule || message.ruleId === 'overflow') return []
    return [{ line: message.line ?? 1, rule, message: describe(rule, message.actual ?? '', message.expected ?? [], message.reason) }]
  })
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
