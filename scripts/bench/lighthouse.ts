// npm run bench:lighthouse: Lighthouse's mobile preset on the built site, served by the project's
// own static server (compressed, with _headers and _redirects applied as on Netlify), several runs
// per page, interleaved; prints the median run of each page. It measures, it does not assert: low
// scores still exit 0; it exits 1 only when it cannot run.
//
//   npm run bench:lighthouse [-- --dir dist/client] [--runs 3] [--pages /,/faq] [--port 4000]
import fs from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { commandLine } from '../commandLine.ts'
import { createStaticServer } from '../static-server.ts'
import { listen } from '../local-backend/localBackend.ts'
import { checkOptions, CHROMIUM, median, table } from './measure.ts'

const USAGE = `Usage: npm run bench:lighthouse [-- --dir dist/client] [--runs 3] [--pages /,/faq] [--port 4000]

  --dir     the built site (default dist/client)
  --runs    runs of each page; the median run is printed
  --pages   paths to measure, comma-separated
  --port    the port to serve on (default: the one the site was built for, when local)`

// No network but the local server: Chromium must never fetch components or phone home while measured.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost']
const PAGES = '/,/services/office-cleaning,/blog,/blog/how-often-office-cleaning,/contact,/careers,/faq'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = { LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift', FCP: 'first-contentful-paint', SI: 'speed-index' }

const { fail, parse } = commandLine('bench:lighthouse', USAGE)
const { values } = parse({ options: { dir: { type: 'string', default: 'dist/client' }, pages: { type: 'string', default: PAGES }, runs: { type: 'string', default: '3' }, port: { type: 'string' } } })
const root = path.resolve(values.dir)
const runs = checkOptions(fail, { runs: values.runs, browser: true })
const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean)
if (!fs.existsSync(path.join(root, 'index.html'))) fail(`${root} has no index.html: build the site first (npm run build), or pass --dir.`)
if (!pages.every((page) => page.startsWith('/'))) fail(`--pages takes paths starting with "/", comma-separated (got "${values.pages}")`)

// The canonical links name the origin the site was built for (SITE_URL, or site.yaml's url). A build
// made for a local origin is served on its port, so that its pages are the ones that origin serves.
const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="(http:\/\/(?:127\.0\.0\.1|localhost):(\d+))/.exec(fs.readFileSync(path.join(root, 'index.html'), 'utf8'))
const server = await createStaticServer(root)
const port = await listen(server, Number(values.port ?? canonical?.[2] ?? 0)).catch((error: Error) => fail(`cannot serve on port ${values.port ?? canonical?.[2]}: ${error.message}; pick another with --port`))
const origin = `http://127.0.0.1:${port}`
if (canonical?.[1] !== origin) console.warn(`The pages' canonical links do not name ${origin}, where they are measured, so the SEO figures may differ from production. To measure a build made for it: SITE_URL=${origin} npm run build (in a copy of the project), then pass --dir and --port ${port}.`)

/** One Lighthouse run in a fresh Chromium, as the Lighthouse CLI does, so no run inherits another's state. */
async function measure(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

try {
  for (const page of pages) {
    const response = await fetch(origin + page)
    if (!response.ok) throw new Error(`${page} answers ${response.status}: is it a page of this build?`)
  }
  // Pages interleaved across rounds, so a slow spell of the machine spreads over every page.
  const results = new Map<string, Result[]>(pages.map((page) => [page, []]))
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const run = await measure(origin + page)
      results.get(page)!.push(run)
      console.error(`run ${round}/${runs} ${page}: performance ${score(run, 'performance')}`)
    }
  }
  // The run whose performance score is the median (the lower middle one for an even count).
  const medians = pages.map((page) => {
    const sorted = results.get(page)!.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    return { page, run: sorted[Math.floor((sorted.length - 1) / 2)]!, performance: median(sorted.map((run) => score(run, 'performance'))) }
  })
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? 'n/a'
  console.log(table(['page', ...CATEGORIES, ...Object.keys(METRICS)], medians.map(({ page, run }) => [page, ...CATEGORIES.map((category) => String(score(run, category))), ...Object.values(METRICS).map((id) => metric(run, id))])))
  console.log(`\nThe median of ${runs} run(s) per page; Lighthouse ${medians[0]?.run.lighthouseVersion}, mobile preset, simulated throttling.`)
  console.log(`BENCH_JSON ${JSON.stringify({ origin, runs, pages: medians.map(({ page, run, performance }) => ({ page, performance, ...Object.fromEntries(CATEGORIES.map((category) => [category, score(run, category)])), ...Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, run.audits[id]?.numericValue ?? null])) })) })}`)
} catch (error) {
  console.error(`bench:lighthouse: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  server.closeAllConnections()
  server.close()
}
