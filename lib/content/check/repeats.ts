// Filler and copy-paste across pages: a paragraph that says on one page what another page already
// says, in the same words or nearly (the same "why choose us" answer on every service page, two
// articles written from one draft). Each paragraph is cut into shingles, runs of five words, and two
// paragraphs that share most of the shorter one's shingles are one text written twice
// (Broder's resemblance, as search engines find near-duplicate pages).

/** A paragraph of the content, where it sits. */
export interface Passage {
  file: string
  field: string
  line: number
  text: string
}

/** One paragraph repeating another: `later` is reported, pointing at `first`. */
export interface Repeat {
  first: Passage
  later: Passage
  /** The share of the shorter paragraph's shingles the two have in common, 0-1. */
  share: number
}

/** Words in a shingle: five are a phrase particular enough that two texts rarely share it by chance. */
const SHINGLE = 5
/** Paragraphs shorter than this are headings, list items and short answers, which may rightly recur. */
export const MIN_WORDS = 25
/**
 * From this share of shared shingles on, a paragraph is the same text as another. The real copy's
 * closest pair (a billing term stated in the terms and in the FAQ) shares 40%.
 */
export const SAME_PARAGRAPH = 0.5
/** From this share on, one article, page or service text is a rewrite of another (the closest pair shares under 3%). */
export const SAME_PAGE = 0.3
/** Earlier paragraphs a phrase is compared with at most. */
const HOLDERS_KEPT = 16

const WORD = /[\p{L}\p{N}'’$%.-]+/gu
const EDGE = /^[.'’-]+|[.'’-]+$/g
/**
 * Each distinct word as written (lower case) to a number, 0 for one that is all punctuation: a
 * corpus has few distinct words, so each is trimmed once, and shingles are numbers, not strings.
 */
const wordIds = new Map<string, number>()
const trimmedIds = new Map<string, number>()

function wordIdOf(raw: string): number {
  let id = wordIds.get(raw)
  if (id === undefined) {
    const word = raw.replace(EDGE, '')
    id = word ? (trimmedIds.get(word) ?? trimmedIds.set(word, trimmedIds.size + 1).size) : 0
    wordIds.set(raw, id)
  }
  return id
}

/** The text's words as numbers, link addresses left out. */
function wordIdsOf(text: string): number[] {
  const ids: number[] = []
  const lower = text.toLowerCase().replace(/\]\([^)]*\)/g, ' ')
  WORD.lastIndex = 0
  for (let match = WORD.exec(lower); match; match = WORD.exec(lower)) {
    const id = wordIdOf(match[0])
    if (id) ids.push(id)
  }
  return ids
}

/**
 * Which passages hold each shingle (a run of five words), in an open-addressing table of typed
 * arrays: a corpus holds millions of shingles, which as Map keys would each be a boxed number or
 * a string. A shingle is its two 32-bit hashes (two different shingles of a real corpus share
 * both with odds of about one in 10^7); a table slot holds them, the first passage holding it and
 * the last one that met it (to count a shingle once per passage); the few shingles held by more
 * than one passage keep the list of the others beside the table.
 */
class ShingleTable {
  /** Four numbers a slot, side by side so that a look-up reads one cache line: high hash, low hash, first holder + 1, last passage met. */
  readonly slots: Int32Array
  readonly more = new Map<number, number[]>()
  private readonly mask: number

  constructor(shingles: number) {
    let size = 1024
    while (size < shingles * 1.5) size *= 2
    this.mask = size - 1
    this.slots = new Int32Array(size * 4)
  }

  /** Where the shingle's slot starts, claimed for it if it is new (its first holder still 0). */
  slotOf(high: number, low: number): number {
    const slots = this.slots
    let slot = (high ^ Math.imul(low, 0x27d4eb2d)) & this.mask
    while (slots[slot * 4 + 2] !== 0 && (slots[slot * 4] !== high || slots[slot * 4 + 1] !== low)) slot = (slot + 1) & this.mask
    slots[slot * 4] = high
    slots[slot * 4 + 1] = low
    return slot * 4
  }
}

/** Each passage that shares at least `threshold` of its phrasing with an earlier one (in the order given). */
export function findRepeats(passages: Passage[], threshold: number): Repeat[] {
  const long = passages.map((passage) => ({ passage, ids: wordIdsOf(passage.text) })).filter(({ ids }) => ids.length >= MIN_WORDS)
  const table = new ShingleTable(long.reduce((sum, { ids }) => sum + ids.length - SHINGLE + 1, 0))
  // Each passage is compared only with earlier ones that share one of its shingles. Only the first
  // few holders of a shingle are kept, so that a phrase on every page (a sign-off, a paragraph
  // pasted a thousand times) costs the same per paragraph however many hold it, and the check
  // stays linear: a copy still meets its original, which is among the first holders of all its phrases.
  const sizes: number[] = []
  const repeats: Repeat[] = []
  long.forEach(({ passage, ids }, later) => {
    const shared = new Map<number, number>()
    let size = 0
    for (let index = 0; index + SHINGLE <= ids.length; index++) {
      let high = 0x811c9dc5
      let low = 0x01000193
      for (let offset = 0; offset < SHINGLE; offset++) {
        const id = ids[index + offset]!
        high = Math.imul(high ^ id, 0x9e3779b1)
        low = Math.imul(low ^ id, 0x85ebca6b) ^ (low >>> 13)
      }
      const slot = table.slotOf(high, low)
      const slots = table.slots
      // The last passage that met it, plus one (0 for none): a shingle counts once per passage.
      if (slots[slot + 3] === later + 1) continue
      slots[slot + 3] = later + 1
      size++
      const first = slots[slot + 2]! - 1
      if (first < 0) slots[slot + 2] = later + 1
      else {
        shared.set(first, (shared.get(first) ?? 0) + 1)
        const others = table.more.get(slot)
        if (!others) table.more.set(slot, [later])
        else {
          for (const other of others) shared.set(other, (shared.get(other) ?? 0) + 1)
          if (others.length < HOLDERS_KEPT - 1) others.push(later)
        }
      }
    }
    sizes.push(size)
    let best: { first: number; share: number } | undefined
    for (const [first, count] of shared) {
      const share = count / Math.min(size, sizes[first]!)
      if (share >= threshold && (!best || share > best.share)) best = { first, share }
    }
    if (best) repeats.push({ first: long[best.first]!.passage, later: passage, share: best.share })
  })
  return repeats
}

/** A Markdown text cut into its paragraphs (blank-line separated blocks that are not headings or tables), each with its line. */
export function paragraphsOf(markdown: string, firstLine: number): { text: string; line: number }[] {
  const paragraphs: { text: string; line: number }[] = []
  let start = -1
  const lines = markdown.split('\n')
  lines.forEach((line, index) => {
    const blank = !line.trim()
    if (!blank && start < 0) start = index
    if ((blank || index === lines.length - 1) && start >= 0) {
      const block = lines.slice(start, blank ? index : index + 1).join('\n')
      if (!/^\s*(#|\|)/.test(block)) paragraphs.push({ text: block, line: firstLine + start })
      start = -1
    }
  })
  return paragraphs
}
