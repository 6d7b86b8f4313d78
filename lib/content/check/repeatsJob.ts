// The repeats rule's work on the texts alone (no files, no content model), so that a worker thread
// can run it while the build's main thread applies the other rules (checkRepeats.ts). Its bundle
// holds repeats.ts and the caches, nothing of remark or retext. After an edit it compares again
// only the passages the edit can change (incrementalRepeats.ts), from the last run's state.
import { codeFingerprint } from '../../hashFiles.ts'
import { hashOf } from '../hashCache.ts'
import { updateRepeats } from './incrementalRepeats.ts'
import { SAME_PAGE, SAME_PARAGRAPH, type RepeatAt } from './repeats.ts'
import { repeatsState } from './repeatsState.ts'
import { shingleCache, shinglesByHash } from './shingleCache.ts'

export { saveCaches } from '../hashCache.ts'
export type { RepeatAt } from './repeats.ts'

/** This module's file, whose bundle's fingerprint covers every module the rule's results depend on. */
export const REPEATS_JOB = 'lib/content/check/repeatsJob.ts'

export interface RepeatsFound {
  /** Bodies that rewrite an earlier one. */
  pages: RepeatAt[]
  /** Paragraphs (and field texts) that repeat an earlier one. */
  paragraphs: RepeatAt[]
}

/** `fingerprint`: of this module's code (codeFingerprint), which a worker is given by the thread that bundled it. */
export function repeatsOfTexts(root: string, bodies: string[], paragraphs: string[], fingerprint = codeFingerprint(process.cwd(), REPEATS_JOB)): RepeatsFound {
  const shingles = shingleCache(root, fingerprint)
  const lists = repeatsState(root, fingerprint)
  const at = (name: string, texts: string[], threshold: number): RepeatAt[] => {
    const { found, state } = updateRepeats(texts.map(hashOf), texts.map(shingles), threshold, lists[name], shinglesByHash(root, fingerprint))
    lists[name] = state
    return found
  }
  return { pages: at('pages', bodies, SAME_PAGE), paragraphs: at('paragraphs', paragraphs, SAME_PARAGRAPH) }
}
