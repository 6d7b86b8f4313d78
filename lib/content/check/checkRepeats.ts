// The content check's rule against copy written twice (repeats.ts): a paragraph or a field's text
// that repeats one on another page (or earlier on its own), and a whole text that is a rewrite of
// another, each reported where the second one is, pointing at the first.
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { LoadedContent } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { writeWorkerBundle } from '../workerBundle.ts'
import { proseSources } from './checkProse.ts'
import { paragraphsOf, type Passage } from './repeats.ts'
import { codeFingerprint } from '../../hashFiles.ts'
import { REPEATS_JOB, repeatsOfTexts, type RepeatsFound } from './repeatsJob.ts'

const ADVICE = 'say what is particular to this page, or keep the text in one place and link to it'
const percent = (share: number) => `${Math.round(share * 100)}%`
const where = (passage: Passage) => `${passage.file}:${passage.line}${passage.field ? ` (${passage.field})` : ''}`

/** Below this many texts, starting a worker costs more than the rule (the real site has about 400). */
const MIN_TEXTS_FOR_WORKER = 5000

/** The texts compared: whole bodies for rewrites; a body's paragraphs and each field's text (one paragraph) for repeats. */
function passagesOf(loaded: LoadedContent, root: string): { bodies: Passage[]; paragraphs: Passage[] } {
  const sources = proseSources(loaded, root)
  return {
    bodies: sources.filter((source) => !source.field),
    paragraphs: sources.flatMap((source) =>
      source.field ? [source] : paragraphsOf(source.text, source.line).map((paragraph) => ({ ...source, ...paragraph })),
    ),
  }
}

function problemsOf({ bodies, paragraphs }: { bodies: Passage[]; paragraphs: Passage[] }, found: RepeatsFound): Problem[] {
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

const textsOf = (passages: Passage[]) => passages.map((passage) => passage.text)

export function checkRepeats(loaded: LoadedContent, root: string): Problem[] {
  const passages = passagesOf(loaded, root)
  return problemsOf(passages, repeatsOfTexts(root, textsOf(passages.bodies), textsOf(passages.paragraphs)))
}

/**
 * A worker's whole program, passed as text (see parallelRender.ts): the rule over the texts, its
 * caches saved by the worker, the repeats sent back as numbers.
 */
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.job).then(({ repeatsOfTexts, saveCaches }) => {
  const found = repeatsOfTexts(workerData.root, workerData.bodies, workerData.paragraphs, workerData.fingerprint)
  saveCaches()
  parentPort.postMessage(found)
})
`

/**
 * checkRepeats on another core: started before the other rules, awaited after them. On a large
 * site the rule is the check's longest stage after one edit (about 1 s for 4,000 articles), and
 * the build's main thread has the other rules to apply meanwhile. A small site runs it in place.
 */
export function checkRepeatsOnOtherCore(loaded: LoadedContent, root: string, minTexts = MIN_TEXTS_FOR_WORKER): Promise<Problem[]> {
  const passages = passagesOf(loaded, root)
  if (passages.paragraphs.length < minTexts) return Promise.resolve(checkRepeats(loaded, root))
  const job = pathToFileURL(writeWorkerBundle(process.cwd(), REPEATS_JOB, 'repeats-worker')).href
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_PROGRAM, {
      eval: true,
      workerData: { job, root, fingerprint: codeFingerprint(process.cwd(), REPEATS_JOB), bodies: textsOf(passages.bodies), paragraphs: textsOf(passages.paragraphs) },
    })
    worker.once('message', (found: RepeatsFound) => {
      resolve(problemsOf(passages, found))
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the repeated-text worker stopped (exit code ${code}) before sending its results`)))
  })
}
