import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postSubmission } from '../../lib/submissions/submit'
import { BACKENDS, openBackend } from '../../tests/support/supabase/backends'
import type { Database } from './database'
import { createGateway } from './gateway'

// The gateway driven as the forms drive it (lib/submissions/submit.ts) and as the delivery runner
// does (the real supabase-js client), over PGlite and over a real PostgreSQL 15.
describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let gateway: Server
  let origin: string
  let supabase: SupabaseClient

  let sender = 0
  const row = () => ({ form_type: 'hero', first_name: 'Tom', last_name: 'Nguyen', email: `tom.${sender++}@example.com`, phone: '0400 000 000', message: 'Quote for a 10-desk office.' })

  /** Sends a submission as the forms do, from the same client, with its own headers. */
  const submit = (submission: object, headers: Record<string, string> = {}) => postSubmission({ supabaseUrl: origin, anonKey: 'test-anon-key' }, submission, headers)

  const client = (key: string, headers: Record<string, string> = {}) =>
    createClient(origin, key, { auth: { persistSession: false }, global: { headers } })

  beforeAll(async () => {
    db = await openBackend(backend)
    gateway = createGateway({ db, anonKey: 'test-anon-key', serviceRoleKey: 'test-service-key' })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
    supabase = client('test-anon-key')
  })

  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve))
    await db.close()
  })

  describe('the PostgREST part the forms use', () => {
    test("supabase-js's call reaches submit_form with the fields as JSON text, which stores a row and returns it in one request", async () => {
      const sent = row()
      const { status, body } = await submit(sent)
      expect(status).toBe(200)
      expect(body).toMatchObject({ ...sent, experience: null, availability: null, id: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    })

    test('a refused row comes back as PostgREST error body with status 400', async () => {
      const { status, body } = await submit({ ...row(), phone: 'no phone' })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: '23514', message: 'new row for relation "form_submissions" violates check constraint "phone_format"', hint: null })
    })

    test('submit_form takes its one named argument only: other names, or a raw text body, find no function, as on PostgREST', async () => {
      const { error, status } = await supabase.rpc('submit_form', row())
      expect(status).toBe(404)
      expect(error?.code).toBe('PGRST202')
      const raw = await fetch(`${origin}/rest/v1/rpc/submit_form`, { method: 'POST', headers: { apikey: 'test-anon-key', 'Content-Type': 'text/plain' }, body: JSON.stringify(row()) })
      expect(raw.status).toBe(404)
    })

    test.each([
      ['select', (api: SupabaseClient) => api.from('form_submissions').select('*')],
      ['update', (api: SupabaseClient) => api.from('form_submissions').update({ message: 'changed' }).neq('id', '')],
      ['delete', (api: SupabaseClient) => api.from('form_submissions').delete().neq('id', '')],
      ['insert', (api: SupabaseClient) => api.from('form_submissions').insert(row())],
      ['read the deliveries of', (api: SupabaseClient) => api.from('lead_deliveries').select('*')],
      ['read the rate limits of', (api: SupabaseClient) => api.from('submission_limits').select('*')],
      ['read the delivery health of', (api: SupabaseClient) => api.from('lead_delivery_health').select('*')],
    ])('the public key cannot %s the table: 401 and code 42501', async (_name, run) => {
      const { error, status } = await run(supabase)
      expect(status).toBe(401)
      expect(error?.code).toBe('42501')
    })

    test.each(['claim_lead_deliveries', 'resend_failed_leads', 'lead_delivery_watchdog'])('the public key cannot call %s', async (name) => {
      const { error } = await supabase.rpc(name, name === 'claim_lead_deliveries' ? { max_count: 5, lease_seconds: 60, with_alerts: false } : {})
      expect(error?.code).toBe('42501')
    })

    test('the service role key sends failed leads again, and reads the delivery health', async () => {
      const service = client('test-service-key')
      expect(await service.rpc('resend_failed_leads')).toMatchObject({ data: 0, error: null })
      expect((await service.from('lead_delivery_health').select('*')).data).toEqual([expect.objectContaining({ failed: 0, delivery_last_ran: expect.any(String) })])
    })

    test('the service role key claims as service_role, and gets a set back as an array', async () => {
      const { data, error } = await client('test-service-key').rpc('claim_lead_deliveries', { max_count: 0, lease_seconds: 60, with_alerts: false })
      expect(error).toBeNull()
      expect(data).toEqual([])
    })

    test('an unknown function answers 404', async () => {
      const { error, status } = await supabase.rpc('list_submissions')
      expect(status).toBe(404)
      expect(error?.code).toBe('PGRST202')
    })

    test('a wrong API key is refused', async () => {
      expect((await postSubmission({ supabaseUrl: origin, anonKey: 'wrong-key' }, row())).status).toBe(401)
    })

    test('CORS preflight allows the headers supabase-js sends', async () => {
      const response = await fetch(`${origin}/rest/v1/rpc/submit_form`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info' },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey')
    })
  })

  describe('requests reach SQL as PostgREST passes them', () => {
    test("the request's headers are in request.headers, the client's address in cf-connecting-ip, whatever it sent, and appended to x-forwarded-for", async () => {
      await db.exec(`create function public.echo_headers() returns json language sql as $$ select current_setting('request.headers', true)::json $$`)
      await db.exec('grant execute on function public.echo_headers() to anon')
      try {
        const { data } = await client('test-anon-key', { 'X-Forwarded-For': '198.51.100.4', 'CF-Connecting-IP': '198.51.100.5', 'X-Custom': 'yes' }).rpc('echo_headers')
        expect(data).toMatchObject({ 'x-forwarded-for': '198.51.100.4, 127.0.0.1', 'cf-connecting-ip': '127.0.0.1', 'x-custom': 'yes', apikey: 'test-anon-key' })
      } finally {
        await db.exec('drop function public.echo_headers()')
      }
    })

    test('a client writing a new X-Forwarded-For each time gets 20 of 50 stored, then HTTP 429 naming the rule', async () => {
      await db.exec('delete from public.submission_rate_events')
      const answers = []
      for (let sent = 0; sent < 50; sent++) answers.push(await submit({ ...row(), honeypot: '', fill_ms: 9_000 }, { 'X-Forwarded-For': `192.0.2.${sent}` }))
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20)
      expect(answers.slice(20).every((answer) => answer.status === 429)).toBe(true)
      expect(answers[20]!.body).toMatchObject({ code: 'PT429', message: 'submission refused by rule "rate_limit_client": too many submissions from this address; try again later' })
    })
  })

  describe('bodies of any shape get a 4xx', () => {
    test('fields nested 50,000 levels deep are refused by name: PostgREST passes them to submit_form as text', async () => {
      const depth = 50_000
      const { error, status } = await supabase.rpc('submit_form', { submission: `{"message":${'['.repeat(depth)}${']'.repeat(depth)}}` })
      expect(status).toBe(400)
      expect(error?.message).toContain('rule "submission_is_object"')
    })

    test.each([
      ['a NUL character', 'Private words\u0000', 'nul_character'],
      ['a lone surrogate', 'Private words \uDC00', 'unicode_text'],
    ])('%s is refused by name, with none of the text', async (_name, message, rule) => {
      const { status, body } = await submit({ ...row(), message })
      expect(status).toBe(400)
      expect((body as { message: string }).message).toContain(`rule "${rule}"`)
      expect(JSON.stringify(body)).not.toContain('Private')
    })
  })
})
