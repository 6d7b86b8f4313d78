// Build speed: times `npm run build` on the real site and on copies with thousands of generated
// articles: cold (a full `vike build`), warm (unchanged) and after one article's text is edited
// (content rebuilds, no bundling), and after a code edit (a full build again, reusing unchanged
// pages). Prints the medians as a table, then as one `BENCH_JSON {...}` line for scripts.
//
//   npx tsx scripts/bench/buildSpeed.ts [--sizes 0,1000,4000] [--runs 3] [--keep]
//
// Every build runs in a temporary copy of the project under os.tmpdir(); nothing is written here.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateArticles } from './articles.ts'
import { buildPhases, median, runTimed, sizesAndRuns, tail, type Timed } from './measure.ts'
import { copyProject, countHtml, makeSessionDir, removeDir, resetBuild } from '../projectCopy.ts'

const USAGE = `Usage: npx tsx scripts/bench/buildSpeed.ts [--sizes 0,1000,4000] [--runs 3] [--keep]

  --sizes  generated articles per measured site, comma-separated (0 = the real site)
  --runs   runs per size; sizes are interleaved (run 1 of each size, then run 2...) and the
           median is reported
  --keep   leave the temporary copies and build logs in place for inspection`

interface Build extends Timed {
  /** Vite's client build and the server build with prerendering, as the build log reports them. */
  phases?: { clientSeconds: number; serverAndPrerenderSeconds: number }
}

interface Run {
  run: number
  pages: number
  cold: Build
  warm: Build
  /** Rebuilt after one article's text changed: that article renders again, the rest is reused. */
  edited: Build
  /** Rebuilt after a source file changed: Vite bundles again, unchanged pages are reused. */
  code: Build
  /** The content check alone (also part of each build), timed while verifying the generated files. */
  check: Timed
}

/** One measurement: a fresh copy with `size` articles, checked, built cold, rebuilt warm, and rebuilt after an edit. */
async function measure(session: string, size: number, runNumber: number, keep: boolean): Promise<Run> {
  const label = `articles-${size}-run-${runNumber}`
  const dir = path.join(session, label)
  const log = (step: string) => path.join(session, 'logs', `${label}-${step}.log`)
  copyProject(dir)
  generateArticles(dir, size)
  const check = await runTimed('npx', ['tsx', 'scripts/check-content.ts'], dir, log('check')).catch((error: Error) => {
    throw new Error(`the generated content fails the content check:\n${error.message}`)
  })

  const build = async (step: string): Promise<Build> => {
    const timed = await runTimed('npm', ['run', 'build'], dir, log(step))
    return { ...timed, phases: buildPhases(log(step)) }
  }
  // Cold: no build output and no cache folder of the copy's own (the shared install is untouched).
  resetBuild(dir)
  const cold = await build('cold')
  const pages = countHtml(path.join(dir, 'dist', 'client'))
  if (pages < size) throw new Error(`the build of ${size} articles produced only ${pages} HTML files; see ${log('cold')}:\n${tail(log('cold'), 15)}`)
  // Warm: the same copy again, unchanged content, whatever the first build left in place.
  const warm = await build('warm')
  const warmPages = countHtml(path.join(dir, 'dist', 'client'))
  if (warmPages !== pages) console.error(`  warning: the warm build produced ${warmPages} HTML files, the cold one ${pages}`)
  editOneArticle(dir)
  const edited = await build('edited')
  editCode(dir)
  const code = await build('code')
  if (!keep) removeDir(dir)
  return { run: runNumber, pages, cold, warm, edited, code, check }
}

/** Adds a comment to a component: any source change makes the next build a full one. */
function editCode(dir: string): void {
  fs.appendFileSync(path.join(dir, 'renderer', 'Layout.tsx'), '\n// A line added by the build benchmark, to measure a full rebuild after a code edit.\n')
}

/** Adds a paragraph to the first article, as an editor's small fix would change one file. */
function editOneArticle(dir: string): void {
  const blog = path.join(dir, 'content', 'blog')
  const first = fs.readdirSync(blog).filter((name) => name.endsWith('.md') && name !== 'README.md').sort()[0]
  if (!first) throw new Error(`${blog} has no article to edit`)
  fs.appendFileSync(path.join(blog, first), '\nA paragraph added by the build benchmark, to measure a rebuild after one edit.\n')
}

