// How long an editor waits for a save: `npm run dev` (the site and the editor's local backend) on a
// copy of the project, /admin/ in Chromium, and one field of a service page changed and published
// again and again. Each save is timed from the Publish click to "Entry saved" on screen, and the
// local backend's part of it (the persistEntry request, whose answer waits for the content check)
// is timed from the browser's side. The first save is shown apart: it is the one that used to meet
// cold caches.
//
//   npm run bench:save [-- --runs 5]
//
// It measures, it does not assert: it exits 1 only when it cannot run.
import { chromium, type Page } from '@playwright/test'
import os from 'node:os'
import { ADMIN_PATH } from '../../lib/editor/adminPath.ts'
import { commandLine } from '../commandLine.ts'
import { removeDir, temporaryCopy } from '../projectCopy.ts'
import { checkOptions, CHROMIUM, median, startDev, stopDev, table, until } from './measure.ts'

const USAGE = `Usage: npm run bench:save [-- --runs 5]

  --runs   saves to time (default 5)`

const PORT = 3995
const EDITOR_PORT = 8095
const ENTRY = 'services/entries/office-cleaning'
const FIELD = 'Checklist heading'

const { fail, parse } = commandLine('editor save bench', USAGE)
const { values } = parse({ options: { runs: { type: 'string', default: '5' } } })
const runs = checkOptions(fail, { runs: values.runs, browser: true })

interface Save {
  /** Publish click to "Entry saved" shown. */
  shownMs: number
  /** The persistEntry request, sent to answered. */
  answerMs: number
}

/** Opens the entry afresh (no toast left from the last save), changes the field and publishes. */
async function timeSave(page: Page, admin: string, value: string): Promise<Save> {
  await page.goto(`${admin}#/collections/${ENTRY}`)
  // The last save's toast must be gone, or it would be taken for this one's.
  await page.getByText('Entry saved').first().waitFor({ state: 'hidden', timeout: 60_000 })
  const field = page.getByLabel(FIELD, { exact: true })
  await field.fill(value)
  let sentAt = 0
  let answeredAt = 0
  const watch = (request: { url: () => string; postData: () => string | null }) => request.url().endsWith('/api/v1') && request.postData()?.includes('"persistEntry"')
  page.on('request', (request) => {
    if (watch(request)) sentAt = performance.now()
  })
  page.on('requestfinished', (request) => {
    if (watch(request)) answeredAt = performance.now()
  })
  const clicked = performance.now()
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await page.getByText('Entry saved').waitFor({ timeout: 300_000 })
  const shownMs = performance.now() - clicked
  page.removeAllListeners('request')
  page.removeAllListeners('requestfinished')
  return { shownMs, answerMs: answeredAt - sentAt }
}

const root = temporaryCopy('editor-save-bench')
const admin = `http://localhost:${PORT}${ADMIN_PATH}`
const dev = startDev(root, PORT, EDITOR_PORT)
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
const saves: Save[] = []
try {
  await until('/admin/', async () => {
    if (dev.exitCode !== null) throw new Error(`npm run dev stopped (exit ${dev.exitCode}) before /admin/ answered`)
    return (await fetch(admin).catch(() => null))?.status === 200 || undefined
  }, 300_000)
  const page = await browser.newPage()
  await page.goto(admin)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${admin}#/collections/${ENTRY}`)
  const heading = await page.getByLabel(FIELD, { exact: true }).inputValue()
  for (let index = 0; index < runs; index++) {
    const save = await timeSave(page, admin, `${heading} (${index + 1})`)
    saves.push(save)
    console.log(`save ${index + 1}: ${(save.shownMs / 1000).toFixed(2)} s to "Entry saved", of which the backend answered in ${(save.answerMs / 1000).toFixed(2)} s`)
  }
} finally {
  await browser.close()
  await stopDev(dev)
  removeDir(root)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const row = (name: string, group: Save[]) => [name, seconds(median(group.map((save) => save.shownMs))), seconds(Math.max(...group.map((save) => save.shownMs))), seconds(median(group.map((save) => save.answerMs)))]
console.log(`\n${os.availableParallelism()} cores; load average now ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}\n`)
const later = saves.slice(1)
console.log(table(['saves', 'Publish to "Entry saved" (median)', 'slowest', 'backend answer (median)'], [row('first', saves.slice(0, 1)), ...(later.length ? [row(`later ${later.length}`, later)] : [])]))
console.log(`BENCH_JSON ${JSON.stringify({ runs, saves })}`)
