import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { seededRandom } from '../tests/support/seededRandom'
import { attributionOf } from '../lib/submissions/attribution'
import type { Database, RequestSettings } from '../scripts/local-backend/database'
import { BACKENDS, openBackend } from '../tests/support/supabase/backends'
import { SUBMIT_AS_POSTGREST, submissionBody } from '../tests/support/postgrestCall'
import { MIN_FILL_MS } from '../tests/support/supabase/submissionCases'

// The migrations on PGlite and on a real PostgreSQL 15, each set up as a hosted Supabase project
// (classic default privileges: new public objects granted to anon), exercised as the roles
// Supabase uses, submit_form called as PostgREST calls it for supabase-js's body (SUBMIT_AS_POSTGREST).
// Every case runs on both.
describe.each(BACKENDS)('on %s', (backend) => {
let db: Database

beforeAll(async () => {
  db = await openBackend(backend)
})

afterAll(async () => {
  await db.close()
})

const contact = {
  form_type: 'contact',
  first_name: 'Priya',
  last_name: 'Shah',
  email: 'priya@harbourside.example',
  phone: '0412 345 678',
  message: 'Nightly cleaning for a 300 sqm office in North Sydney.',
}
const career = { ...contact, form_type: 'career', experience: '1-2-years', availability: 'evenings', message: 'Two years of hotel housekeeping.' }
const serviceQuote = { ...contact, form_type: 'service_quote_Office Cleaning', facility_size: '3,200', cleaning_frequency: 'weekly' }

let sender = 0
/** A new sender per submission, so the rate limits (tested on their own below) stay out of the way. */
const fresh = <T extends object>(submission: T) => ({ ...submission, email: `priya.${backend.length}.${sender++}@harbourside.example` })

/** Calls the function as the anonymous role and returns the stored row. */
const submitAsAnon = (submission: object, request?: RequestSettings) =>
  db.asRole('anon', async (tx) => (await tx.query<Record<string, unknown>>(SUBMIT_AS_POSTGREST, [submissionBody(submission)])).rows[0], request)

/** The error a statement raises as the anonymous role. */
async function errorAsAnon(sql: string, params: unknown[] = [], request?: RequestSettings): Promise<{ code?: string; message: string; detail?: string; where?: string }> {
  try {
    await db.asRole('anon', (tx) => tx.query(sql, params), request)
  } catch (error) {
    return error as { code?: string; message: string }
  }
  throw new Error(`expected "${sql}" to fail as anon`)
}

/** What the server put in an error (PGlite's error objects also carry the client's own parameters). */
const serverSaid = (error: object) => ['message', 'detail', 'hint', 'where', 'context'].map((key) => String((error as Record<string, unknown>)[key] ?? '')).join('\n')

const refusal = (submission: unknown, request?: RequestSettings) => errorAsAnon(SUBMIT_AS_POSTGREST, [submissionBody(submission)], request)

describe('as the anonymous role', () => {
  test.each([
    ['a contact enquiry', contact],
    ['a job application', career],
    ['a service quote', serviceQuote],
  ])('submit_form stores %s and returns the stored row', async (_name, submission) => {
    const row = await submitAsAnon(fresh(submission))
    expect(row).toMatchObject({ ...submission, email: row?.email })
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(row?.created_at).toBeInstanceOf(Date)
    const stored = await db.query('select * from public.form_submissions where id = $1', [row?.id])
    expect(stored.rows).toHaveLength(1)
  })

  test.each([
    ['select', 'select * from public.form_submissions'],
    ['update', "update public.form_submissions set message = 'changed'"],
    ['delete', 'delete from public.form_submissions'],
    ['insert directly', `insert into public.form_submissions (form_type, first_name, last_name, email, phone, message) values ('contact', 'A', 'B', 'a@b.co', '0412345678', 'hi')`],
    ['truncate', 'truncate public.form_submissions'],
  ])('cannot %s the table', async (_name, sql) => {
    const error = await errorAsAnon(sql)
    expect(error.code).toBe('42501')
    expect(error.message).toBe('permission denied for table form_submissions')
  })

  test('the authenticated role has the same single door', async () => {
    const error = await db.asRole('authenticated', (tx) => tx.query('select * from public.form_submissions')).catch((caught: { code: string }) => caught)
    expect((error as { code: string }).code).toBe('42501')
  })

  test('submit_form cannot be used to read another row', async () => {
    const earlier = await submitAsAnon(fresh(contact))
    // A caller who knows an id cannot name it: only the forms' own fields are taken.
    const error = await refusal({ ...contact, id: earlier?.id, first_name: 'Mallory', message: 'x' })
    expect(error.message).toBe('submission refused by rule "known_fields_only": send only the fields the forms have')
    const rows = await db.query<{ first_name: string }>('select first_name from public.form_submissions where id = $1', [earlier?.id])
    expect(rows.rows).toEqual([{ first_name: 'Priya' }])
  })

  test('submit_form runs with an empty search_path, so no caller object can shadow its names', async () => {
    const config = await db.query<{ proconfig: string[]; prosecdef: boolean }>("select proconfig, prosecdef from pg_proc where proname = 'submit_form'")
    expect(config.rows[0]).toEqual({ proconfig: ['search_path=""'], prosecdef: true })
  })
})

describe('constraints refuse bad input by name', () => {
  test.each([
    ['first_name_not_blank', { ...contact, first_name: '   ' }],
    ['first_name_length', { ...contact, first_name: 'A'.repeat(101) }],
    ['last_name_not_blank', { ...contact, last_name: '' }],
    ['email_format', { ...contact, email: 'not-an-email' }],
    ['email_format', { ...contact, email: 'priya@localhost' }],
    ['phone_format', { ...contact, phone: 'call me maybe' }],
    ['phone_format', { ...contact, phone: '12' }],
    ['message_not_blank', { ...contact, message: ' \n ' }],
    ['message_length', { ...contact, message: 'x'.repeat(5001) }],
    ['form_type_known', { ...contact, form_type: 'newsletter' }],
    ['form_type_known', { ...serviceQuote, form_type: 'service_quote_Window Cleaning' }],
    ['experience_allowed', { ...career, experience: 'expert' }],
    ['availability_allowed', { ...career, availability: 'whenever' }],
    ['cleaning_frequency_allowed', { ...serviceQuote, cleaning_frequency: 'hourly' }],
    ['career_fields', { ...career, experience: undefined }],
    ['career_fields_only', { ...contact, experience: '1-2-years' }],
    ['service_quote_fields', { ...serviceQuote, facility_size: undefined }],
    ['service_quote_fields_only', { ...contact, cleaning_frequency: 'weekly' }],
    ['facility_size_not_blank', { ...serviceQuote, facility_size: '  ' }],
  ])('%s', async (constraint, submission) => {
    const error = await refusal(submission)
    expect(error.code).toBe('23514')
    expect(error.message).toBe(`new row for relation "form_submissions" violates check constraint "${constraint}"`)
  })

  test.each(['first_name', 'last_name', 'email', 'phone', 'message', 'form_type'])('a missing %s is refused', async (field) => {
    const error = await refusal({ ...contact, [field]: undefined })
    expect(error.code).toBe('23502')
    expect(error.message).toBe(`null value in column "${field}" of relation "form_submissions" violates not-null constraint`)
  })
})

describe('what the bot guards catch is stored, marked by the database', () => {
  const stored = async (signals: object) => (await submitAsAnon(fresh({ ...contact, ...signals })))?.suspected_spam

  test.each([
    ['a person: hidden field empty, sent after the minimum fill time', { honeypot: '', fill_ms: MIN_FILL_MS }, null],
    ['the hidden field filled', { honeypot: 'https://spam.example', fill_ms: 60_000 }, 'honeypot'],
    ['the hidden field holding only spaces counts as empty', { honeypot: '  ', fill_ms: 60_000 }, null],
    ['sent a moment under the minimum fill time', { honeypot: '', fill_ms: MIN_FILL_MS - 1 }, 'too_fast'],
    ['sent without the signals the site form sends', {}, 'no_form_signals'],
    ['a fill time of null', { honeypot: '', fill_ms: null }, 'no_form_signals'],
  ])('%s', async (_name, signals, mark) => {
    expect(await stored(signals)).toBe(mark)
  })

  test('the mark cannot be set by the caller', async () => {
    const error = await refusal({ ...contact, suspected_spam: null, fill_ms: 100 })
    expect(error.message).toBe('submission refused by rule "known_fields_only": send only the fields the forms have')
  })

  test("a refusal names the rule and never repeats the visitor's row", async () => {
    const error = await refusal({ ...contact, phone: 'call Priya' })
    expect(error.message).toBe('new row for relation "form_submissions" violates check constraint "phone_format"')
    expect(error.detail).toBeUndefined()
  })

  test('stored text is trimmed of the whitespace JavaScript trims, non-breaking and ideographic spaces included', async () => {
    const row = await submitAsAnon(fresh({ ...contact, first_name: '\u00A0 Priya\u3000', message: '\r\n Hello \u2028' }))
    expect([row?.first_name, row?.message]).toEqual(['Priya', 'Hello'])
  })
})

describe('the public keys reach exactly one function, under the classic default privileges', () => {
  test('the default privileges grant a new public function to anon, as on a hosted project', async () => {
    await db.exec('create function public.default_privileges_probe() returns integer language sql as $$ select 1 $$')
    const granted = await db.query<{ anon: boolean }>("select has_function_privilege('anon', 'public.default_privileges_probe()', 'execute') as anon")
    await db.exec('drop function public.default_privileges_probe()')
    expect(granted.rows).toEqual([{ anon: true }])
  })

  test.each(['anon', 'authenticated'])('%s can execute exactly submit_form', async (role) => {
    const callable = await db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and has_function_privilege($1, p.oid, 'execute') order by 1`,
      [role],
    )
    expect(callable.rows.map((row) => row.name)).toEqual(['submit_form(text)'])
  })

  test.each(['anon', 'authenticated'])('%s holds no privilege on any table, view or sequence in public', async (role) => {
    const reachable = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and (
          (c.relkind in ('r', 'v', 'm', 'f', 'p') and has_table_privilege($1, c.oid, 'select, insert, update, delete, truncate, references, trigger'))
          or (c.relkind = 'S' and has_sequence_privilege($1, c.oid, 'usage, select, update')))`,
      [role],
    )
    expect(reachable.rows).toEqual([])
  })

  test('only the service role claims and records deliveries', async () => {
    const error = await errorAsAnon('select * from public.claim_lead_deliveries(10, 60, false)')
    expect(error.code).toBe('42501')
    const claimed = await db.asRole('service_role', (tx) => tx.query('select * from public.claim_lead_deliveries(0, 60, false)'))
    expect(claimed.rows).toEqual([])
  })
})

describe('which characters count as space is decided by code point, the same on every server', () => {
  test.each([
    ['U+0085 (next line), which JavaScript does not trim, is text', '\u0085', null],
    ['U+1680 (Ogham space mark) is space', '\u1680', 'first_name_not_blank'],
    ['U+3000 (ideographic space) is space', '\u3000', 'first_name_not_blank'],
    ['U+200B (zero-width space), which JavaScript does not trim, is text', '\u200B', null],
  ])('%s', async (_name, name, refusedBy) => {
    if (refusedBy) expect((await refusal(fresh({ ...contact, first_name: name }))).message).toContain(`"${refusedBy}"`)
    else expect((await submitAsAnon(fresh({ ...contact, first_name: name })))?.first_name).toBe(name)
  })

  test.each([
    ['a non-breaking space', '\u00A0'],
    ['a narrow no-break space', '\u202F'],
    ['a byte order mark', '\uFEFF'],
    ['a zero-width space', '\u200B'],
    ['a zero-width joiner', '\u200D'],
    ['a right-to-left mark', '\u200F'],
    ['a next-line control', '\u0085'],
    ['a soft hyphen', '\u00AD'],
  ])('an e-mail address with %s inside is refused', async (_name, character) => {
    const error = await refusal({ ...contact, email: `priya${character}shah@harbourside.example` })
    expect(error.message).toBe('new row for relation "form_submissions" violates check constraint "email_format"')
  })
})

describe('text PostgreSQL cannot hold, deep nesting and bodies that are not JSON are refused by a named rule, never echoed', () => {
  test('a NUL character', async () => {
    const error = await refusal({ ...contact, message: 'Confidential words\u0000 here' })
    expect([error.code, error.message]).toEqual(['22023', 'submission refused by rule "nul_character": text cannot hold the NUL character (\\u0000)'])
    expect(serverSaid(error)).not.toContain('Confidential')
  })

  test('a lone surrogate', async () => {
    const error = await refusal({ ...contact, message: 'Confidential words \uD800 here' })
    expect([error.code, error.message]).toEqual(['22023', 'submission refused by rule "unicode_text": text must be valid Unicode (a lone surrogate is not)'])
    expect(serverSaid(error)).not.toContain('Confidential')
  })

  const nested = (depth: number, closed = true) => `{"form_type":"contact","message":${'['.repeat(depth)}${closed ? ']'.repeat(depth) : ''}}`
  test.each([
    ['a field nested 999 levels deep', nested(999), 'text_fields": message must be text'],
    ['a field nested 15,000 levels deep, past what PostgreSQL can parse', nested(15_000), 'submission_is_object": send the fields as one JSON object of text'],
    ['15,000 levels never closed', nested(15_000, false), 'submission_is_object": send the fields as one JSON object of text'],
    ['a body that is not JSON', 'form_type=contact&message=hello', 'submission_is_object": send the fields as one JSON object'],
    ['an empty body', '', 'submission_is_object": send the fields as one JSON object'],
  ])('%s', async (_name, body, rule) => {
    const error = await refusal(body)
    expect(error.code).toBe('22023')
    expect(error.message).toBe(`submission refused by rule "${rule}`)
  })

  test.runIf(backend === 'PostgreSQL 15')("none of the visitor's text reaches the server's log", async () => {
    for (const message of ['Confidential words\u0000 here', 'Confidential words \uD800 here']) await refusal({ ...contact, message })
    await refusal(`{"form_type":"contact","message":"Confidential words ${'['.repeat(3000)}"`)
    await refusal(`{"form_type":"contact","message":"Confidential words", "first_name":${'['.repeat(15_000)}`)
    const log = fs.readFileSync(inject('postgres').logFile, 'utf8')
    expect(log).toContain('submission refused by rule "nul_character"')
    expect(log).toContain('submission refused by rule "submission_is_object"')
    expect(log).not.toContain('Confidential')
  })
})

describe('where the lead came from is stored with it, validated', () => {
  const attribution = {
    page_path: '/services/office-cleaning',
    referrer: 'https://www.google.com/',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'Spring office deep clean',
    utm_term: 'office cleaning sydney',
    utm_content: 'ad-2',
    gclid: 'EAIaIQobChMI8-x_y',
  }

  test('page, referrer, UTM parameters and gclid', async () => {
    expect(await submitAsAnon(fresh({ ...contact, ...attribution }))).toMatchObject(attribution)
  })

  test.each([
    ['page_path_format', { page_path: 'services/office-cleaning' }],
    ['page_path_format', { page_path: `/${'a'.repeat(300)}` }],
    ['page_path_format', { page_path: '/caf\u00E9' }],
    ['referrer_format', { referrer: 'javascript:alert(1)' }],
    ['referrer_format', { referrer: `https://example.com/${'a'.repeat(500)}` }],
    ['utm_source_text', { utm_source: 'x'.repeat(201) }],
    ['utm_medium_text', { utm_medium: '   ' }],
    ['utm_campaign_text', { utm_campaign: 'spring\u200Bsale' }],
    ['gclid_format', { gclid: 'abc def' }],
  ])('%s refuses what no form sends', async (constraint, fields) => {
    expect((await refusal(fresh({ ...contact, ...fields }))).message).toBe(`new row for relation "form_submissions" violates check constraint "${constraint}"`)
  })

  test("whatever the visit's URL held, the form's cleaned attribution is stored", async () => {
    const junk = ['\u0000', '\u200B', '\u00AD', ' ', '%ZZ', '\u{1F9FD}', 'caf\u00E9', 'a'.repeat(120), '<b>', '\n', '+']
    for (let seed = 1; seed <= 40; seed++) {
      const random = seededRandom(seed)
      const text = () => Array.from({ length: 1 + random.int(5) }, () => random.pick(junk)).join('')
      const search = `?${['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'].map((key) => `${key}=${encodeURIComponent(text())}`).join('&')}`
      const attribution = attributionOf({ pathname: `/${encodeURIComponent(text())}`, search: '', origin: 'https://www.sparkwell.example' }, { search, referrer: `https://example.com/${encodeURIComponent(text())}` }, '')
      expect(await submitAsAnon(fresh({ ...contact, ...attribution })), `seed ${seed}`).toMatchObject(attribution)
    }
  })

  test('attribution must be text', async () => {
    expect((await refusal({ ...contact, utm_source: 5 })).message).toBe('submission refused by rule "text_fields": utm_source must be text')
  })
})

describe('rate limits, per e-mail address and per client address', () => {
  // The address Cloudflare saw, as it passes it on, and an x-forwarded-for that begins with what the client wrote.
  const from = (address: string, written = '10.0.0.1'): RequestSettings => ({ headers: { 'cf-connecting-ip': address, 'x-forwarded-for': `${written}, ${address}` } })
  const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n
  const person = (submission: object) => ({ ...fresh(submission), honeypot: '', fill_ms: MIN_FILL_MS })

  test('the sixth submission from one e-mail address within an hour is refused as rate_limit_email, whatever its case', async () => {
    const email = `limit.${backend.length}@harbourside.example`
    for (let sent = 0; sent < 5; sent++) await submitAsAnon({ ...contact, email }, from(`198.51.100.${sent}`))
    const error = await refusal({ ...contact, email: email.toUpperCase() }, from('198.51.100.99'))
    expect([error.code, error.message]).toEqual(['PT429', 'submission refused by rule "rate_limit_email": too many submissions from this e-mail address; try again later'])
    expect(await count('select count(*)::int as n from public.form_submissions where lower(email) = $1', [email])).toBe(5)
  })

  test('the twenty-first submission from one client address within an hour is refused as rate_limit_client', async () => {
    for (let sent = 0; sent < 20; sent++) await submitAsAnon(fresh(contact), from('203.0.113.7'))
    const before = await count('select count(*)::int as n from public.form_submissions', [])
    const error = await refusal(fresh(contact), from('203.0.113.7'))
    expect([error.code, error.message]).toEqual(['PT429', 'submission refused by rule "rate_limit_client": too many submissions from this address; try again later'])
    expect(await count('select count(*)::int as n from public.form_submissions', [])).toBe(before)
    // Another address is not held back.
    expect(await submitAsAnon(fresh(contact), from('203.0.113.8'))).toBeTruthy()
  })

  test("spam-marked submissions from an address have a budget of their own, and leave its people's alone", async () => {
    for (let sent = 0; sent < 20; sent++) expect((await submitAsAnon(fresh(contact), from('203.0.113.20')))?.suspected_spam).toBe('no_form_signals')
    expect((await refusal(fresh(contact), from('203.0.113.20'))).message).toContain('"rate_limit_client"')
    for (let sent = 0; sent < 20; sent++) expect((await submitAsAnon(person(contact), from('203.0.113.20')))?.suspected_spam).toBeNull()
    expect((await refusal(person(contact), from('203.0.113.20'))).message).toContain('"rate_limit_client"')
  })

  test('a client writing its own X-Forwarded-For is counted by the address Cloudflare saw: 20 of 50 stored', async () => {
    const answers = []
    for (let sent = 0; sent < 50; sent++) answers.push(await submitAsAnon(person(contact), from('203.0.113.30', `198.51.100.${sent}`)).then(() => 'stored', (error: { code: string }) => error.code))
    expect(answers.filter((answer) => answer === 'stored')).toHaveLength(20)
    expect(answers.filter((answer) => answer === 'PT429')).toHaveLength(30)
  })

  test('the owner sets the limits in submission_limits', async () => {
    await db.query("update public.submission_limits set max_submissions = 1 where rule = 'rate_limit_email'")
    try {
      const first = fresh(contact)
      await submitAsAnon(first)
      expect((await refusal(first)).message).toContain('"rate_limit_email"')
    } finally {
      await db.query("update public.submission_limits set max_submissions = 5 where rule = 'rate_limit_email'")
    }
  })
})

describe('storing a lead records its delivery in the same transaction', () => {
  const delivery = async (id: unknown) => (await db.query<Record<string, unknown>>('select * from public.lead_deliveries where submission_id = $1', [id])).rows[0]

  test("a person's lead is pending delivery, due at once", async () => {
    const row = await submitAsAnon(fresh({ ...contact, honeypot: '', fill_ms: MIN_FILL_MS }))
    expect(await delivery(row?.id)).toMatchObject({ status: 'pending', attempts: 0, skipped_reason: null, next_attempt_at: row?.created_at })
  })

  test.each([
    ['honeypot', { honeypot: 'https://spam.example', fill_ms: 60_000 }],
    ['too_fast', { honeypot: '', fill_ms: 10 }],
    ['no_form_signals', {}],
  ])('a lead marked %s is recorded as never to be delivered, with the reason', async (mark, signals) => {
    const row = await submitAsAnon(fresh({ ...contact, ...signals }))
    expect(await delivery(row?.id)).toMatchObject({ status: 'skipped', skipped_reason: mark, next_attempt_at: null })
  })

  test('a refused submission leaves neither a lead nor a delivery', async () => {
    const counts = async () => (await db.query('select (select count(*) from public.form_submissions)::int as leads, (select count(*) from public.lead_deliveries)::int as deliveries')).rows[0]
    const before = await counts()
    await refusal({ ...contact, phone: 'none' })
    expect(await counts()).toEqual(before)
  })
})
})
