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
export const HOLDERS_KEPT = 16

/** A character of a word: WORD in repeats.test.ts's reference (/[\p{L}\p{N}'’$%.-]+/gu) is a run of these. */
const WORD_CHARACTER = /^[\p{L}\p{N}'’$%.-]$/u
/** Each UTF-16 unit's verdict, found when first met: 1 a word character, 2 not (a surrogate alone is not). */
const wordUnits = new Uint8Array(0x10000)

/** The length in UTF-16 units of the word character at `index`: 1, 2 for a surrogate pair (a letter beyond the BMP), 0 for none. */
function wordCharacterAt(text: string, index: number): number {
  const code = text.charCodeAt(index)
  if (code < 0xd800 || code > 0xdbff) {
    let verdict = wordUnits[code]!
    if (!verdict) wordUnits[code] = verdict = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2
    return verdict === 1 ? 1 : 0
  }
  const next = text.charCodeAt(index + 1)
  return next >= 0xdc00 && next <= 0xdfff && WORD_CHARACTER.test(text.slice(index, index + 2)) ? 2 : 0
}

/** The marks trimmed off a word's ends: full stop, apostrophes, hyphen. */
const isEdge = (code: number) => code === 0x2e || code === 0x27 || code === 0x2019 || code === 0x2d

/**
 * Calls `word` with where each word of the (lower-case) text starts and ends: each run of word
 * characters with the marks at its ends trimmed off, none that is marks alone. A scan of character
 * codes: matching and slicing every word, then looking each up in a map, took most of the rule's
 * time on a large site.
 */
function eachWord(text: string, word: (start: number, end: number) => void): void {
  const length = text.length
  let index = 0
  while (index < length) {
    let step = wordCharacterAt(text, index)
    if (!step) {
      index++
      continue
    }
    let start = index
    while (step) {
      index += step
      step = index < length ? wordCharacterAt(text, index) : 0
    }
    let end = index
    while (start < end && isEdge(text.charCodeAt(start))) start++
    while (end > start && isEdge(text.charCodeAt(end - 1))) end--
    if (start < end) word(start, end)
  }
}

/** The text as the rule reads it: lower case, link addresses left out. */
const readable = (text: string) => text.toLowerCase().replace(/\]\([^)]*\)/g, ' ')

/** The words the rule reads in a text, as strings (shinglesOf reads them as numbers). */
export function wordsOf(text: string): string[] {
  const read = readable(text)
  const words: string[] = []
  eachWord(read, (start, end) => words.push(read.slice(start, end)))
  return words
}

/**
 * Each word of the text last cut into shingles as two 32-bit hashes of its letters, side by side:
 * shingles are numbers, not strings, and the hashes do not depend on the process, so that shingles
 * kept in .cache/ (shingleCache.ts) hold in the next build. Grown as needed, never shrunk.
 */
let wordHashes = new Int32Array(2 * 4096)

/** Fills wordHashes with the text's words; how many there are. */
function hashWords(text: string): number {
  const read = readable(text)
  let count = 0
  eachWord(read, (start, end) => {
    if (2 * count + 1 >= wordHashes.length) {
      const grown = new Int32Array(wordHashes.length * 2)
      grown.set(wordHashes)
      wordHashes = grown
    }
    // FNV-1a, and a multiply-rotate hash with another seed: two words alike in both are as rare as a shingle's.
    let high = 0x811c9dc5
    let low = 0x2545f491
    for (let index = start; index < end; index++) {
      const code = read.charCodeAt(index)
      high = Math.imul(high ^ code, 0x01000193)
      low = Math.imul((low << 5) | (low >>> 27), 0x9e3779b1) ^ code
    }
    wordHashes[2 * count] = high
    wordHashes[2 * count + 1] = low
    count++
  })
  return count
}

/**
 * Which passages hold each shingle (a run of five words), in an open-addressing table of typed
 * arrays: a corpus holds millions of shingles, which as Map keys would each be a boxed number or
 * a string. A shingle is its two 32-bit hashes (two different shingles of a real corpus share
 * both with odds of about one in 10^7); a table slot holds them, the first passage holding it, the
 * last one that met it (to count a shingle once per passage) and where its later holders are
 * listed: the few shingles held by more than one passage keep them in blocks of a typed array too.
 */
class ShingleTable {
  /** Five numbers a slot, side by side so that a look-up reads one cache line: high hash, low hash, first holder + 1, last passage met, block of later holders + 1. */
  readonly slots: Int32Array
  /** Blocks of HOLDERS_KEPT numbers: how many later holders, then up to HOLDERS_KEPT - 1 of them. */
  blocks = new Int32Array(HOLDERS_KEPT * 1024)
  private blockCount = 0
  private readonly mask: number