async function main() {
  const { sizes, runs, keep } = sizesAndRuns('buildSpeed', USAGE, { sizes: '0,1000,4000', runs: '3' })
  const session = makeSessionDir('sparkwell-bench')
  fs.mkdirSync(path.join(session, 'logs'))
  const cleanUp = () => {
    if (!keep) removeDir(session)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\nbuildSpeed: interrupted${keep ? `; copies left in ${session}` : ', temporary copies removed'}`)
      cleanUp()
      process.exit(130)
    })
  }

  const loadAtStart = Number(os.loadavg()[0]!.toFixed(2))
  console.error(`Measuring ${sizes.join(', ')} generated articles, ${runs} run(s) each, in ${session}`)
  const results = new Map<number, Run[]>(sizes.map((size) => [size, []]))
  try {
    // Interleaved, so that a slow spell of the machine spreads over every size instead of one.
    for (let runNumber = 1; runNumber <= runs; runNumber++) {
      for (const size of sizes) {
        const started = Date.now()
        console.error(`run ${runNumber}/${runs}, ${size} articles...`)
        const result = await measure(session, size, runNumber, keep)
        results.get(size)!.push(result)
        const figures = (build: Build) => `${build.seconds.toFixed(1)} s, ${build.cpuSeconds.toFixed(1)} CPU s, ${build.peakMb.toFixed(0)} MB`
        console.error(
          `  ${result.pages} pages: cold ${figures(result.cold)}; warm ${figures(result.warm)}; edited ${figures(result.edited)}; code ${figures(result.code)}; check ${result.check.seconds.toFixed(1)} s; ` +
            `${((Date.now() - started) / 1000).toFixed(0)} s with setup; load average ${os.loadavg()[0]!.toFixed(1)}`,
        )
      }
    }
  } catch (error) {
    console.error(`\nbuildSpeed failed: ${(error as Error).message}`)
    console.error(`The copies and logs are left in ${session} for inspection.`)
    process.exit(1)
  }

  const summary = sizes.map((size) => summarise(size, results.get(size)!))
  printTable(summary)
  cleanUp()
  if (keep) console.log(`\nCopies and build logs kept in ${session}`)
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    // Wall times mean little without it: other work on the machine slows every build.
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: Number(os.loadavg()[0]!.toFixed(2)),
  }
  console.log(`BENCH_JSON ${JSON.stringify({ runs, machine, results: summary })}`)
}

function summarise(articles: number, runs: Run[]) {
  const round = (value: number, digits = 2) => Number(value.toFixed(digits))
  const middle = (pick: (run: Run) => number | undefined, digits = 2) => {
    const values = runs.map(pick).filter((value): value is number => value !== undefined)
    return values.length ? round(median(values), digits) : null
  }
  const pages = median(runs.map((run) => run.pages))
  const coldSeconds = middle((run) => run.cold.seconds)!
  const warmSeconds = middle((run) => run.warm.seconds)!
  const editedSeconds = middle((run) => run.edited.seconds)!
  const codeSeconds = middle((run) => run.code.seconds)!
  return {
    articles,
    pages,
    coldSeconds,
    warmSeconds,
    editedSeconds,
    codeSeconds,
    coldPagesPerSecond: round(pages / coldSeconds, 1),
    warmPagesPerSecond: round(pages / warmSeconds, 1),
    coldPeakMb: middle((run) => run.cold.peakMb, 0)!,
    warmPeakMb: middle((run) => run.warm.peakMb, 0)!,
    coldCpuSeconds: middle((run) => run.cold.cpuSeconds)!,
    warmCpuSeconds: middle((run) => run.warm.cpuSeconds)!,
    checkSeconds: middle((run) => run.check.seconds)!,
    coldClientBuildSeconds: middle((run) => run.cold.phases?.clientSeconds),
    coldServerAndPrerenderSeconds: middle((run) => run.cold.phases?.serverAndPrerenderSeconds),
    warmClientBuildSeconds: middle((run) => run.warm.phases?.clientSeconds),
    warmServerAndPrerenderSeconds: middle((run) => run.warm.phases?.serverAndPrerenderSeconds),
    runs: runs.map((run) => ({
      run: run.run,
      pages: run.pages,
      cold: { seconds: run.cold.seconds, cpuSeconds: round(run.cold.cpuSeconds), peakMb: round(run.cold.peakMb, 0), ...run.cold.phases },
      warm: { seconds: run.warm.seconds, cpuSeconds: round(run.warm.cpuSeconds), peakMb: round(run.warm.peakMb, 0), ...run.warm.phases },
      edited: { seconds: run.edited.seconds, cpuSeconds: round(run.edited.cpuSeconds), peakMb: round(run.edited.peakMb, 0), ...run.edited.phases },
      code: { seconds: run.code.seconds, cpuSeconds: round(run.code.cpuSeconds), peakMb: round(run.code.peakMb, 0), ...run.code.phases },
      checkSeconds: run.check.seconds,
    })),
  }
}

function printTable(rows: ReturnType<typeof summarise>[]) {
  const header = [
    'articles', 'pages built', 'cold s', 'warm s', 'edited s', 'code s', 'cold pages/s', 'warm pages/s', 'cold peak MB', 'warm peak MB',
    'cold CPU s', 'warm CPU s', 'check s',
  ]
  const body = rows.map((row) =>
    [
      row.articles, row.pages, row.coldSeconds.toFixed(1), row.warmSeconds.toFixed(1), row.editedSeconds.toFixed(1), row.codeSeconds.toFixed(1), row.coldPagesPerSecond.toFixed(1),
      row.warmPagesPerSecond.toFixed(1), row.coldPeakMb, row.warmPeakMb, row.coldCpuSeconds.toFixed(1), row.warmCpuSeconds.toFixed(1),
      row.checkSeconds.toFixed(1),
    ].map(String),
  )
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padStart(widths[column]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width) => `${'-'.repeat(width + 1)}:`).join('|')}|`)
  for (const cells of body) console.log(line(cells))
  console.log(
    [
      '',
      'Medians of the runs. s = wall seconds of `npm run build`, content check included.',
      'Cold: fresh copy, no dist/ or cache: a full build (vike build). Warm: the same copy rebuilt with unchanged content.',
      'Edited: rebuilt again after a paragraph was added to one article. Warm and edited are content rebuilds (no bundling).',
      'Code: rebuilt again after a comment was added to a component: a full build that reuses unchanged pages.',
      'CPU s = user + system seconds of the whole build; it varies less than wall time on a busy machine.',
      'check s = the content check alone, which every build also runs first.',
    ].join('\n'),
  )
}

await main()
