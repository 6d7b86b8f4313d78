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
 * A worker's whole program, passed as text (see parallelRender.ts). It loads the rule and opens
 * its caches at once, then waits for the texts (a message sent before it listens waits for it):
 * the rule over them, its caches saved by the worker, the problems sent back.
 */
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.job).then(({ openRepeatsCaches, repeatProblems, saveCaches }) => {
  openRepeatsCaches(workerData.root, workerData.fingerprint)
  parentPort.once('message', (passages) => {
    const problems = repeatProblems(workerData.root, passages, workerData.fingerprint)
    saveCaches()
    parentPort.postMessage(problems)
  })
})
`

/**
 * checkRepeats on another core, in two steps: this starts the rule, given the bytes of the texts
 * it will read (the content files' as read), and the function it returns hands it the texts and
 * gives its problems. Between the two, the worker loads the rule and opens its caches while the
 * caller gathers the texts (a rebuild after one edit at 4,000 articles: about 0.25 s of the
 * worker's 1 s, which ended with the main thread's plan). On a large site the rule is the check's
 * longest stage after one edit, and the build's main thread has the other rules to apply
 * meanwhile; the worker also cuts the bodies into paragraphs. A small site runs it in place.
 */
export function startRepeatsRule(root: string, textBytes: number, minBytes = MIN_BYTES_FOR_WORKER): (loaded: LoadedContent) => Promise<Problem[]> {
  if (textBytes < minBytes) return async (loaded) => checkRepeats(loaded, root)
  const job = pathToFileURL(writeWorkerBundle(process.cwd(), REPEATS_JOB, 'repeats-worker')).href
  const worker = new Worker(WORKER_PROGRAM, { eval: true, workerData: { job, root, fingerprint: codeFingerprint(process.cwd(), REPEATS_JOB) } })
  // Until it has the texts, the worker keeps nothing running: a check that stops before handing
  // them over (an exception) must not leave the process waiting for it.
  worker.unref()
  const problems = new Promise<Problem[]>((resolve, reject) => {
    worker.once('message', (found: Problem[]) => {
      resolve(found)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the repeated-text worker stopped (exit code ${code}) before sending its results`)))
  })
  // A failure to start is reported when the problems are asked for, not as an unhandled rejection before.
  problems.catch(() => {})
  return (loaded) => {
    worker.ref()
    worker.postMessage(passagesOf(loaded, root))
    return problems
  }
}
