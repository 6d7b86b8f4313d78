import type { PGlite } from '@electric-sql/pglite'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { openDatabase } from './database'
import { createGateway, type Gateway } from './gateway'

// The gateway driven by the real supabase-js client, as the forms drive it.
let db: PGlite
let gateway: Gateway
let origin: string
let supabase: SupabaseClient

const row = { form_type: 'hero', first_name: 'Tom', last_name: 'Nguyen', email: 'tom@example.com', phone: '0400 000 000', message: 'Quote for a 10-desk office.' }

beforeAll(async () => {
  db = await openDatabase()
  gateway = createGateway({ db, anonKey: 'test-anon-key' })
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`
  supabase = client('test-anon-key')
})

/** Node 20 has no WebSocket of its own, which supabase-js's realtime part asks for. */
const client = (key: string) => createClient(origin, key, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } })

afterAll(async () => {
  await new Promise((resolve) => gateway.server.close(resolve))
  await db.close()
})

describe('the PostgREST part the forms use', () => {
  test('rpc stores a row and returns it in one request', async () => {
    const { data, error } = await supabase.rpc('submit_form', { submission: row })
    expect(error).toBeNull()
    expect(data).toMatchObject({ ...row, experience: null, availability: null })
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a refused row comes back as PostgREST error body with status 400', async () => {
    const { data, error, status } = await supabase.rpc('submit_form', { submission: { ...row, phone: 'no phone' } })
    expect(data).toBeNull()
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '23514', message: 'new row for relation "form_submissions" violates check constraint "phone_format"', hint: null })
  })

  test.each([
    ['select', () => supabase.from('form_submissions').select('*')],
    ['update', () => supabase.from('form_submissions').update({ message: 'changed' }).neq('id', '')],
    ['delete', () => supabase.from('form_submissions').delete().neq('id', '')],
    ['insert', () => supabase.from('form_submissions').insert(row)],
  ])('the table refuses %s with 401 and code 42501', async (_name, run) => {
    const { error, status } = await run()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  test('an unknown function answers 404', async () => {
    const { error, status } = await supabase.rpc('list_submissions')
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST202')
  })

  test('a wrong API key is refused', async () => {
    const stranger = client('wrong-key')
    const { status } = await stranger.rpc('submit_form', { submission: row })
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

describe('the webhook receiver', () => {
  test('records a no-cors text body as the JSON it is', async () => {
    await fetch(`${origin}/webhook`, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify({ id: 'abc' }) })
    expect(gateway.webhookReceived.at(-1)).toEqual({ id: 'abc' })
  })

  test('can be made unreachable', async () => {
    await fetch(`${origin}/__admin/webhook`, { method: 'POST', body: JSON.stringify({ down: true }) })
    await expect(fetch(`${origin}/webhook`, { method: 'POST', body: '{}' })).rejects.toThrow()
    await fetch(`${origin}/__admin/webhook`, { method: 'POST', body: JSON.stringify({ down: false }) })
  })
})
