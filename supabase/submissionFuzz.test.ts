import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { generatedRuns, seededRandom } from '../tests/support/seededRandom.ts'
import { postSubmission } from '../lib/submissions/submit.ts'
import type { Database } from '../scripts/local-backend/database.ts'
import { UNIT_GUARD_MS } from '../tests/hangGuards.ts'
import { createGateway } from '../scripts/local-backend/gateway.ts'
import { ATTRIBUTION_FIELDS, expectedAnswer, FORM_FIELDS, makeSubmissionCase, ruleNamed, visitorTexts, type SubmissionCase } from '../tests/support/supabase/submissionCases.ts'
import { BACKENDS, openBackend } from '../tests/support/supabase/backends.ts'
import { SUBMIT_AS_POSTGREST, submissionBody } from '../tests/support/postgrestCall.ts'

// Generated submissions against the real migrations, on PGlite and on a real PostgreSQL 15 (both
// set up as a hosted Supabase project): as role anon, called as PostgREST calls it, and through the
// local gateway as the forms send them. The two servers must give the same answer to every case. Each is either stored whole (trimmed) as exactly
// one row that comes back, or refused with nothing stored and a 4xx PostgREST error naming the
// rule, never repeating the visitor's text. `npm test` runs a sample; SUBMISSION_FUZZ_RUNS and
// SUBMISSION_FUZZ_SEED run more cases (the nightly workflow runs thousands) or repeat one.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('SUBMISSION_FUZZ', { sample: 40, seed: 16_000 }, process.env)

describe.each(BACKENDS)('on %s', (backend) => {
let db: Database
let gateway: Server
let origin: string

beforeAll(async () => {
  db = await openBackend(backend)
  // A few addresses send every generated case: the rate limits have tests of their own.
  await db.exec('update public.submission_limits set max_submissions = 1000000')
  gateway = createGateway({ db, anonKey: 'fuzz-anon-key' })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve))
  await db.close()
})

const rowCount = async () => (await db.query<{ n: number }>('select count(*)::int as n from public.form_submissions')).rows[0]!.n
const storedRow = async (id: unknown) => (await db.query<Record<string, unknown>>('select * from public.form_submissions where id = $1', [id])).rows

interface Answer {
  /** The row that came back, or null. */
  row: Record<string, unknown> | null
  error: { code?: string; message?: string; details?: string | null; hint?: string | null } | null
  status: number
}

const tally = () => ({ cases: 0, stored: 0, refused: 0, crashes: 0, lostOrHalfStored: 0 })

/** Sends every generated case through `send` and returns what was wrong, with the seed of each. */
async function run(send: (submission: unknown) => Promise<Answer>, counts: ReturnType<typeof tally>): Promise<string[]> {
  const failures: string[] = []
  for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
    const testCase = makeSubmissionCase(seed, seededRandom(seed))
    const expected = expectedAnswer(testCase.submission)
    const before = await rowCount()
    let answer: Answer
    try {
      answer = await send(testCase.submission)
    } catch (error) {
      answer = { row: null, error: { message: `threw: ${String(error)}` }, status: 0 }
    }
    const faults = await judge(testCase, expected, answer, before, counts)
    if (faults.length && failures.length < 5) {
      const shown = JSON.stringify(testCase.submission, (_key, value: unknown) => (typeof value === 'string' && value.length > 300 ? `${value.slice(0, 40)}... (${value.length} characters)` : value))
      failures.push(`${replay(seed)} (${testCase.changes.join('; ')})\n${shown}\nexpected ${JSON.stringify(expected)}\ngot ${answer.status} ${JSON.stringify(answer.error ?? answer.row)}\n${faults.join('\n')}`)
    }
  }
  return failures
}

