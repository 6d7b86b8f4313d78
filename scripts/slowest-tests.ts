// npm run test:slowest: where the test time goes, from the JSON the last Vitest and Playwright runs
// wrote (test-reports/, set in vitest.config.ts and playwright.config.ts). The twenty slowest tests
// by default; after a run under load, the tests that failed and those over a limit. Measurements a
// test notes (an annotation of type MEASURED, such as the editor's save time) are listed too.
import fs from 'node:fs'
import path from 'node:path'
import { commandLine } from './commandLine.ts'
import { PLAYWRIGHT_REPORT, readPlaywrightReport, readVitestReport, VITEST_REPORT, type TestTime } from './testReports.ts'

const USAGE = `Usage: npm run test:slowest [-- --top N] [-- --over S] [-- --failed]

Lists the slowest tests of the last Vitest and Playwright runs, from ${VITEST_REPORT} and ${PLAYWRIGHT_REPORT}.

  --top N     how many of the slowest to list (default 20)
  --over S    instead, every test that took longer than S seconds
  --failed    also list the tests that failed, passed only on a retry, or did not run`

const { fail, parse } = commandLine('slowest-tests', USAGE)
const { values } = parse({ options: { top: { type: 'string', default: '20' }, over: { type: 'string' }, failed: { type: 'boolean', default: false } } })
const top = Number(values.top)
const over = values.over === undefined ? undefined : Number(values.over)
if (!Number.isInteger(top) || top < 1) fail(`--top must be a whole number from 1, not ${values.top}`)
if (over !== undefined && !(over >= 0)) fail(`--over must be a number of seconds, not ${values.over}`)

const reports = [
  { runner: 'Vitest', file: VITEST_REPORT, read: readVitestReport },
  { runner: 'Playwright', file: PLAYWRIGHT_REPORT, read: readPlaywrightReport },
]
const times: TestTime[] = []
for (const report of reports) {
  const full = path.resolve(report.file)
  if (!fs.existsSync(full)) {
    console.log(`(no ${report.runner} report at ${report.file}: its tests were not run, or did not finish)`)
    continue
  }
  const { mtime } = fs.statSync(full)
  const read = report.read(full)
  console.log(`${report.runner}: ${read.length} tests, ${(read.reduce((sum, test) => sum + test.ms, 0) / 1000).toFixed(1)} s in all, run ${mtime.toISOString()}`)
  times.push(...read)
}

const row = (test: TestTime, index: number) => `| ${index + 1} | ${(test.ms / 1000).toFixed(1)} s | ${test.runner} | ${test.name.replaceAll('|', '\\|')} | ${test.result} |`
const table = (title: string, list: TestTime[]) => {
  console.log(`\n${title}\n`)
  if (!list.length) return console.log('(none)')
  console.log('| # | time | runner | test | result |\n|---|---|---|---|---|')
  list.forEach((test, index) => console.log(row(test, index)))
}

const slowestFirst = [...times].sort((a, b) => b.ms - a.ms)
const measured = times.filter((test) => test.measured.length)
if (measured.length) {
  console.log('\nMeasured by the tests:\n')
  for (const test of measured) console.log(`- ${test.name}: ${test.measured.join('; ')}`)
}
if (values.failed) table('Failed, passed only on a retry, or did not run:', slowestFirst.filter((test) => test.result !== 'passed' && test.result !== 'skipped'))
if (over !== undefined) table(`Over ${over} s:`, slowestFirst.filter((test) => test.ms > over * 1000))
else table(`The ${top} slowest:`, slowestFirst.slice(0, top))
