import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { MEASURED, readPlaywrightReport, readVitestReport } from './testReports.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const write = (name: string, report: unknown) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, JSON.stringify(report))
  return file
}

test("Vitest: each test's time, and the file's time outside its tests as a row of its own", () => {
  const file = write('vitest.json', {
    testResults: [
      {
        name: path.resolve('lib/a.test.ts'),
        status: 'passed',
        startTime: 1_000,
        endTime: 9_000,
        assertionResults: [{ ancestorTitles: ['group'], title: 'one', status: 'passed', duration: 3_000, location: { line: 4 } }],
      },
      // A beforeAll that failed: Vitest reports no time for the file and its tests as skipped.
      { name: path.resolve('tests/b.test.ts'), status: 'failed', startTime: 5_000, endTime: 5_000, assertionResults: [{ ancestorTitles: [], title: 'two', status: 'skipped', duration: null }] },
    ],
  })
  expect(readVitestReport(file)).toEqual([
    { runner: 'Vitest', name: 'lib/a.test.ts:4 › group › one', ms: 3_000, result: 'passed', measured: [] },
    { runner: 'Vitest', name: 'lib/a.test.ts (hooks and loading, outside any test)', ms: 5_000, result: 'passed', measured: [] },
    { runner: 'Vitest', name: 'tests/b.test.ts › two', ms: 0, result: 'did not run', measured: [] },
    { runner: 'Vitest', name: 'tests/b.test.ts (hooks and loading, outside any test; failed there, its time not reported)', ms: 0, result: 'failed', measured: [] },
  ])
})

test('Playwright: every attempt counts, a retried pass is flaky, a test a failure kept from running did not run, and measurements are kept', () => {
  const spec = (title: string, line: number, test: object) => ({ title, line, file: 'editor.spec.ts', tests: [test] })
  const file = write('playwright.json', {
    config: { rootDir: path.resolve('tests/e2e') },
    suites: [
      {
        title: 'editor.spec.ts',
        file: 'editor.spec.ts',
        specs: [
          spec('saves', 10, { status: 'flaky', results: [{ duration: 4_000, status: 'failed' }, { duration: 2_000, status: 'passed', annotations: [{ type: MEASURED, description: 'save: 1.2 s' }] }] }),
          spec('after it', 20, { status: 'skipped', annotations: [{ type: 'serial' }], results: [{ duration: 0, status: 'skipped' }] }),
        ],
        suites: [{ title: 'marked', file: 'editor.spec.ts', specs: [spec('skipped on purpose', 30, { status: 'skipped', annotations: [{ type: 'skip' }], results: [] })] }],
      },
    ],
  })
  expect(readPlaywrightReport(file)).toEqual([
    { runner: 'Playwright', name: 'tests/e2e/editor.spec.ts:10 › saves', ms: 6_000, result: 'flaky', measured: ['save: 1.2 s'] },
    { runner: 'Playwright', name: 'tests/e2e/editor.spec.ts:20 › after it', ms: 0, result: 'did not run', measured: [] },
    { runner: 'Playwright', name: 'tests/e2e/editor.spec.ts:30 › marked › skipped on purpose', ms: 0, result: 'skipped', measured: [] },
  ])
})
