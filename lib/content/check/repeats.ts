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

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/\]\([^)]*\)/g, ' ')
    .match(/[\p{L}\p{N}'’$%.-]+/gu)
    ?.map((word) => word.replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter(Boolean) ?? []

function shinglesOf(text: string): Set<string> {
  const words = wordsOf(text)
  const shingles = new Set<string>()
  for (let index = 0; index + SHINGLE <= words.length; index++) shingles.add(words.slice(index, index + SHINGLE).join(' '))
  return shingles
}

/** Each passage that shares at least `threshold` of its phrasing with an earlier one (in the order given). */
export function findRepeats(passages: Passage[], threshold: number): Repeat[] {
  const long = passages.filter((passage) => wordsOf(passage.text).length >= MIN_WORDS)
  const shingles = long.map((passage) => shinglesOf(passage.text))
  // Which paragraphs hold each shingle: only paragraphs that share one are ever compared. Only the
  // first few holders are kept, so that a phrase on every page (a sign-off, a paragraph pasted a
  // thousand times) costs the same per paragraph however many hold it, and the check stays linear:
  // a copy still meets its original, which is among the first holders of all its phrases.
  const holders = new Map<string, number[]>()
  shingles.forEach((set, index) => {
    for (const shingle of set) {
      const list = holders.get(shingle)
      if (!list) holders.set(shingle, [index])
      else if (list.length < HOLDERS_KEPT) list.push(index)
    }
  })
  const repeats: Repeat[] = []
  shingles.forEach((set, later) => {
    const shared = new Map<number, number>()
    for (const shingle of set) for (const first of holders.get(shingle)!) if (first < later) shared.set(first, (shared.get(first) ?? 0) + 1)
    let best: { first: number; share: number } | undefined
    for (const [first, count] of shared) {
      const share = count / Math.min(set.size, shingles[first]!.size)
      if (share >= threshold && (!best || share > best.share)) best = { first, share }
    }
    if (best) repeats.push({ first: long[best.first]!, later: long[later]!, share: best.share })
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
