import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { BACKENDS, openBackend } from '../../supabase/testing/backends'
import type { Database } from './database'
import { createGateway, MAX_JSON_DEPTH, type Gateway } from './gateway'

// The gateway driven by the real supabase-js client, as the forms and the delivery runner drive
// it, over PGlite and over a real PostgreSQL 15.
describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let gateway: Gateway
  let origin: string
  let supabase: SupabaseClient

  let sender = 0
  const row = () => ({ form_type: 'hero', first_name: 'Tom', last_name: 'Nguyen', email: `tom.${sender++}@example.com`, phone: '0400 000 000', message: 'Quote for a 10-desk office.' })

  /** Node 20 has no WebSocket of its own, which supabase-js's realtime part asks for. */
  const client = (key: string, headers: Record<string, string> = {}) =>
    createClient(origin, key, { auth: { persistSession: false }, realtime: { transport: WebSocket as never }, global: { headers } })

  beforeAll(async () => {
    db = await openBackend(backend)
    gateway = createGateway({ db, anonKey: 'test-anon-key', serviceRoleKey: 'test-service-key' })
    await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`
    supabase = client('test-anon-key')
  })

  afterAll(async () => {
    await new Promise((resolve) => gateway.server.close(resolve))
    await db.close()
  })

  describe('the PostgREST part the forms use', () => {
    test('rpc stores a row and returns it in one request', async () => {
      const sent = row()
      const { data, error } = await supabase.rpc('submit_form', { submission: sent })
      expect(error).toBeNull()
      expect(data).toMatchObject({ ...sent, experience: null, availability: null })
      expect(data.id).toMatch(/^[0-9a-f-]{36}$/)
    })

    test('a refused row comes back as PostgREST error body with status 400', async () => {
      const { data, error, status } = await supabase.rpc('submit_form', { submission: { ...row(), phone: 'no phone' } })
      expect(data).toBeNull()
      expect(status).toBe(400)
      expect(error).toMatchObject({ code: '23514', message: 'new row for relation "form_submissions" violates check constraint "phone_format"', hint: null })
    })

    test.each([
      ['select', (api: SupabaseClient) => api.from('form_submissions').select('*')],
      ['update', (api: SupabaseClient) => api.from('form_submissions').update({ message: 'changed' }).neq('id', '')],
      ['delete', (api: SupabaseClient) => api.from('form_submissions').delete().neq('id', '')],
      ['insert', (api: SupabaseClient) => api.from('form_submissions').insert(row())],
      ['read the deliveries of', (api: SupabaseClient) => api.from('lead_deliveries').select('*')],
      ['read the rate limits of', (api: SupabaseClient) => api.from('submission_limits').select('*')],
    ])('the public key cannot %s the table: 401 and code 42501', async (_name, run) => {
      const { error, status } = await run(supabase)
      expect(status).toBe(401)
      expect(error?.code).toBe('42501')
    })

    test('the public key cannot claim deliveries', async () => {
      const { error } = await supabase.rpc('claim_lead_deliveries', { max_count: 5, lease_seconds: 60, with_alerts: false })
      expect(error?.code).toBe('42501')
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
      const { status } = await client('wrong-key').rpc('submit_form', { submission: row() })
      expect(status).toBe(401)
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
    test("the request's headers are in request.headers, the client's address appended to x-forwarded-for", async () => {
      await db.exec(`create function public.echo_headers() returns json language sql as $$ select current_setting('request.headers', true)::json $$`)
      await db.exec('grant execute on function public.echo_headers() to anon')
      try {
        const { data } = await client('test-anon-key', { 'X-Forwarded-For': '198.51.100.4', 'X-Custom': 'yes' }).rpc('echo_headers')
        expect(data).toMatchObject({ 'x-forwarded-for': '198.51.100.4, 127.0.0.1', 'x-custom': 'yes', apikey: 'test-anon-key' })
      } finally {
        await db.exec('drop function public.echo_headers()')
      }
    })

    test('a client past its rate limit gets HTTP 429 naming the rule', async () => {
      const office = client('test-anon-key', { 'X-Forwarded-For': '192.0.2.50' })
      for (let sent = 0; sent < 20; sent++) expect((await office.rpc('submit_form', { submission: row() })).error).toBeNull()
      const { error, status } = await office.rpc('submit_form', { submission: row() })
      expect(status).toBe(429)
      expect(error).toMatchObject({ code: 'PT429', message: 'submission refused by rule "rate_limit_client": too many submissions from this address; try again later' })
    })
  })

  describe('bodies of any shape get a 4xx', () => {
    test(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused before the database`, async () => {
      const depth = 50_000
      const body = `{"submission":{"form_type":"contact","message":${'['.repeat(depth)}${']'.repeat(depth)}}}`
      const response = await fetch(`${origin}/rest/v1/rpc/submit_form`, { method: 'POST', headers: { apikey: 'test-anon-key', 'Content-Type': 'application/json' }, body })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
    })

    test(`JSON nested ${MAX_JSON_DEPTH} levels deep reaches submit_form, which refuses it by name`, async () => {
      const inner = MAX_JSON_DEPTH - 2
      const { error, status } = await supabase.rpc('submit_form', { submission: { ...row(), message: JSON.parse(`${'['.repeat(inner)}${']'.repeat(inner)}`) } })
      expect(status).toBe(400)
      expect(error?.message).toBe('submission refused by rule "text_fields": message must be text')
    })

    test.each([
      ['a NUL character', 'Private words\u0000', 'nul_character'],
      ['a lone surrogate', 'Private words \uDC00', 'unicode_text'],
    ])('%s is refused by name, with none of the text', async (_name, message, rule) => {
      const { error, status } = await supabase.rpc('submit_form', { submission: { ...row(), message } })
      expect(status).toBe(400)
      expect(error?.message).toContain(`rule "${rule}"`)
      expect(JSON.stringify(error)).not.toContain('Private')
    })
  })
})