  constructor(shingles: number) {
    let size = 1024
    while (size < shingles * 1.5) size *= 2
    this.mask = size - 1
    this.slots = new Int32Array(size * SLOT)
  }

  /** Where the shingle's slot starts, claimed for it if it is new (its first holder still 0). */
  slotOf(high: number, low: number): number {
    const slots = this.slots
    let slot = (high ^ Math.imul(low, 0x27d4eb2d)) & this.mask
    while (slots[slot * SLOT + 2] !== 0 && (slots[slot * SLOT] !== high || slots[slot * SLOT + 1] !== low)) slot = (slot + 1) & this.mask
    slots[slot * SLOT] = high
    slots[slot * SLOT + 1] = low
    return slot * SLOT
  }

  /** A new, empty block of later holders; where it starts. */
  newBlock(): number {
    if ((this.blockCount + 1) * HOLDERS_KEPT > this.blocks.length) {
      const grown = new Int32Array(this.blocks.length * 2)
      grown.set(this.blocks)
      this.blocks = grown
    }
    return this.blockCount++ * HOLDERS_KEPT
  }
}
const SLOT = 5

/**
 * The text's shingles (runs of five words), each as its two 32-bit hashes side by side, in the
 * text's order, or undefined for a text too short to compare. Pure and per text, so a build keeps
 * them between runs (shingleCache.ts) and a rebuild reads again only the texts that changed.
 */
export function shinglesOf(text: string): Int32Array | undefined {
  const words = hashWords(text)
  if (words < MIN_WORDS) return undefined
  const shingles = new Int32Array((words - SHINGLE + 1) * 2)
  for (let index = 0; index + SHINGLE <= words; index++) {
    let high = 0x811c9dc5
    let low = 0x01000193
    for (let offset = 0; offset < SHINGLE; offset++) {
      const word = 2 * (index + offset)
      high = Math.imul(high ^ wordHashes[word]!, 0x9e3779b1)
      low = Math.imul(low ^ wordHashes[word + 1]!, 0x85ebca6b) ^ (low >>> 13)
    }
    shingles[index * 2] = high
    shingles[index * 2 + 1] = low
  }
  return shingles
}

/** One repeat by the passages' positions in the list given: [later, first, share]. */
export type RepeatAt = [number, number, number]

type Shingles = Int32Array | undefined

/**
 * Each passage that shares at least `threshold` of its phrasing with an earlier one (in the order
 * given). `shingles` gives a text's shingles: shinglesOf, or a cache of it.
 */
export function findRepeats(passages: Passage[], threshold: number, shingles: (text: string) => Shingles = shinglesOf): Repeat[] {
  return repeatsAmong(
    passages.map((passage) => shingles(passage.text)),
    threshold,
  ).map(([later, first, share]) => ({ first: passages[first]!, later: passages[later]!, share }))
}

/**
 * Which passages (given by their shingles, undefined for a short one) repeat an earlier one. Fills
 * `sizes` with each long passage's count of distinct shingles. With `scope` (incrementalRepeats.ts),
 * only the passages it marks are compared, and the others only take their place as holders of the
 * shingles it tracks, which must include every shingle of a marked passage; `sizes` must then hold
 * the unmarked passages' sizes already.
 */
export function repeatsAmong(shingles: Shingles[], threshold: number, sizes = new Int32Array(shingles.length), scope?: { marked: Uint8Array; tracked: ShingleSet; size: number }): RepeatAt[] {
  const table = new ShingleTable(scope ? scope.size : shingles.reduce((sum, hashes) => sum + (hashes ? hashes.length / 2 : 0), 0))
  // Each passage is compared only with earlier ones that share one of its shingles. Only the first
  // few holders of a shingle are kept, so that a phrase on every page (a sign-off, a paragraph
  // pasted a thousand times) costs the same per paragraph however many hold it, and the check
  // stays linear: a copy still meets its original, which is among the first holders of all its phrases.
  // Shingles shared with each earlier passage, and the earlier passages met in the order first
  // met (which settles a tie between two as closely copied): reset after each passage.
  const sharedWith = new Int32Array(shingles.length)
  const met: number[] = []
  const share = (first: number) => {
    const count = sharedWith[first]!
    if (count === 0) met.push(first)
    sharedWith[first] = count + 1
  }
  const repeats: RepeatAt[] = []
  shingles.forEach((hashes, later) => {
    if (!hashes) return
    const compared = !scope || scope.marked[later] === 1
    let size = 0
    for (let index = 0; index < hashes.length; index += 2) {
      if (!compared && !scope!.tracked.has(hashes[index]!, hashes[index + 1]!)) continue
      const slot = table.slotOf(hashes[index]!, hashes[index + 1]!)
      const slots = table.slots
      // The last passage that met it, plus one (0 for none): a shingle counts once per passage.
      if (slots[slot + 3] === later + 1) continue
      slots[slot + 3] = later + 1
      size++
      const first = slots[slot + 2]! - 1
      if (first < 0) slots[slot + 2] = later + 1
      else {
        if (compared) share(first)
        let block = slots[slot + 4]! - 1
        if (block < 0) slots[slot + 4] = (block = table.newBlock()) + 1
        const blocks = table.blocks
        const count = blocks[block]!
        if (compared) for (let other = 1; other <= count; other++) share(blocks[block + other]!)
        if (count < HOLDERS_KEPT - 1) {
          blocks[block + count + 1] = later
          blocks[block] = count + 1
        }
      }
    }
    if (!compared) return
    sizes[later] = size
    let best: { first: number; share: number } | undefined
    for (const first of met) {
      const share = sharedWith[first]! / Math.min(size, sizes[first]!)
      sharedWith[first] = 0
      if (share >= threshold && (!best || share > best.share)) best = { first, share }
    }
    met.length = 0
    if (best) repeats.push([later, best.first, best.share])
  })
  return repeats
}

