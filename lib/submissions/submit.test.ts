import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { parseSubmissionConfig } from './config'
import type { SubmissionPayload } from './payload'

// supabase-js replaced by a client whose answer each test chooses.
const rpc = vi.fn()
vi.mock('@supabase/supabase-js', () => ({ createClient: () => ({ rpc }) }))
const { submitForm } = await import('./submit')

const config = parseSubmissionConfig({
  PUBLIC_ENV__SUPABASE_URL: 'https://abc.supabase.co',
  PUBLIC_ENV__SUPABASE_ANON_KEY: 'public-anon-key',
})
const payload: SubmissionPayload = { form_type: 'contact', first_name: 'Priya', last_name: 'Shah', email: 'p@example.com', phone: '0412 345 678', message: 'Hello' }
const stored = { ...payload, id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', created_at: '2025-01-15T09:00:00+00:00' }

let fetchMock: ReturnType<typeof vi.fn>
let logged: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  rpc.mockReset()
})

describe('submitForm', () => {
  test('stores through submit_form, and the browser sends nothing anywhere else', async () => {
    rpc.mockResolvedValue({ data: stored, error: null })
    const withAttribution = { ...payload, page_path: '/contact', utm_source: 'google' }
    expect(await submitForm(withAttribution, config)).toEqual({ ok: true, row: stored })
    expect(rpc).toHaveBeenCalledWith('submit_form', { submission: withAttribution })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('no row back: logged, and still success (the row was stored)', async () => {
    rpc.mockResolvedValue({ data: null, error: null })
    expect(await submitForm(payload, config)).toEqual({ ok: true, row: null })
    expect(logged).toHaveBeenCalledWith('The submission was sent but no stored row came back.')
  })

  test("a database error fails without logging the database's message, which echoes the row", async () => {
    rpc.mockResolvedValue({ data: null, error: { code: '23514', message: 'Failing row contains (Priya, Shah, p@example.com)', hint: null } })
    expect(await submitForm(payload, config)).toEqual({ ok: false })
    expect(logged).toHaveBeenCalledWith('The database refused the submission (code 23514)')
    expect(JSON.stringify(logged.mock.calls)).not.toContain('Priya')
  })

  test('a row the database marked as suspected spam comes back marked, and the sender sees success', async () => {
    const marked = { ...stored, suspected_spam: 'too_fast' }
    rpc.mockResolvedValue({ data: marked, error: null })
    expect(await submitForm({ ...payload, honeypot: '', fill_ms: 900 }, config)).toEqual({ ok: true, row: marked })
    expect(rpc).toHaveBeenCalledWith('submit_form', { submission: { ...payload, honeypot: '', fill_ms: 900 } })
  })
})
