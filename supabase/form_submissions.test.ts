import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MIN_FILL_MS } from '../islands/forms/spam'
import { asRole, openDatabase } from '../scripts/local-backend/database'

// The migrations on a real PostgreSQL (PGlite), exercised as the roles Supabase uses.
let db: PGlite

beforeAll(async () => {
  db = await openDatabase()
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

/** Calls the function as the anonymous role and returns the stored row. */
const submitAsAnon = (submission: object) =>
  asRole(db, 'anon', async (tx) => (await tx.query<Record<string, unknown>>('select * from public.submit_form($1::jsonb)', [JSON.stringify(submission)])).rows[0])

/** The error a statement raises as the anonymous role. */
async function errorAsAnon(sql: string, params: unknown[] = []): Promise<{ code?: string; message: string }> {
  try {
    await asRole(db, 'anon', (tx) => tx.query(sql, params))
  } catch (error) {
    return error as { code?: string; message: string }
  }
  throw new Error(`expected "${sql}" to fail as anon`)
}

describe('as the anonymous role', () => {
  test.each([
    ['a contact enquiry', contact],
    ['a job application', career],
    ['a service quote', serviceQuote],
  ])('submit_form stores %s and returns the stored row', async (_name, submission) => {
    const row = await submitAsAnon(submission)
    expect(row).toMatchObject(submission)
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
    const error = await asRole(db, 'authenticated', (tx) => tx.query('select * from public.form_submissions')).catch((caught: { code: string }) => caught)
    expect((error as { code: string }).code).toBe('42501')
  })

  test('submit_form cannot be used to read another row', async () => {
    const earlier = await submitAsAnon(contact)
    // A caller who knows an id cannot name it: only the forms' own fields are taken.
    const error = await errorAsAnon('select * from public.submit_form($1::jsonb)', [JSON.stringify({ ...contact, id: earlier?.id, first_name: 'Mallory', message: 'x' })])
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
    const error = await errorAsAnon('select * from public.submit_form($1::jsonb)', [JSON.stringify(submission)])
    expect(error.code).toBe('23514')
    expect(error.message).toBe(`new row for relation "form_submissions" violates check constraint "${constraint}"`)
  })

  test.each(['first_name', 'last_name', 'email', 'phone', 'message', 'form_type'])('a missing %s is refused', async (field) => {
    const error = await errorAsAnon('select * from public.submit_form($1::jsonb)', [JSON.stringify({ ...contact, [field]: undefined })])
    expect(error.code).toBe('23502')
    expect(error.message).toBe(`null value in column "${field}" of relation "form_submissions" violates not-null constraint`)
  })
})

describe('what the bot guards catch is stored, marked by the database', () => {
  const stored = async (signals: object) => (await submitAsAnon({ ...contact, ...signals }))?.suspected_spam

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
    const error = await errorAsAnon('select * from public.submit_form($1::jsonb)', [JSON.stringify({ ...contact, suspected_spam: null, fill_ms: 100 })])
    expect(error.message).toBe('submission refused by rule "known_fields_only": send only the fields the forms have')
  })

  test("a refusal names the rule and never repeats the visitor's row", async () => {
    const error = (await errorAsAnon('select * from public.submit_form($1::jsonb)', [JSON.stringify({ ...contact, phone: 'call Priya' })])) as { detail?: string; message: string }
    expect(error.message).toBe('new row for relation "form_submissions" violates check constraint "phone_format"')
    expect(error.detail).toBeUndefined()
  })

  test('stored text is trimmed of the whitespace JavaScript trims, non-breaking and ideographic spaces included', async () => {
    const row = await submitAsAnon({ ...contact, first_name: '\u00A0 Priya\u3000', message: '\r\n Hello \u2028' })
    expect([row?.first_name, row?.message]).toEqual(['Priya', 'Hello'])
  })
})
