import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { parseSubmissionConfig } from './config'
import type { SubmissionPayload } from './payload'
import { submitForm } from './submit'

const config = parseSubmissionConfig({
  PUBLIC_ENV__SUPABASE_URL: 'https://abc.supabase.co',
  PUBLIC_ENV__SUPABASE_ANON_KEY: 'public-anon-key',
})
const payload: SubmissionPayload = { form_type: 'contact', first_name: 'Priya', last_name: 'Shah', email: 'p@example.com', phone: '0412 345 678', message: 'Hello' }
const stored = { ...payload, id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', created_at: '2025-01-15T09:00:00+00:00' }

let fetchMock: ReturnType<typeof vi.fn>
let logged: ReturnType<typeof vi.spyOn>
/** The database's answer to the next request. */
const answer = (status: number, body: unknown) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }))

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** The fields a request carried: supabase-js sends them as JSON text in submit_form's one argument. */
const sentFields = (init: RequestInit) => JSON.parse((JSON.parse(init.body as string) as { submission: string }).submission) as unknown

describe('submitForm', () => {
  test('calls submit_form through supabase-js with the fields as JSON text, the public key, and nowhere else', async () => {
    answer(200, stored)
    const withAttribution = { ...payload, page_path: '/contact', utm_source: 'google' }
    expect(await submitForm(withAttribution, config)).toEqual({ ok: true, row: stored })
    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('https://abc.supabase.co/rest/v1/rpc/submit_form')
    expect(init.method).toBe('POST')
    const headers = new Headers(init.headers)
    expect([headers.get('apikey'), headers.get('authorization'), headers.get('content-type')]).toEqual(['public-anon-key', 'Bearer public-anon-key', 'application/json'])
    expect(Object.keys(JSON.parse(init.body as string) as object)).toEqual(['submission'])
    expect(sentFields(init)).toEqual(withAttribution)
  })

  test('no row back: logged, and still success (the row was stored)', async () => {
    answer(200, null)
    expect(await submitForm(payload, config)).toEqual({ ok: true, row: null })
    expect(logged).toHaveBeenCalledWith('The submission was sent but no stored row came back.')
  })

  test("a refusal fails, logging the rule's code and none of the visitor's text", async () => {
    answer(400, { code: '23514', message: 'new row for relation "form_submissions" violates check constraint "phone_format"', details: 'Priya', hint: null })
    expect(await submitForm(payload, config)).toEqual({ ok: false })
    expect(logged).toHaveBeenCalledWith('The database refused the submission (code 23514)')
    expect(JSON.stringify(logged.mock.calls)).not.toContain('Priya')
  })

  test('no answer at all fails, and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await submitForm(payload, config)).toEqual({ ok: false })
    expect(logged.mock.calls[0]![0]).toBe('The submission could not reach the database:')
  })

  test('a row the database marked as suspected spam comes back marked, and the sender sees success', async () => {
    const marked = { ...stored, suspected_spam: 'too_fast' }
    answer(200, marked)
    expect(await submitForm({ ...payload, honeypot: '', fill_ms: 900 }, config)).toEqual({ ok: true, row: marked })
    expect(sentFields((fetchMock.mock.calls[0] as [string, RequestInit])[1])).toEqual({ ...payload, honeypot: '', fill_ms: 900 })
  })

  test('without the settings nothing is sent, and the console names the missing variable', async () => {
    expect(await submitForm(payload, parseSubmissionConfig({}))).toEqual({ ok: false })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(logged.mock.calls[0]![0]).toContain('PUBLIC_ENV__SUPABASE_URL is not set')
  })
})
