// Typing latency on the form pages as a visitor on a mid-range phone meets it: Chromium with 4x CPU
// throttling and Lighthouse's slow-4G link (applied through the DevTools protocol), the page opened
// and, once it has loaded, the form's first field tapped and a line typed at a brisk typist's pace.
// The Event Timing API (PerformanceObserver 'event' entries, as INP uses them) gives each key's time
// from the press to the paint that shows its character. Prints, per page, the median over runs of
// the first key's latency, the slowest key's (INP-like), and when the form hydrated after the tap.
//
//   node scripts/bench/input.ts [--dir dist/client] [--runs 5] [--pages /,/contact] [--delay 100]
//
// It measures, it does not assert: it exits 1 only when it cannot run (or a typed key went missing).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { defaultConfig } from 'lighthouse'
import { commandLine } from '../commandLine.ts'
import { createStaticServer } from '../static-server.ts'
import { listen } from '../local-backend/localBackend.ts'
import { checkOptions, CHROMIUM, median, table } from './measure.ts'

const USAGE = `Usage: node scripts/bench/input.ts [--dir dist/client] [--runs 5] [--pages /,/contact] [--delay 100]

  --dir    the built site to serve (default dist/client)
  --runs   runs per page, pages interleaved; medians are printed (default 5)
  --pages  comma-separated paths of pages with a form (default: home, a service page, contact, careers)
  --delay  milliseconds between key presses (default 100, a brisk typist)`

const DEFAULT_PAGES = ['/', '/services/office-cleaning', '/contact', '/careers']
/** What the visitor types into the form's first field. */
const TEXT = 'Priya from the Surry Hills office'
/** Event Timing reports nothing quicker than this; such keys count as "under 16 ms". */
const THRESHOLD_MS = 16
// Lighthouse's mobile preset, through its public default config.
const { throttling, screenEmulation, emulatedUserAgent } = defaultConfig.settings!
const SLOW_4G = throttling as Required<NonNullable<typeof throttling>>
const PHONE = screenEmulation as Required<Exclude<typeof screenEmulation, undefined>>

const { fail, parse } = commandLine('input bench', USAGE)
const { values } = parse({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    delay: { type: 'string', default: '100' },
  },
})
const root = path.resolve(values.dir)
if (!fs.existsSync(path.join(root, 'index.html'))) fail(`${root} has no index.html: run \`npm run build\` first, or pass --dir.`)
const runs = checkOptions(fail, { runs: values.runs, browser: true })
const keyDelay = Number(values.delay)
if (!Number.isFinite(keyDelay) || keyDelay < 0) fail(`--delay must be a number of milliseconds, not "${values.delay}".`)
const pages = values.pages ? values.pages.split(',').map((page) => page.trim()) : DEFAULT_PAGES
if (!pages.every((page) => page.startsWith('/'))) fail(`--pages takes paths starting with "/", comma separated: "${values.pages}".`)

interface Run {
  /** Press to paint of each key, in order; null when under the 16 ms Event Timing reports. */
  keys: (number | null)[]
  /** From the tap to the form's island hydrating; null when it hydrated before the tap. */
  hydratedAfterTapMs: number | null
}

/** What the page records while the visitor taps and types. */
interface InputRecord {
  /** Each keydown's event.timeStamp, which is its Event Timing entry's startTime. */
  keydowns: number[]
  entries: { name: string; startTime: number; duration: number; interactionId: number }[]
  tapAt: number | null
  hydratedAt: number | null
}

