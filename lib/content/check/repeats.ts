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
const wordsOf = (text: string): string[] =>
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
 * The text's distinct shingles, or none for a text too short to compare. A shingle is a 30-bit
 * hash of its five words' hashes: as strings of five words, a thousand articles' million shingles
 * made a build after one edit a fifth slower (docs/performance.md). Two shingles alike in 30 bits are
 * rare, and one shared phrase more does not move a paragraph's share of a hundred across the line.
 */
function shinglesOf(text: string): Set<number> {
  const words = wordsOf(text).map(wordHash)
  const shingles = new Set<number>()
  if (words.length < MIN_WORDS) return shingles
  for (let index = 0; index + SHINGLE <= words.length; index++) {
    let hash = 0x2545f491
    for (let offset = index; offset < index + SHINGLE; offset++) hash = Math.imul(hash ^ words[offset]!, 0x9e3779b1) ^ (hash >>> 15)
    shingles.add(hash & 0x3fffffff)
  }
  return shingles
}

/** Each passage that shares at least `threshold` of its phrasing with an earlier one (in the order given). */
export function findRepeats(passages: Passage[], threshold: number): Repeat[] {
  // Each shingle's first holder, and its later ones up to HOLDERS_KEPT in all (few shingles have
  // any: one array per shingle would be a million at 1,000 articles), by index in `passages`.
  const firstHolders = new Map<number, number>()
  const laterHolders = new Map<number, number[]>()
  const sizes: number[] = []
  const repeats: Repeat[] = []
  passages.forEach((passage, later) => {
    const shingles = shinglesOf(passage.text)
    sizes.push(shingles.size)
    // Shingles shared with each earlier passage, in the order first met (which settles a tie).
    const shared = new Map<number, number>()
    const share = (first: number) => shared.set(first, (shared.get(first) ?? 0) + 1)
    for (const shingle of shingles) {
      const first = firstHolders.get(shingle)
      if (first === undefined) {
        firstHolders.set(shingle, later)
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
    let best: { first: number; share: number } | undefined
    for (const [first, count] of shared) {
      const share = count / Math.min(shingles.size, sizes[first]!)
      if (share >= threshold && (!best || share > best.share)) best = { first, share }
    }
    if (best) repeats.push({ first: passages[best.first]!, later: passage, share: best.share })
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
