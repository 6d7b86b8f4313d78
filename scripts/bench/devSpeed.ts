// Development server speed: starts `npm run dev` (scripts/dev.ts: vike dev and the editor's
// backend) in a temporary copy of the project, on the real site and on copies with generated
// articles, and times what an editor waits for:
//
// - first page: from starting the server to the home page's HTML (Vite's start, the content's
//   first load and check, and the page's first render);
// - page again: the same page requested again, nothing changed;
// - after an edit: from an article's title being written to the first response of that article's
//   page that shows the new title (requests that still show the old one are counted).
//
// Prints the medians as a table, then as one `BENCH_JSON {...}` line for scripts.
//
//   npm run bench:dev [-- --sizes 0,1000] [--runs 3] [--keep]
//
// It starts servers on free ports, in copies in the temp folder: nothing is written into this project.
import fs from 'node:fs'
import path from 'node:path'
import { commandLine } from '../commandLine.ts'
import { freePort } from '../local-backend/localBackend.ts'
import { copyProject, makeSessionDir, removeDir } from '../projectCopy.ts'
import { generateArticles } from './articles.ts'
import { checkOptions, median, startDev, stopDev, table, until } from './measure.ts'

const USAGE = `Usage: npm run bench:dev [-- --sizes 0,1000] [--runs 3] [--keep]

  --sizes  generated articles per measured site, comma-separated (0 = the real site)
  --runs   server starts per size (the first start of each copy also fills Vite's dependency
           cache and is not counted); the median is reported
  --keep   leave the temporary copies and server logs in place for inspection`

/** The article whose title is edited, and its page. */
const EDITED = 'content/blog/time-clean-standard-office-space.md'
const EDITED_URL = '/blog/time-clean-standard-office-space'

interface Run {
  /** Starting the server to the home page's HTML. */
  firstPageMs: number
  /** The home page again, nothing changed. */
  againMs: number
  /** An article's title written to the first response showing it. */
  afterEditMs: number
  /** Responses after the edit that still showed the old title. */
  staleResponses: number
}

/** GET a page; undefined while nothing listens yet. */
async function get(url: string): Promise<{ status: number; body: string } | undefined> {
  try {
    const response = await fetch(url)
    return { status: response.status, body: await response.text() }
  } catch {
    return undefined
  }
}

/** Starts the dev server in `dir`, measures one run, stops it. */
async function measureRun(dir: string, log: string, title: string): Promise<Run> {
  const [port, editorPort] = [await freePort(), await freePort()]
  const origin = `http://127.0.0.1:${port}`
  const out = fs.openSync(log, 'a')
  const started = performance.now()
  const server = startDev(dir, port, editorPort, ['ignore', out, out])
  try {
    const first = await until('the first page', async () => {
      const response = await get(`${origin}/`)
      if (response && response.status !== 200) throw new Error(`the home page answered HTTP ${response.status}; see ${log}`)
      return response
    })
    const firstPageMs = performance.now() - started
    const again = performance.now()
    const second = await get(`${origin}/`)
    if (second?.body !== first.body) throw new Error('the home page changed between two requests with nothing edited')
    const againMs = performance.now() - again

    // The article's page once before the edit, so its own modules are loaded as an editor's would be.
    await get(`${origin}${EDITED_URL}`)
    const file = path.join(dir, EDITED)
    const source = fs.readFileSync(file, 'utf8')
    const edited = performance.now()
    fs.writeFileSync(file, source.replace(/^title: .*$/m, `title: ${title}`))
    let staleResponses = 0
    await until('the edited title', async () => {
      const response = await get(`${origin}${EDITED_URL}`)
      if (response?.body.includes(title)) return response
      staleResponses++
      return undefined
    })
    const afterEditMs = performance.now() - edited
    fs.writeFileSync(file, source)
    return { firstPageMs, againMs, afterEditMs, staleResponses }
  } finally {
    await stopDev(server)
    fs.closeSync(out)
  }
}

const { fail, parse } = commandLine('bench:dev', USAGE)
const { values } = parse({ options: { sizes: { type: 'string', default: '0,1000' }, runs: { type: 'string', default: '3' }, keep: { type: 'boolean', default: false } } })
const [sizes, runs, keep] = [values.sizes.split(',').map(Number), checkOptions(fail, { runs: values.runs }), values.keep]
const session = makeSessionDir('bench-dev')
const results = new Map<number, Run[]>()
try {
  for (const size of sizes) {
    const dir = path.join(session, `articles-${size}`)
    copyProject(dir)
    generateArticles(dir, size)
    const log = path.join(session, `articles-${size}.log`)
    // The first start of a copy optimises Vite's dependencies into the copy's own cache; not counted.
    console.log(`${size} articles: priming Vite's dependency cache...`)
    await measureRun(dir, log, 'Priming run title')
    const measured: Run[] = []
    for (let run = 1; run <= runs; run++) {
      const result = await measureRun(dir, log, `Edited title number ${run}`)
      console.log(`${size} articles, run ${run}: first page ${(result.firstPageMs / 1000).toFixed(2)} s, again ${result.againMs.toFixed(0)} ms, after an edit ${result.afterEditMs.toFixed(0)} ms (${result.staleResponses} stale)`)
      measured.push(result)
    }
    results.set(size, measured)
  }
} finally {
  if (keep) console.log(`Copies and logs kept in ${session}`)
  else removeDir(session)
}

const rows = [...results].map(([size, measured]) => ({
  size,
  firstPageMs: median(measured.map((run) => run.firstPageMs)),
  againMs: median(measured.map((run) => run.againMs)),
  afterEditMs: median(measured.map((run) => run.afterEditMs)),
  staleResponses: measured.reduce((total, run) => total + run.staleResponses, 0),
}))
console.log(`\nnpm run dev, median of ${runs} (Vite's dependency cache warm):\n`)
const site = (size: number) => (size ? `+${size.toLocaleString('en-AU')} articles` : 'real')
console.log(table(['site', 'first page', 'same page again', 'page after a content edit', 'stale responses after edits'], rows.map((row) => [site(row.size), `${(row.firstPageMs / 1000).toFixed(2)} s`, `${row.againMs.toFixed(0)} ms`, `${row.afterEditMs.toFixed(0)} ms`, String(row.staleResponses)])))
console.log(`\nBENCH_JSON ${JSON.stringify({ runs, rows })}`)
