// The daily publishing workflow runs on two UTC schedules, one for each of Sydney's seasons, and
// its guard step lets through the one that falls at the publishing hour in Sydney. This runs the
// guard's own shell script, as GitHub would, for both schedules on the first day of each month and
// the days around Sydney's two clock changes, with `date -u +%F` (the day of the run) set to that day.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { parse } from 'yaml'

interface Workflow {
  on: { schedule: { cron: string }[] }
  env: { PUBLISH_HOUR: string }
  jobs: { publish: { steps: { id?: string; run?: string }[] } }
}

const workflow = parse(fs.readFileSync('.github/workflows/publish.yml', 'utf8')) as Workflow
const guard = workflow.jobs.publish.steps.find((step) => step.id === 'season')!.run!
const crons = workflow.on.schedule.map((entry) => entry.cron)

// A `date` that answers `date -u +%F` with the day under test and passes everything else on.
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-guard-'))
fs.writeFileSync(path.join(bin, 'date'), '#!/bin/sh\nif [ "$1" = -u ] && [ "$2" = +%F ]; then echo "$RUN_DAY"; else exec /usr/bin/date "$@"; fi\n', { mode: 0o755 })
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }))

/** Whether the guard lets the schedule through on that (UTC) day. */
function passes(cron: string, day: string): boolean {
  const output = path.join(bin, 'output')
  fs.writeFileSync(output, '')
  execFileSync('bash', ['-e', '-c', guard], { env: { PATH: `${bin}:${process.env.PATH}`, SCHEDULE: cron, RUN_DAY: day, GITHUB_OUTPUT: output, PUBLISH_HOUR: workflow.env.PUBLISH_HOUR } })
  return fs.readFileSync(output, 'utf8').trim() === 'go=true'
}

// In 2026 the clocks go back at 03:00 on 5 April and forward at 02:00 on 4 October (Sydney time).
const CLOCK_CHANGES = ['2026-04-03', '2026-04-04', '2026-04-05', '2026-10-02', '2026-10-03', '2026-10-04']

test('on every day exactly one schedule publishes, at the publishing hour in Sydney', () => {
  const firsts = Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-01`)
  const days = [...firsts, ...CLOCK_CHANGES]
  const wrong = days.filter((day) => crons.filter((cron) => passes(cron, day)).length !== 1)
  expect(wrong).toEqual([])
  expect(crons).toHaveLength(2)
  // The same hour, in Sydney's summer (daylight saving) and winter.
  const sydneyHour = (instant: string) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', hour: '2-digit', hourCycle: 'h23' }).format(new Date(instant))
  const utcTime = (cron: string) => cron.split(' ').slice(0, 2).reverse().map((part) => part.padStart(2, '0')).join(':')
  for (const day of ['2026-01-15', '2026-07-15']) {
    const publishing = crons.filter((cron) => passes(cron, day))
    expect(sydneyHour(`${day}T${utcTime(publishing[0]!)}:00Z`)).toBe(workflow.env.PUBLISH_HOUR)
  }
  // Started by hand: always.
  expect(passes('', '2026-01-15')).toBe(true)
})