async function judge(testCase: SubmissionCase, expected: ReturnType<typeof expectedAnswer>, answer: Answer, before: number, counts: ReturnType<typeof tally>): Promise<string[]> {
  const faults: string[] = []
  const after = await rowCount()
  counts.cases++
  if (answer.status >= 500 || answer.status === 0) counts.crashes++
  if (answer.row) {
    counts.stored++
    const rows = await storedRow(answer.row.id)
    if (rows.length !== 1 || after !== before + 1) {
      counts.lostOrHalfStored++
      faults.push(`${rows.length} rows with the returned id, ${after - before} rows added`)
    }
    if (!('stored' in expected)) faults.push('stored a submission that breaks a rule')
    else {
      for (const field of [...FORM_FIELDS, ...ATTRIBUTION_FIELDS, 'suspected_spam']) {
        if (answer.row[field] !== expected.stored[field]) faults.push(`${field} came back as ${JSON.stringify(answer.row[field])}, not ${JSON.stringify(expected.stored[field])}`)
        if (rows[0] && rows[0][field] !== expected.stored[field]) faults.push(`${field} was stored as ${JSON.stringify(rows[0][field])}`)
      }
    }
    return faults
  }
  counts.refused++
  if (after !== before) {
    counts.lostOrHalfStored++
    faults.push(`refused, but ${after - before} rows were added`)
  }
  if (answer.status < 400 || answer.status >= 500) faults.push(`answered ${answer.status}, not 4xx`)
  const error = answer.error ?? {}
  for (const key of ['code', 'message', 'details', 'hint']) if (!(key in error)) faults.push(`the error has no ${key}: not PostgREST's shape`)
  const rule = ruleNamed(error)
  if ('stored' in expected) faults.push(`refused a valid submission (${rule ?? error.message})`)
  else if (!rule || !expected.refusedBy.includes(rule)) faults.push(`named ${rule ?? `no rule (${error.message})`}, not one of ${expected.refusedBy.join(', ')}`)
  const said = [error.message, error.details, error.hint].join('\n')
  const echoed = visitorTexts(testCase.submission).find((text) => said.includes(text))
  if (echoed) faults.push(`the error repeats the visitor's text: ${echoed.slice(0, 60)}`)
  return faults
}

test(`submit_form as anon answers ${RUNS} generated submissions right (seeds from ${FIRST_SEED})`, { timeout: UNIT_GUARD_MS + RUNS * 100 }, async () => {
  const counts = tally()
  const failures = await run(async (submission) => {
    try {
      const rows = await db.asRole('anon', (tx) => tx.query<Record<string, unknown>>(SUBMIT_AS_POSTGREST, [submissionBody(submission)]))
      return { row: rows.rows[0] ?? null, error: null, status: 200 }
    } catch (caught) {
      const { code, message, detail, hint } = caught as { code?: string; message?: string; detail?: string; hint?: string }
      // As PostgREST would answer: the error classes the database uses for bad input are 4xx.
      const status = code && /^(22|23)/.test(code) ? 400 : 500
      return { row: null, error: { code, message, details: detail ?? null, hint: hint ?? null }, status }
    }
  }, counts)
  console.log(`submissions on ${backend}: ${JSON.stringify(counts)}`)
  expect(failures.join('\n\n')).toBe('')
})

test(`the gateway answers ${RUNS} generated submissions, sent as the forms send them, right`, { timeout: UNIT_GUARD_MS + RUNS * 100 }, async () => {
  const counts = tally()
  const failures = await run(async (submission) => {
    const { status, body } = await postSubmission({ supabaseUrl: origin, anonKey: 'fuzz-anon-key' }, submission)
    return status === 200 ? { row: body as Record<string, unknown> | null, error: null, status } : { row: null, error: body as Answer['error'], status }
  }, counts)
  console.log(`submissions through the gateway on ${backend}: ${JSON.stringify(counts)}`)
  expect(failures.join('\n\n')).toBe('')
})

test.each([
  ['no body', ''],
  ['a body that is not JSON', 'first_name=Priya&email=priya@example.com'],
  ['null', 'null'],
  ['a list', '[{"form_type": "contact"}]'],
  ['a string', '"submission"'],
  ['a megabyte of garbage', `{"message": "${'x'.repeat(1024 * 1024)}"`],
  ['nesting 15,000 levels deep', `{"message": ${'['.repeat(15_000)}${']'.repeat(15_000)}}`],
])('the gateway answers %s with a PostgREST 4xx naming the rule, never a 5xx', async (_name, body) => {
  const before = await rowCount()
  const response = await fetch(`${origin}/rest/v1/rpc/submit_form`, { method: 'POST', headers: { apikey: 'fuzz-anon-key', 'Content-Type': 'application/json' }, body: submissionBody(body) })
  expect(response.status).toBe(400)
  const error = (await response.json()) as Answer['error']
  expect(Object.keys(error!).sort()).toEqual(['code', 'details', 'hint', 'message'])
  expect(ruleNamed(error!)).toBe('submission_is_object')
  expect(await rowCount()).toBe(before)
})
})
