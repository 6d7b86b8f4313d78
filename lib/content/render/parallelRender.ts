// Renders the Markdown the cache lacks on every core at once: the build's content check calls this
// before assembling pages (lib/content/checkContent.ts). Never imported by page code, so no bundle carries it.
import os from 'node:os'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { writeWorkerBundle } from '../workerBundle.ts'
import type { RenderedMarkdown } from './markdown.ts'
import { addRendered, MARKDOWN_RENDERER, notYetRendered } from './renderedMarkdown.ts'
import { joinRendered, splitMarkdown } from './splitMarkdown.ts'

/**
 * Below this many texts, or this many bytes of them, starting a worker (remark's loading included)
 * costs more than it saves. One long text is worth a worker of its own: it renders there while the
 * check applies its other rules (about 1 s of remark per MB).
 */
const MIN_TEXTS_PER_WORKER = 200
const MIN_BYTES_PER_WORKER = 512 * 1024
/**
 * A long text is cut into parts of about this length (splitMarkdown.ts), that of a long article,
 * which render on every core at once. Many small parts rather than one per core: remark's working
 * set grows with its input, and a worker spent a quarter of its time collecting the tree of a part
 * of several MB. A 5 MB article's check took 5.8 s in parts of 16 KB, 6.5 s in parts of 64 KB and
 * 7.1 s in one part per core, and held 0.6 GB, against 1.4 GB in one part per core.
 */
const PART_BYTES = 16 * 1024
/** Texts from this length on are cut; a shorter one costs too little to be worth the cut. */
const SPLIT_FROM = 8 * PART_BYTES

/**
 * Remark allocates a great many short-lived objects; with V8's default young generation a worker
 * spent a sixth of its time collecting them. 64 MB made a cold check of 4,000 articles about 15%
 * faster for about 60 MB more memory (larger sizes bought little more).
 */
const YOUNG_GENERATION_MB = 64

/**
 * A worker sends its results as it goes, this many texts a message, rather than all at the end:
 * it then never holds a whole batch's HTML twice over (its objects and their JSON) beside the main
 * thread's copy.
 */
const RESULTS_PER_MESSAGE = 100


/**
 * A worker's whole program. It is passed as text because the caller may itself be a bundle (the
 * Vite config is one), with no worker file beside it. The renderer is loaded as esbuild bundled it
 * for the cache's fingerprint: plain JavaScript, so a worker spends no time starting a TypeScript
 * loader. The results go back as one JSON string, which is much cheaper to pass between threads
 * than thousands of objects.
 */
const WORKER_PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData.renderer).then(({ renderMarkdownUncached }) => {
  const { markdowns, batch } = workerData
  for (let start = 0; start < markdowns.length; start += batch) parentPort.postMessage(JSON.stringify(markdowns.slice(start, start + batch).map(renderMarkdownUncached)))
})
`

/** Renders every text not in the cache yet, split over one worker per core (a long one in parts), and caches the results. */
export async function renderInParallel(markdowns: string[], root: string = process.cwd()): Promise<void> {
  const missing = notYetRendered(markdowns, root)
  const bytes = missing.reduce((sum, markdown) => sum + markdown.length, 0)
  const threads = Math.min(os.availableParallelism(), Math.max(Math.floor(missing.length / MIN_TEXTS_PER_WORKER), Math.floor(bytes / MIN_BYTES_PER_WORKER)))
  if (threads < 1) return // Little enough to render one by one as the content is assembled.
  const renderer = pathToFileURL(writeWorkerBundle(process.cwd(), MARKDOWN_RENDERER, 'markdown-worker')).href
  const split = new Map(missing.filter((markdown) => markdown.length >= SPLIT_FROM).map((markdown) => [markdown, splitMarkdown(markdown, Math.max(threads, Math.ceil(markdown.length / PART_BYTES)))]))
  const texts = missing.flatMap((markdown) => split.get(markdown)?.map((part) => part.text) ?? [markdown])
  const results = new Map((await Promise.all(splitEvenly(texts, threads).map((batch) => renderInWorker(batch, renderer)))).flat())
  const renderedOf = (markdown: string): RenderedMarkdown => {
    const parts = split.get(markdown)
    return parts ? joinRendered(parts, parts.map((part) => results.get(part.text)!)) : results.get(markdown)!
  }
  addRendered(missing.map((markdown) => [markdown, renderedOf(markdown)]), root)
}

/** Splits texts into batches of about equal length, longest texts first, so workers finish together. */
function splitEvenly(markdowns: string[], count: number): string[][] {
  const batches = Array.from({ length: count }, () => ({ length: 0, texts: [] as string[] }))
  for (const markdown of [...markdowns].sort((a, b) => b.length - a.length)) {
    const shortest = batches.reduce((best, batch) => (batch.length < best.length ? batch : best))
    shortest.texts.push(markdown)
    shortest.length += markdown.length
  }
  return batches.map((batch) => batch.texts)
}

function renderInWorker(markdowns: string[], renderer: string): Promise<[string, RenderedMarkdown][]> {
  // A text that could not be cut leaves a core with nothing to render, and such a worker would send nothing.
  if (!markdowns.length) return Promise.resolve([])
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_PROGRAM, { eval: true, workerData: { renderer, markdowns, batch: RESULTS_PER_MESSAGE }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } })
    const results: [string, RenderedMarkdown][] = []
    worker.on('message', (json: string) => {
      for (const entry of JSON.parse(json) as RenderedMarkdown[]) results.push([markdowns[results.length]!, entry])
      if (results.length < markdowns.length) return
      resolve(results)
      void worker.terminate()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`a Markdown worker stopped (exit code ${code}) before sending its results`)))
  })
}
