// The repeats rule's work on the texts alone (no files, no content model), so that a worker thread
// can run it while the build's main thread applies the other rules (checkRepeats.ts): from the
// texts a visitor reads to the problems to report. Its bundle holds repeats.ts and the caches,
// nothing of remark or retext. After an edit it compares again only the passages the edit can
// change (incrementalRepeats.ts), from the last run's state.
import { codeFingerprint } from '../../hashFiles.ts'
import { hashOf } from '../hashCache.ts'
import type { Problem } from '../problems.ts'
import { updateRepeats } from './incrementalRepeats.ts'
import { paragraphsOf, SAME_PAGE, SAME_PARAGRAPH, type Passage, type RepeatAt } from './repeats.ts'
import { repeatsState } from './repeatsState.ts'
import { shingleCache, shinglesByHash } from './shingleCache.ts'

export { saveCaches } from '../hashCache.ts'

/** This module's file, whose bundle's fingerprint covers every module the rule's results depend on. */
export const REPEATS_JOB = 'lib/content/check/repeatsJob.ts'

interface RepeatsFound {
  /** Bodies that rewrite an earlier one. */
  pages: RepeatAt[]
  /** Paragraphs (and field texts) that repeat an earlier one. */
  paragraphs: RepeatAt[]
}

/**
 * Reads the rule's caches (the shingles of every text compared before, about 30 MB for 4,000
 * articles, and the last run's state) before the texts are known: a worker started early does this
 * while the build's main thread gathers the texts (checkRepeats.ts).
 */
export function openRepeatsCaches(root: string, fingerprint: string): void {
  shinglesByHash(root, fingerprint)
  repeatsState(root, fingerprint)
}

function repeatsOfTexts(root: string, bodies: string[], paragraphs: string[], fingerprint = codeFingerprint(process.cwd(), REPEATS_JOB)): RepeatsFound {
  const shingles = shingleCache(root, fingerprint)
  const lists = repeatsState(root, fingerprint)
  const at = (name: string, texts: string[], threshold: number): RepeatAt[] => {
    const { found, state } = updateRepeats(texts.map(hashOf), texts.map(shingles), threshold, lists[name], shinglesByHash(root, fingerprint))
    lists[name] = state
    return found
  }
  return { pages: at('pages', bodies, SAME_PAGE), paragraphs: at('paragraphs', paragraphs, SAME_PARAGRAPH) }
}

const ADVICE = 'say what is particular to this page, or keep the text in one place and link to it'
const percent = (share: number) => `${Math.round(share * 100)}%`
const where = (passage: Passage) => `${passage.file}:${passage.line}${passage.field ? ` (${passage.field})` : ''}`

/**
 * The rule's problems among the texts a visitor reads (checkProse.ts proseSources): a body whose
 * field is '' is compared whole for rewrites and paragraph by paragraph for repeats, a field's text
 * as one paragraph. Each is reported where the second one is, pointing at the first. `fingerprint`:
 * of this module's code (codeFingerprint), which a worker is given by the thread that bundled it.
 */
export function repeatProblems(root: string, sources: Passage[], fingerprint?: string): Problem[] {
  const bodies = sources.filter((source) => !source.field)
  const paragraphs = sources.flatMap((source) => (source.field ? [source] : paragraphsOf(source.text, source.line).map((paragraph) => ({ ...source, ...paragraph }))))
  const textsOf = (passages: Passage[]) => passages.map((passage) => passage.text)
  const found = repeatsOfTexts(root, textsOf(bodies), textsOf(paragraphs), fingerprint)
  return [
    ...found.pages.map(([later, first, share]) => ({
      file: bodies[later]!.file,
      field: '',
      line: bodies[later]!.line,
      message: `repeated text: the text repeats ${percent(share)} of ${bodies[first]!.file} in the same words; ${ADVICE}`,
    })),
    ...found.paragraphs.map(([later, first, share]) => ({
      file: paragraphs[later]!.file,
      field: paragraphs[later]!.field,
      line: paragraphs[later]!.line,
      message: `repeated text: ${percent(share)} of this paragraph is the one at ${where(paragraphs[first]!)}; ${ADVICE}`,
    })),
  ]
}
