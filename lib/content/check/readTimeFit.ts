// Whether an article's stated read time fits its text, and what would. Pure, so the build
// (readTime.ts) and the web editor's save apply the same rule and word it each for its reader.
import { labelFor } from '../labels.ts'
import { countWords } from '../render/markdown.ts'

/** Words an adult reads in a minute of web copy. */
export const WORDS_PER_MINUTE = 230
/** How far the stated read time may sit from the text's, in minutes. */
const TOLERANCE = 1

export interface ReadTimeMisfit {
  words: number
  /** The text's read time, in minutes. */
  minutes: number
  /** The fewest and most words the stated read time allows. */
  fewest: number
  most: number
  /** The whole minutes the text allows, lowest and highest (at least 1). */
  fits: [number, number]
}

/** What the web editor says of a read time that does not fit: the read times that would. */
export function readTimeAdvice(readTime: number, { words, minutes, fits: [low, high] }: ReadTimeMisfit): string {
  return `${readTime} min, but the text has ${words.toLocaleString('en-AU')} words, about ${minutes.toFixed(1)} min: set ${labelFor('readTime')} to ${low === high ? low : `${low}-${high}`}, or change the text.`
}

/** undefined when `readTime` fits `markdown`; else the counts and the read times that would. */
export function readTimeMisfit(readTime: number, markdown: string): ReadTimeMisfit | undefined {
  return readTimeMisfitOfWords(readTime, countWords(markdown))
}

/** readTimeMisfit for a text of `words` words (the build keeps each text's count with its rendered Markdown). */
export function readTimeMisfitOfWords(readTime: number, words: number): ReadTimeMisfit | undefined {
  const minutes = words / WORDS_PER_MINUTE
  if (Math.abs(minutes - readTime) <= TOLERANCE) return undefined
  const low = Math.max(1, Math.ceil(minutes - TOLERANCE))
  return {
    words,
    minutes,
    fewest: Math.ceil((readTime - TOLERANCE) * WORDS_PER_MINUTE),
    most: Math.floor((readTime + TOLERANCE) * WORDS_PER_MINUTE),
    fits: [low, Math.max(low, Math.floor(minutes + TOLERANCE))],
  }
}
