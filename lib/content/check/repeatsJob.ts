// The repeats rule's work on the texts alone (no files, no content model), so that a worker thread
// can run it while the build's main thread applies the other rules (checkRepeats.ts). Its bundle
// holds repeats.ts and the shingle cache, nothing of remark or retext.
import { findRepeats, SAME_PAGE, SAME_PARAGRAPH } from './repeats.ts'
import { shingleCache } from './shingleCache.ts'

export { saveCaches } from '../hashCache.ts'

/** One repeat by the passages' positions in the lists given: [later, first, share]. */
export type RepeatAt = [number, number, number]

export interface RepeatsFound {
  /** Bodies that rewrite an earlier one. */
  pages: RepeatAt[]
  /** Paragraphs (and field texts) that repeat an earlier one. */
  paragraphs: RepeatAt[]
}

export function repeatsOfTexts(root: string, bodies: string[], paragraphs: string[]): RepeatsFound {
  const shingles = shingleCache(root)
  const at = (texts: string[], threshold: number): RepeatAt[] =>
    findRepeats(
      texts.map((text, line) => ({ file: '', field: '', line, text })),
      threshold,
      shingles,
    ).map(({ later, first, share }) => [later.line, first.line, share])
  return { pages: at(bodies, SAME_PAGE), paragraphs: at(paragraphs, SAME_PARAGRAPH) }
}
