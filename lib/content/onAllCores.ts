// Before a whole check (a build, `npm run check:content`): the work on each content file that the
// store does not hold yet (load/fileWork.ts; its Markdown rendered; every text proof-read) done on
// every core by worker threads, so that the check finds it done. The workers run the functions the
// check runs and keep their results under the same keys, so the check's problems never depend on
// where the work was done. A few files (after an edit) are left to the check itself: a worker's
// start (loading remark, retext and the dictionary) costs more than their work.
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { isKept, keep } from '../cache.ts'
import { fileWorkInput } from './load/fileWork.ts'
import { readContentFiles, readWordList } from './load/readContent.ts'

/** Fewer files than this lacking their work are left to the check: one edit leaves one, a code change every file. */
const MIN_FILES = 20

export async function workOnAllCores(root: string): Promise<void> {
  const { folders, tokens, tokensKey, facts } = readContentFiles(root)
  const missing = folders.flatMap(({ name, files }) => files.filter(({ file, text }) => !isKept('file', fileWorkInput(file, text, tokensKey))).map((file) => ({ name, ...file })))
  if (missing.length < MIN_FILES) return
  // Longest first, each to the thread with the least text so far, so the threads finish together.
  const batches = Array.from({ length: os.availableParallelism() }, () => ({ bytes: 0, files: [] as typeof missing }))
  for (const file of missing.sort((a, b) => b.text.length - a.text.length)) {
    const batch = batches.reduce((least, candidate) => (candidate.bytes < least.bytes ? candidate : least))
    batch.files.push(file)
    batch.bytes += file.text.length
  }
  const workerData = { tokens, tokensKey, facts, wordList: readWordList(root) }
  const results = await Promise.all(batches.filter((batch) => batch.files.length).map((batch) => inWorker({ ...workerData, files: batch.files })))
  for (const [kind, input, result] of results.flat()) keep(kind, input, result)
}

function inWorker(workerData: unknown): Promise<[kind: string, input: string, result: unknown][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./fileWorker.ts', import.meta.url), { workerData })
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`a content worker stopped (exit code ${code}) before sending its results`)))
  })
}
