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
/**
 * Earlier paragraphs a phrase is compared with at most: a phrase on every page (a sign-off, a
 * paragraph pasted a thousand times) then costs the same per paragraph however many hold it, and
 * the rule stays linear. A copy still meets its original, among the first holders of all its phrases.
 */
const HOLDERS_KEPT = 16

/** The words the rule reads in a text: lower case, link addresses left out, runs of letters, digits and marks, without the marks at their ends. */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\]\([^)]*\)/g, ' ')
    .match(/[\p{L}\p{N}$%](?:[\p{L}\p{N}'’$%.-]*[\p{L}\p{N}$%])?/gu) ?? []

/** A word as a 32-bit FNV-1a hash of its characters. */
function wordHash(word: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < word.length; index++) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

/**
 * The text's shingles in order (a phrase used twice is there twice), or none for a text too short
 * to compare. A shingle is a 30-bit hash of its five words' hashes, a number typed arrays hold: a
 * thousand articles hold about a million shingles, which as strings of five words in a Map took
 * most of the check's time. Two shingles alike in 30 bits are rare (a few hundred pairs among a
 * million), and one shared phrase more does not move a paragraph's share of a hundred across the line.
 */
function shinglesOf(text: string): Int32Array {
  const words = wordsOf(text).map(wordHash)
  if (words.length < MIN_WORDS) return new Int32Array(0)
  const shingles = new Int32Array(words.length - SHINGLE + 1)
  for (let index = 0; index < shingles.length; index++) {
    let hash = 0x2545f491
    for (let offset = index; offset < index + SHINGLE; offset++) hash = Math.imul(hash ^ words[offset]!, 0x9e3779b1) ^ (hash >>> 15)
    shingles[index] = hash & 0x3fffffff
  }
  return shingles
}

/** Each passage that shares at least `threshold` of its phrasing with an earlier one (in the order given). */
export function findRepeats(passages: Passage[], threshold: number): Repeat[] {
  const table = new ShingleTable()
  // The holders of a shingle after its first, up to HOLDERS_KEPT in all: few shingles have any.
  const laterHolders = new Map<number, number[]>()
  const sizes: number[] = []
  const repeats: Repeat[] = []
  // Shingles shared with each earlier passage, and those passages in the order first met (which
  // settles a tie), for the passage being read: reset after each.
  const sharedWith = new Int32Array(passages.length)
  const met: number[] = []
  const share = (holder: number) => {
    if (!sharedWith[holder]) met.push(holder)
    sharedWith[holder] = sharedWith[holder]! + 1
  }
  passages.forEach((passage, later) => {
    let size = 0
    for (const shingle of shinglesOf(passage.text)) {
      const slot = table.slotOf(shingle)
      // A shingle counts once per passage.
      if (table.lastMet[slot] === later + 1) continue
      table.lastMet[slot] = later + 1
      size++
      const first = table.first[slot]! - 1
      if (first < 0) {
        table.first[slot] = later + 1
        continue
      }
      share(first)
      const others = laterHolders.get(shingle)
      if (!others) laterHolders.set(shingle, [later])
      else {
        others.forEach(share)
        if (others.length < HOLDERS_KEPT - 1) others.push(later)
      }
    }
    sizes.push(size)
    let best: { first: number; share: number } | undefined
    for (const first of met) {
      const share = sharedWith[first]! / Math.min(size, sizes[first]!)
      sharedWith[first] = 0
      if (share >= threshold && (!best || share > best.share)) best = { first, share }
    }
    met.length = 0
    if (best) repeats.push({ first: passages[best.first]!, later: passage, share: best.share })
  })
  return repeats
}

/**
 * Each shingle met, with its first holder and the last passage that met it (each plus one, 0 for
 * none), in an open-addressing table of typed arrays: as a Map it took most of the rule's time.
 */
class ShingleTable {
  shingles = new Int32Array(1 << 16)
  first = new Int32Array(1 << 16)
  lastMet = new Int32Array(1 << 16)
  private count = 0

  /** The shingle's slot, claimed for it if it is new. */
  slotOf(shingle: number): number {
    if (this.count * 2 >= this.shingles.length) this.grow()
    const mask = this.shingles.length - 1
    let slot = Math.imul(shingle, 0x9e3779b1) & mask
    while (this.lastMet[slot] !== 0 && this.shingles[slot] !== shingle) slot = (slot + 1) & mask
    if (this.lastMet[slot] === 0) {
      this.shingles[slot] = shingle
      this.count++
    }
    return slot
  }

  private grow(): void {
    const { shingles, first, lastMet } = this
    this.shingles = new Int32Array(shingles.length * 2)
    this.first = new Int32Array(first.length * 2)
    this.lastMet = new Int32Array(lastMet.length * 2)
    this.count = 0
    for (let slot = 0; slot < shingles.length; slot++) {
      if (lastMet[slot] === 0) continue
      const moved = this.slotOf(shingles[slot]!)
      this.first[moved] = first[slot]!
      this.lastMet[moved] = lastMet[slot]!
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
