// The content check's rule against copy written twice (repeats.ts): a paragraph or a field's text
// that repeats one on another page (or earlier on its own), and a whole text that is a rewrite of
// another, each reported where the second one is, pointing at the first (repeatsJob.ts).
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { writeWorkerBundle } from '../workerBundle.ts'
import { proseSources } from './checkProse.ts'
import type { Passage } from './repeats.ts'
import { codeFingerprint } from '../../hashFiles.ts'
import { REPEATS_JOB, repeatProblems } from './repeatsJob.ts'

/**
 * Below this much text, starting a worker costs more than the rule (the real site has about
 * 380 KB); 4,000 articles have 16 MB.
 */
const MIN_BYTES_FOR_WORKER = 4 * 1024 * 1024

/** The texts the rule compares, as checkProse.ts gathers them, less what the rule does not read. */
const passagesOf = (loaded: LoadedContent, root: string): Passage[] => proseSources(loaded, root).map(({ file, field, line, text }) => ({ file, field, line, text }))

export const checkRepeats = (loaded: LoadedContent, root: string): Problem[] => repeatProblems(root, passagesOf(loaded, root))

/**
 * A worker's whole program, passed as text (see parallelRender.ts): the rule over the texts, its
 * caches saved by the worker, the problems sent back.
 */
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.job).then(({ repeatProblems, saveCaches }) => {
  const problems = repeatProblems(workerData.root, workerData.passages, workerData.fingerprint)
  saveCaches()
  parentPort.postMessage(problems)
})
`

/**
 * checkRepeats on another core: started before the other rules, awaited after them. On a large
 * site the rule is the check's longest stage after one edit (about 1 s for 4,000 articles), and
 * the build's main thread has the other rules to apply meanwhile; the worker also cuts the bodies
 * into paragraphs (0.2 s of the main thread's time after one edit). A small site runs it in place.
 */
export function checkRepeatsOnOtherCore(loaded: LoadedContent, root: string, minBytes = MIN_BYTES_FOR_WORKER): Promise<Problem[]> {
  const passages = passagesOf(loaded, root)
  if (passages.reduce((bytes, passage) => bytes + passage.text.length, 0) < minBytes) return Promise.resolve(repeatProblems(root, passages))
  const job = pathToFileURL(writeWorkerBundle(process.cwd(), REPEATS_JOB, 'repeats-worker')).href
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_PROGRAM, { eval: true, workerData: { job, root, fingerprint: codeFingerprint(process.cwd(), REPEATS_JOB), passages } })
    worker.once('message', (problems: Problem[]) => {
      resolve(problems)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the repeated-text worker stopped (exit code ${code}) before sending its results`)))
  })
}
