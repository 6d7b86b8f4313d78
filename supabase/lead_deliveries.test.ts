import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../scripts/local-backend/database'
import { BACKENDS, openBackend } from './testing/backends'

// The production path of waking the runner: where pg_net and Vault exist (a hosted project),
// storing a lead calls the Edge Function through net.http_post at once. Here pg_net and Vault are
// stand-ins with their real signatures (pg_net's http_post, Vault's decrypted_secrets view), so the
// migration's own code is what runs; on both databases.
describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let sent = 0

  beforeAll(async () => {
    db = await openBackend(backend)
    await db.exec(`
      create schema net;
      create table net.calls (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.calls values (url, body, headers, timeout_milliseconds); select 1::bigint $$;
      create schema vault;
      create table vault.secrets (name text primary key, decrypted_secret text);
      create view vault.decrypted_secrets as select name, decrypted_secret from vault.secrets;
    `)
  })

  afterAll(async () => {
    await db.close()
  })

  const submit = (signals: object = { honeypot: '', fill_ms: 8_000 }) =>
    db.asRole('anon', (tx) =>
      tx.query<{ id: string }>('select id from public.submit_form($1::json)', [
        JSON.stringify({ form_type: 'contact', first_name: 'Priya', last_name: 'Shah', email: `priya.${sent++}@harbourside.example`, phone: '0412 345 678', message: 'A quote, please.', ...signals }),
      ]),
    )
  const calls = async () => (await db.query<{ url: string; headers: Record<string, string>; timeout_milliseconds: number }>('select url, headers, timeout_milliseconds from net.calls')).rows

  test('without the address and token in Vault, a lead is stored and waits for the scheduled run', async () => {
    expect((await submit()).rows).toHaveLength(1)
    expect(await calls()).toEqual([])
  })

  test("with them, storing a person's lead calls the Edge Function through pg_net, with the token", async () => {
    await db.exec(`insert into vault.secrets values ('lead_delivery_url', 'https://ref.supabase.co/functions/v1/deliver-leads'), ('lead_delivery_token', 'vault-token-0123456789')`)
    await submit()
    expect(await calls()).toEqual([
      { url: 'https://ref.supabase.co/functions/v1/deliver-leads', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer vault-token-0123456789' }, timeout_milliseconds: 5000 },
    ])
  })

  test('a lead marked as suspected spam wakes nothing', async () => {
    const before = (await calls()).length
    await submit({ honeypot: 'https://spam.example', fill_ms: 8_000 })
    expect(await calls()).toHaveLength(before)
  })

  test('a failing pg_net never loses the lead', async () => {
    await db.exec(`create or replace function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
      returns bigint language plpgsql as $$ begin raise exception 'queue full'; end $$`)
    const [row] = (await submit()).rows
    expect((await db.query('select status from public.lead_deliveries where submission_id = $1', [row!.id])).rows).toEqual([{ status: 'pending' }])
  })
})
