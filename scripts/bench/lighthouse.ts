// Lighthouse scores of the built site: serves a dist/client folder on 127.0.0.1 with the project's
// own static server (so _headers and _redirects apply as on the production host), runs Lighthouse's
// default mobile preset several times per page, and prints the median run of each page.
//
//   npx tsx scripts/bench/lighthouse.ts [--dir dist/client] [--runs 3] [--pages /,/faq]
//                                       [--port 4000] [--audits] [--save <folder>]
//
// It measures, it does not assert: low scores still exit 0. It exits 1 only when it cannot run.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { createStaticServer } from '../static-server.ts'

const CHROMIUM = '/usr/bin/chromium'
// No network but the local server: the machine may be offline, and Chromium must never download
// components or phone home while it is measured.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
const DEFAULT_PAGES = ['/', '/services/office-cleaning', '/blog', '/blog/how-often-office-cleaning', '/contact', '/careers', '/faq']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
/** Below these a category's failing audits are worth reading (performance moves between runs). */
const GOOD: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const HOST = '127.0.0.1'

interface Run {
  scores: Record<Category, number | null>
  metrics: { lcpMs: number | null; tbtMs: number | null; cls: number | null; fcpMs: number | null; speedIndexMs: number | null }
  lhr: Result
}

function fail(message: string): never {
  console.error(`lighthouse bench: ${message}`)
  process.exit(1)
}

const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    port: { type: 'string' },
    audits: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
})

const root = path.resolve(options.dir)
if (!fs.existsSync(path.join(root, 'index.html'))) {
  fail(`${root} has no index.html: build the site first, or pass --dir. For a true SEO score build it for the origin measured: \`SITE_URL=http://127.0.0.1:<port> npm run build\`, then pass --port <port>.`)
}
if (!fs.existsSync(CHROMIUM)) {
  fail(`Chromium is missing at ${CHROMIUM}: install Debian's (\`sudo apt-get install -y chromium\`, or \`bash scripts/ensure-chromium.sh\`).`)
}
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number of at least 1, not "${options.runs}".`)
const pages = options.pages ? options.pages.split(',').map((page) => page.trim()).filter(Boolean) : DEFAULT_PAGES
if (!pages.every((page) => page.startsWith('/'))) fail(`--pages takes paths starting with "/", comma separated: "${options.pages}".`)

// The canonical links (and og:url, JSON-LD, sitemap) name the origin the site was built for:
// SITE_URL, or content/site.yaml's url. Measured on another origin the pages are not the ones that
// origin would serve, and a canonical audit that compares origins fails; so when the build was made
// for a local origin, serve it on that port unless --port says otherwise.
const canonicalOrigin = readCanonicalOrigin(path.join(root, 'index.html'))
const builtForPort = localPort(canonicalOrigin)
const requestedPort = options.port === undefined ? builtForPort : Number(options.port)
if (requestedPort !== undefined && !(Number.isInteger(requestedPort) && requestedPort >= 0 && requestedPort < 65536)) {
  fail(`--port must be a port number, not "${options.port}".`)
}

const server = createStaticServer(root)
const port = await listen(requestedPort ?? 0).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error
  if (options.port !== undefined) fail(`port ${requestedPort} is in use: pick another with --port (and build for it).`)
  console.warn(`Port ${requestedPort}, the one the site was built for, is in use: serving on a free port instead.`)
  return listen(0)
})
const origin = `http://${HOST}:${port}`
const canonicalMatches = canonicalOrigin === origin
const rebuildHint =
  `To measure a build made for the origin measured:\n` +
  `    SITE_URL=http://${HOST}:${port} npm run build   (in a copy of the project if others use its dist/)\n` +
  `    npx tsx scripts/bench/lighthouse.ts --dir <that copy>/dist/client --port ${port}`
if (!canonicalMatches) console.warn(`Canonical links point at ${canonicalOrigin ?? '(none found)'}, not at ${origin} where the site is measured.\n  ${rebuildHint}`)