/** Runs in the page before its own scripts: records every key press and Event Timing entry. */
function observeInput(threshold: number) {
  const record: InputRecord = { keydowns: [], entries: [], tapAt: null, hydratedAt: null }
  Object.assign(window, { __inputBench: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      record.entries.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 })
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit)
  addEventListener('keydown', (event) => record.keydowns.push(event.timeStamp), true)
  addEventListener('pointerdown', (event) => (record.tapAt ??= event.timeStamp), true)
  new MutationObserver(() => {
    if (record.hydratedAt === null && document.querySelector('[data-island$="Form"][data-hydrated]')) record.hydratedAt = performance.now()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: String(emulatedUserAgent),
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.requestLatencyMs,
      downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier })
    await page.addInitScript(observeInput, THRESHOLD_MS)
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    const field = page.locator('[data-island$="Form"] input:not([tabindex="-1"])').first()
    await field.tap()
    await page.keyboard.type(TEXT, { delay: keyDelay })
    const typed = await field.inputValue()
    if (typed !== TEXT) throw new Error(`${url}: typed "${TEXT}" but the field holds "${typed}"`)
    // Room for the last key's paint and for a hydration still under way to finish.
    await page.locator('[data-island$="Form"][data-hydrated]').first().waitFor({ timeout: 60_000 })
    await page.waitForTimeout(500)
    const record = await page.evaluate(() => (window as unknown as { __inputBench: InputRecord }).__inputBench)
    const keys = record.keydowns.map((stamp) => {
      const keydown = record.entries.find((entry) => entry.name === 'keydown' && Math.abs(entry.startTime - stamp) < 0.5)
      if (!keydown) return null
      // One key press is one interaction (keydown, keypress, input, keyup): its slowest part counts.
      const parts = record.entries.filter((entry) => keydown.interactionId && entry.interactionId === keydown.interactionId)
      return Math.max(keydown.duration, ...parts.map((entry) => entry.duration))
    })
    const hydratedAfterTapMs = record.hydratedAt !== null && record.tapAt !== null && record.hydratedAt > record.tapAt ? record.hydratedAt - record.tapAt : null
    return { keys, hydratedAfterTapMs }
  } finally {
    await context.close()
  }
}

const latency = (ms: number | null) => (ms === null ? `<${THRESHOLD_MS} ms` : `${Math.round(ms)} ms`)

const server = await createStaticServer(root)
const port = await listen(server)
const origin = `http://127.0.0.1:${port}`
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
})
try {
  const [load1] = os.loadavg()
  console.log(`Serving ${root} at ${origin}; ${runs} run(s) of ${pages.length} page(s): 4x CPU throttling, slow 4G (${SLOW_4G.requestLatencyMs} ms latency, ${Math.round(SLOW_4G.downloadThroughputKbps)} kbit/s), ${TEXT.length} keys ${keyDelay} ms apart; load average ${load1!.toFixed(2)} on ${os.cpus().length} cores`)
  const results = new Map<string, Run[]>(pages.map((page) => [page, []]))
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const run = await measure(browser, origin + page)
      results.get(page)!.push(run)
      const known = run.keys.filter((key): key is number => key !== null)
      console.log(`  run ${round}/${runs} ${page}: first key ${latency(run.keys[0] ?? null)}, slowest ${latency(known.length ? Math.max(...known) : null)}, hydrated ${run.hydratedAfterTapMs === null ? 'before the tap' : `${Math.round(run.hydratedAfterTapMs)} ms after the tap`}`)
    }
  }

  const report = pages.map((page) => {
    const pageRuns = results.get(page)!
    // A key under the reporting threshold counts as the threshold, which can only overstate.
    const first = median(pageRuns.map((run) => run.keys[0] ?? THRESHOLD_MS))
    const slowest = median(pageRuns.map((run) => Math.max(THRESHOLD_MS, ...run.keys.map((key) => key ?? THRESHOLD_MS))))
    const over50 = median(pageRuns.map((run) => run.keys.filter((key) => key !== null && key >= 50).length))
    const hydrated = pageRuns.map((run) => run.hydratedAfterTapMs).filter((ms): ms is number => ms !== null)
    return { page, firstKeyMs: first, slowestKeyMs: slowest, keysOver50Ms: over50, hydratedAfterTapMs: hydrated.length ? median(hydrated) : null, hydratedBeforeTap: pageRuns.length - hydrated.length }
  })
  const rows = report.map((row) => [
    row.page,
    latency(row.firstKeyMs === THRESHOLD_MS ? null : row.firstKeyMs),
    latency(row.slowestKeyMs === THRESHOLD_MS ? null : row.slowestKeyMs),
    String(row.keysOver50Ms),
    row.hydratedAfterTapMs === null ? 'before' : `${Math.round(row.hydratedAfterTapMs)} ms${row.hydratedBeforeTap ? ` (${row.hydratedBeforeTap} before)` : ''}`,
  ])
  console.log(`\nMedian of ${runs} run(s): key press to character shown (Event Timing duration)\n`)
  console.log(table(['page', 'first key', 'slowest key', 'keys >= 50 ms', 'hydrated after tap'], rows))
  const [load2] = os.loadavg()
  console.log(`Load average at the end: ${load2!.toFixed(2)}`)
  console.log(`BENCH_JSON ${JSON.stringify({ dir: root, runs, keyDelayMs: keyDelay, throttling: SLOW_4G, loadAverage: [load1, load2], pages: report })}`)
} catch (error) {
  console.error(`input bench: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await browser.close()
  server.closeAllConnections()
  server.close()
}