/**
 * A set of shingles (each its two hashes), open addressing in one typed array, for the few an edit
 * touches; each with a count of the passages holding it, for those that count (countHolders).
 */
export class ShingleSet {
  /** Four numbers a slot: high hash, low hash, 1 when in use, then the count. */
  private readonly slots: Int32Array
  private readonly mask: number
  /** How many shingles the set holds. */
  size = 0

  constructor(capacity: number) {
    let size = 1024
    while (size < capacity * 1.5) size *= 2
    this.mask = size - 1
    this.slots = new Int32Array(size * 4)
  }

  private slotOf(high: number, low: number): number {
    const slots = this.slots
    let slot = (high ^ Math.imul(low, 0x27d4eb2d)) & this.mask
    while (slots[slot * 4 + 2] !== 0 && (slots[slot * 4] !== high || slots[slot * 4 + 1] !== low)) slot = (slot + 1) & this.mask
    return slot * 4
  }

  has(high: number, low: number): boolean {
    return this.slots[this.slotOf(high, low) + 2] !== 0
  }

  /** The shingle's count, or -1 when the set does not hold it. */
  countOf(high: number, low: number): number {
    const slot = this.slotOf(high, low)
    return this.slots[slot + 2] === 0 ? -1 : this.slots[slot + 3]!
  }

  /** Adds each shingle of the list (two hashes a shingle). */
  addAll(hashes: Int32Array): void {
    for (let index = 0; index < hashes.length; index += 2) this.add(hashes[index]!, hashes[index + 1]!)
  }

  add(high: number, low: number): void {
    const slot = this.slotOf(high, low)
    if (this.slots[slot + 2] !== 0) return
    this.slots[slot] = high
    this.slots[slot + 1] = low
    this.slots[slot + 2] = 1
    this.size++
  }

  /** How many distinct shingles of the list the set holds with a count below `below`. */
  countIn(hashes: Int32Array, below: number): number {
    const slots = this.slots
    const met: number[] = []
    for (let index = 0; index < hashes.length; index += 2) {
      const slot = this.slotOf(hashes[index]!, hashes[index + 1]!)
      // In use is 1, and 2 while met in this list: a shingle counts once.
      if (slots[slot + 2] !== 1 || slots[slot + 3]! >= below) continue
      slots[slot + 2] = 2
      met.push(slot)
    }
    for (const slot of met) slots[slot + 2] = 1
    return met.length
  }

  /** Whether the list holds a shingle of the set. */
  meets(hashes: Int32Array): boolean {
    for (let index = 0; index < hashes.length; index += 2) if (this.has(hashes[index]!, hashes[index + 1]!)) return true
    return false
  }

  /** Counts, for each shingle of the set, the passages of the list that hold it (once per passage). */
  countHolders(passages: Shingles[]): void {
    const slots = this.slots
    for (const hashes of passages) {
      if (!hashes) continue
      const counted: number[] = []
      for (let index = 0; index < hashes.length; index += 2) {
        const slot = this.slotOf(hashes[index]!, hashes[index + 1]!)
        // Marked counted with the count's sign bit until the passage is done: a shingle counts once per passage.
        if (slots[slot + 2] === 0 || slots[slot + 3]! < 0) continue
        slots[slot + 3] = ~(slots[slot + 3]! + 1)
        counted.push(slot)
      }
      for (const slot of counted) slots[slot + 3] = ~slots[slot + 3]!
    }
  }
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