try {
  for (const page of pages) {
    const response = await fetch(origin + page)
    if (!response.ok) throw new Error(`${page} answers ${response.status} from ${root}: is it a page of this build?`)
  }
  console.log(`Serving ${root} at ${origin}; ${runs} mobile Lighthouse run(s) of ${pages.length} page(s)`)

  // Pages interleaved across rounds, so a slow spell of the machine spreads over every page
  // instead of dragging one page's runs down together.
  const results = new Map<string, Run[]>(pages.map((page) => [page, []]))
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const run = await measure(origin + page)
      results.get(page)!.push(run)
      const perf = run.scores.performance
      console.log(`  run ${round}/${runs} ${page}: performance ${perf ?? 'n/a'}`)
    }
  }

  const report = pages.map((page) => {
    const pageRuns = results.get(page)!
    return { page, performanceRuns: pageRuns.map((run) => run.scores.performance), median: medianRun(pageRuns), runs: pageRuns }
  })

  printTable(report)
  if (!canonicalMatches) printCanonicalNote(report)
  // Performance under simulated throttling is mostly bytes over a slow link, and this server sends
  // them uncompressed where static hosts gzip or brotli them: say so rather than let it pass unseen.
  if (report.some(({ median }) => isFailing(median.lhr, 'uses-text-compression'))) {
    console.log(`\nNote: ${root} was served without compression (Lighthouse's "uses-text-compression" fails); a host that compresses scores higher on performance.`)
  }

  if (options.audits) {
    for (const { page, median, runs: pageRuns } of report) printFailingAudits(page, median, pageRuns)
  }
  if (options.save) {
    fs.mkdirSync(options.save, { recursive: true })
    for (const { page, median } of report) {
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_')
      fs.writeFileSync(path.join(options.save, `${name}.json`), JSON.stringify(median.lhr))
    }
    console.log(`\nMedian Lighthouse reports (JSON) written to ${path.resolve(options.save)}`)
  }

  const json = {
    dir: root,
    origin,
    canonicalOrigin,
    canonicalMatches,
    preset: 'mobile, simulated throttling',
    lighthouse: report[0]?.median.lhr.lighthouseVersion,
    runs,
    pages: report.map(({ page, performanceRuns, median }) => ({ page, performanceRuns, ...median.scores, ...median.metrics })),
  }
  console.log(`BENCH_JSON ${JSON.stringify(json)}`)
} catch (error) {
  console.error(`lighthouse bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  server.closeAllConnections()
  server.close()
}

/** Whether the SEO score suffered from serving the build on an origin it was not made for. */
function printCanonicalNote(report: { page: string; runs: Run[] }[]) {
  const failed = report.filter(({ runs: pageRuns }) => pageRuns.some((run) => isFailing(run.lhr, 'canonical'))).map(({ page }) => page)
  const verdict = failed.length
    ? `The SEO "canonical" audit failed on ${failed.join(', ')}: their canonical links point at ${canonicalOrigin ?? '(none)'}, not ${origin}.`
    : `The SEO "canonical" audit passed all the same (Lighthouse ${report[0]?.runs[0]?.lhr.lighthouseVersion} does not compare origins), but the pages measured name ${canonicalOrigin ?? 'no canonical origin'}, not ${origin}.`
  console.log(`\nNote: ${verdict}\n  ${rebuildHint}`)
}

function listen(wanted: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(wanted, HOST, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** One Lighthouse run in a fresh Chromium, as the Lighthouse CLI does, so no run inherits another's state. */
async function measure(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (category: Category) => {
      const value = lhr.categories[category]?.score
      return typeof value === 'number' ? Math.round(value * 100) : null
    }
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? null
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Run['scores'],
      metrics: {
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        fcpMs: metric('first-contentful-paint'),
        speedIndexMs: metric('speed-index'),
      },
      lhr,
    }
  } finally {
    chrome.kill()
  }
}

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(pageRuns: Run[]): Run {
  const sorted = [...pageRuns].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1))
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

function printTable(report: { page: string; performanceRuns: (number | null)[]; median: Run }[]) {
  const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`)
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'perf runs']
  const rows = report.map(({ page, performanceRuns, median: { scores, metrics } }) => [
    page,
    ...CATEGORIES.map((category) => String(scores[category] ?? 'n/a')),
    seconds(metrics.lcpMs),
    metrics.tbtMs === null ? 'n/a' : `${Math.round(metrics.tbtMs)} ms`,
    metrics.cls === null ? 'n/a' : metrics.cls.toFixed(3),
    seconds(metrics.fcpMs),
    seconds(metrics.speedIndexMs),
    performanceRuns.map((score) => score ?? 'n/a').join(' '),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  console.log(`\nMedian run by performance score (mobile, simulated throttling)\n${line(header)}`)
  for (const row of rows) console.log(line(row))
}

/**
 * For each category under its GOOD mark in the median run: every audit that scored under 1, how
 * many of the runs it failed in, and what the median run's details name (elements, resources).
 */
function printFailingAudits(page: string, median: Run, pageRuns: Run[]) {
  const weak = CATEGORIES.filter((category) => (median.scores[category] ?? 0) < GOOD[category])
  if (!weak.length) return
  console.log(`\n${page}`)
  for (const category of weak) {
    console.log(`  ${category} ${median.scores[category]}`)
    const failedIn = (id: string) => pageRuns.filter((run) => isFailing(run.lhr, id)).length
    const refs = median.lhr.categories[category]!.auditRefs.filter((ref) => failedIn(ref.id) > 0)
    refs.sort((a, b) => b.weight - a.weight)
    for (const ref of refs) {
      const audit = median.lhr.audits[ref.id]!
      const value = audit.displayValue ? ` (${audit.displayValue})` : ''
      const score = audit.score === null ? 'n/a' : Math.floor(audit.score * 100)
      console.log(`    ${ref.id} [score ${score}, weight ${ref.weight}, failed ${failedIn(ref.id)}/${pageRuns.length} runs]: ${audit.title}${value}`)
      for (const detail of describeDetails(audit.details).slice(0, 8)) console.log(`      - ${detail}`)
    }
  }
}

function isFailing(lhr: Result, id: string): boolean {
  const audit = lhr.audits[id]
  if (!audit || audit.score === null) return false
  return ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) && audit.score < 1
}

