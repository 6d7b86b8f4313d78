// The tests' times and results, read from the JSON the Vitest and Playwright reporters write.
// Time outside any test (a file's beforeAll, collecting its tests) counts too: it is where a
// Vitest file that builds a site spends most of its time, so it gets a row of its own.
import fs from 'node:fs'
import path from 'node:path'

/** Where the reporters write (vitest.config.ts, playwright.config.ts); test-reports/ is git-ignored. */
export const VITEST_REPORT = 'test-reports/vitest.json'
export const PLAYWRIGHT_REPORT = 'test-reports/playwright.json'

export interface TestTime {
  runner: 'Vitest' | 'Playwright'
  /** file:line › describe › title, as the runners print it. */
  name: string
  ms: number
  /** 'did not run': skipped without being marked skip, as after a failure earlier in a serial group. */
  result: 'passed' | 'failed' | 'flaky' | 'skipped' | 'did not run'
  /** What a test measured and noted as a `measured` annotation (a Playwright test's save time, say). */
  measured: string[]
}

/** The annotation type a test notes a measurement with: test.info().annotations.push({ type: MEASURED, ... }). */
export const MEASURED = 'measured'

/** The parts of Vitest's JSON report read here (Jest's format). */
interface VitestReport {
  testResults: {
    name: string
    status: string
    startTime: number
    endTime: number
    assertionResults: { ancestorTitles: string[]; title: string; status: string; duration?: number | null; location?: { line: number } | null }[]
  }[]
}

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')
const joined = (...parts: string[]) => parts.filter(Boolean).join(' › ')

export function readVitestReport(file: string): TestTime[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport
  return report.testResults.flatMap((testFile) => {
    const where = relative(testFile.name)
    const tests: TestTime[] = testFile.assertionResults.map((test) => ({
      runner: 'Vitest',
      name: joined(test.location ? `${where}:${test.location.line}` : where, ...test.ancestorTitles, test.title),
      ms: test.duration ?? 0,
      result: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      measured: [],
    }))
    const outside = testFile.endTime - testFile.startTime - tests.reduce((sum, test) => sum + test.ms, 0)
    // A file that failed with no failed test failed outside them: loading, or a hook. Vitest then
    // reports no time for the file, and its tests as skipped, though none of them ran.
    const failedOutside = testFile.status === 'failed' && !tests.some((test) => test.result === 'failed')
    const name = `${where} (hooks and loading, outside any test${failedOutside ? '; failed there, its time not reported' : ''})`
    tests.push({ runner: 'Vitest', name, ms: Math.max(0, outside), result: failedOutside ? 'failed' : 'passed', measured: [] })
    if (failedOutside) for (const test of tests) if (test.result === 'skipped') test.result = 'did not run'
    return tests
  })
}

type Annotation = { type: string; description?: string }

/** The parts of Playwright's JSON report read here. */
interface PlaywrightTest {
  status: string
  annotations?: Annotation[]
  results: { duration: number; status: string; annotations?: Annotation[] }[]
}

interface PlaywrightSuite {
  title: string
  file: string
  specs?: { title: string; line: number; file: string; tests: PlaywrightTest[] }[]
  suites?: PlaywrightSuite[]
}

export function readPlaywrightReport(file: string): TestTime[] {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { config: { rootDir: string }; suites: PlaywrightSuite[] }
  const times: TestTime[] = []
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const where = relative(path.join(report.config.rootDir, spec.file))
        times.push({
          runner: 'Playwright',
          name: joined(`${where}:${spec.line}`, ...titles, spec.title),
          // Every attempt, retries included: that is the time the run spent on it.
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
          result: playwrightResult(test),
          measured: measuredIn(test),
        })
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  // The top suites are the spec files, already named by file:line.
  for (const suite of report.suites) walk(suite, [])
  return times
}

/** A test's measurements, from each attempt (retries included) and the test's own annotations. */
function measuredIn(test: PlaywrightTest): string[] {
  const annotations = [...test.results.flatMap((result) => result.annotations ?? []), ...(test.annotations ?? [])]
  return [...new Set(annotations.filter((annotation) => annotation.type === MEASURED).map((annotation) => annotation.description ?? ''))]
}

function playwrightResult(test: PlaywrightTest): TestTime['result'] {
  if (test.status === 'expected') return 'passed'
  if (test.status === 'flaky') return 'flaky'
  if (test.status !== 'skipped') return 'failed'
  const marked = (test.annotations ?? []).some((annotation) => annotation.type === 'skip' || annotation.type === 'fixme')
  return marked ? 'skipped' : 'did not run'
}
