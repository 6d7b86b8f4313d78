// Numbers written in words ("ten", "twenty-four", "one hundred and fifty", "two thousand"), so that
// the figure and promise rules read "ten dollars per hour" and "twenty-four hours" as they read $10
// and 24 hours. A module of its own rather than a package: the one in common use, words-to-numbers,
// was last published in 2018 and brings Babel 6's runtime and a fuzzy matcher with it, for what
// fits in these few lines.

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const VALUES = new Map([...ONES.map((word, value) => [word, value] as const), ...TENS.map((word, index) => [word, (index + 2) * 10] as const)])

// Longest first, so that "sixteen" is never read as "six".
const anyOf = (words: string[]) => `(?:${[...words].sort((a, b) => b.length - a.length).join('|')})`
const BELOW_100 = `(?:${anyOf(TENS)}(?:[- ]${anyOf(ONES.slice(1, 10))})?|${anyOf(ONES)})`
const BELOW_1000 = `(?:(?:a|${anyOf(ONES.slice(1, 10))}) hundred(?:(?: and)? ${BELOW_100})?|${BELOW_100})`

/** A regex source for a number in words below a million; use it with the i flag. */
export const NUMBER_WORDS = String.raw`\b${BELOW_1000}(?: thousand(?:(?: and)? ${BELOW_1000})?)?\b`

/** The value of a number written in words or in digits: 'twenty-four' 24, 'one hundred and five' 105, '1,500' 1500. */
export function numberValue(text: string): number {
  if (/\d/.test(text)) return Number(text.replace(/,/g, ''))
  let total = 0
  let current = 0
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === 'hundred') current = (current || 1) * 100
    else if (word === 'thousand') [total, current] = [total + (current || 1) * 1000, 0]
    else current += VALUES.get(word) ?? 0
  }
  return total + current
}

/** `text` with its numbers in words written in digits: 'twenty-four hours' becomes '24 hours'. */
export const inDigits = (text: string) => text.replace(new RegExp(NUMBER_WORDS, 'gi'), (words) => String(numberValue(words)))