type Details = NonNullable<Result['audits'][string]['details']>

/** One line per element or resource the audit names, whatever shape its details take. */
function describeDetails(details: Details | undefined): string[] {
  if (!details) return []
  switch (details.type) {
    case 'list':
      return details.items.flatMap((item) => describeDetails((item.type === 'list-section' ? item.value : item) as Details))
    case 'table':
    case 'opportunity':
      return details.items.flatMap((item) => {
        const own = describeItem(item)
        const sub = (item.subItems?.items ?? []).map((subItem) => `  ${describeItem(subItem)}`)
        return [own, ...sub].filter((text) => text.trim())
      })
    case 'criticalrequestchain':
      return chainUrls(details.chains)
    case 'network-tree':
      return treeUrls(details.chains)
    case 'checklist':
      return Object.values(details.items)
        .filter((item) => !item.value)
        .map((item) => `missing: ${text(item.label)}`)
    default:
      return []
  }
}

function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(item)) {
    if (key === 'subItems' || key === 'debugData' || value === undefined || value === null) continue
    if (typeof value === 'object' && 'type' in value) {
      const typed = value as { type: string; [field: string]: unknown }
      if (typed.type === 'node') parts.push(`${typed.nodeLabel ?? ''} <${typed.selector ?? '?'}> ${String(typed.snippet ?? '')}`.trim())
      else if (typed.type === 'source-location') parts.push(`${typed.url}:${typed.line}:${typed.column}`)
      else if (typed.type === 'url' || typed.type === 'code' || typed.type === 'text' || typed.type === 'numeric') parts.push(`${key}=${text(typed.value)}`)
      else if (typed.type === 'link') parts.push(`${typed.text} ${typed.url}`)
    } else if (typeof value === 'object') {
      parts.push(`${key}=${text(value)}`)
    } else if (typeof value === 'number') {
      parts.push(`${key}=${Number.isInteger(value) ? value : value.toFixed(3)}`)
    } else {
      parts.push(`${key}=${String(value)}`)
    }
  }
  return parts.join(' | ')
}

/** Strings of the report may be localisable messages: their English text is formattedDefault. */
function text(value: unknown): string {
  if (value && typeof value === 'object' && 'formattedDefault' in value) return String(value.formattedDefault)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

type Chains = Extract<Details, { type: 'criticalrequestchain' }>['chains']

function chainUrls(chains: Chains, depth = 0): string[] {
  return Object.values(chains).flatMap((node) => [
    `${'  '.repeat(depth)}${node.request.url} (${Math.round((node.request.endTime - node.request.startTime) * 1000)} ms, ${node.request.transferSize} B)`,
    ...chainUrls(node.children ?? {}, depth + 1),
  ])
}

type Tree = Extract<Details, { type: 'network-tree' }>['chains']

function treeUrls(chains: Tree, depth = 0): string[] {
  return Object.values(chains).flatMap((node) => [
    `${'  '.repeat(depth)}${node.url} (ends at ${Math.round(node.navStartToEndTime)} ms, ${node.transferSize} B)${node.isLongest ? ' longest chain' : ''}`,
    ...treeUrls(node.children ?? {}, depth + 1),
  ])
}

function readCanonicalOrigin(file: string): string | undefined {
  const href = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1]
  try {
    return href ? new URL(href).origin : undefined
  } catch {
    return undefined
  }
}

/** The port of a build made for this machine (SITE_URL=http://127.0.0.1:<port>), else undefined. */
function localPort(canonical: string | undefined): number | undefined {
  if (!canonical) return undefined
  const url = new URL(canonical)
  if (url.protocol !== 'http:' || (url.hostname !== HOST && url.hostname !== 'localhost') || !url.port) return undefined
  return Number(url.port)
}
