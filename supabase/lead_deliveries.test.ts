import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '../scripts/local-backend/database'
import { BACKENDS, openBackend } from '../tests/support/supabase/backends'
import { NET_STAND_IN, VAULT_STAND_IN } from './testing/standIns'
import { SUBMIT_AS_POSTGREST, submissionBody } from '../tests/support/postgrestCall'

// The database's side of delivery, on both databases: waking the Edge Function through pg_net when
// a lead is stored, the schedule's run (the function woken, the watchdog's alert sent), the daily
// retries of a failed lead and the owner's resend, and lead_delivery_health. pg_net and Vault are
// stand-ins with their real signatures (supabase/testing/standIns.ts), so the migrations' own code
// is what runs. Time passing is a lead stored, or a run made, earlier: rows moved back in time.
describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let sent = 0

  beforeAll(async () => {
    db = await openBackend(backend)
    await db.exec(NET_STAND_IN + VAULT_STAND_IN)
  })

  afterAll(async () => {
    await db.close()
  })

  beforeEach(async () => {
    // Each test sees only its own leads waiting, and delivery as just run.
    await db.exec("update public.lead_deliveries set status = 'delivered', delivered_at = now(), next_attempt_at = null, failed_at = null where status <> 'skipped'; update public.lead_delivery_state set ran_at = now(), not_running_alerted_at = null; delete from net.http_request_queue")
  })

  const submit = async (signals: object = { honeypot: '', fill_ms: 8_000 }) =>
    (
      await db.asRole('anon', (tx) =>
        tx.query<{ id: string }>(SUBMIT_AS_POSTGREST, [
          submissionBody({ form_type: 'contact', first_name: 'Priya', last_name: 'Shah', email: `priya.${sent++}@harbourside.example`, phone: '0412 345 678', message: 'A quote, please.', ...signals }),
        ]),
      )
    ).rows[0]!.id
  const calls = async () => (await db.query<{ url: string; headers: Record<string, string>; body: Record<string, unknown> }>('select url, headers, body from net.http_request_queue order by id')).rows
  const asService = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.asRole('service_role', (tx) => tx.query<T>(sql, params))).rows
  const delivery = async (id: string) => (await db.query<Record<string, unknown>>('select * from public.lead_deliveries where submission_id = $1', [id])).rows[0]!
  const earlier = (id: string, interval: string) => db.query('update public.lead_deliveries set created_at = created_at - $2::interval where submission_id = $1', [id, interval])
  const watchdog = async () => (await asService<{ alert: { key: string; text: string; not_running: boolean; leads: { lead_id: string; cause: string }[] } | null }>('select public.lead_delivery_watchdog() as alert'))[0]!.alert
  const record = (alert: unknown) => asService('select public.record_lead_delivery_alert($1::jsonb)', [JSON.stringify(alert)])
  const claim = async () => asService<{ lead_id: string; kind: string; attempt: number }>('select lead_id, kind, attempt from public.claim_lead_deliveries(10, 60, true)')
  /** A failed attempt, past the give-up window unless one is given. */
  const fail = (id: string, attempt: number, giveUpSeconds = 0) => asService('select public.finish_lead_delivery($1, $2, false, $3, 30, $4)', [id, attempt, 'HTTP 500', giveUpSeconds])

  describe('waking the Edge Function', () => {
    test('without the address and token in Vault, a lead is stored and waits for the scheduled run', async () => {
      expect(await submit()).toMatch(/^[0-9a-f-]{36}$/)
      expect(await calls()).toEqual([])
    })

    test("with them, storing a person's lead calls the Edge Function through pg_net, with the token", async () => {
      await db.exec(`select vault.create_secret('https://ref.supabase.co/functions/v1/deliver-leads', 'lead_delivery_url'), vault.create_secret('vault-token-0123456789', 'lead_delivery_token')`)
      await submit()
      expect(await calls()).toEqual([
        { url: 'https://ref.supabase.co/functions/v1/deliver-leads', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer vault-token-0123456789' }, body: {} },
      ])
    })

    test('a lead marked as suspected spam wakes nothing', async () => {
      await submit({ honeypot: 'https://spam.example', fill_ms: 8_000 })
      expect(await calls()).toEqual([])
    })
  })

  describe('the watchdog', () => {
    test('names a lead undelivered for longer than alert_after, once per cause, and again after realert_after', async () => {
      const id = await submit()
      expect(await watchdog()).toBeNull()
      await earlier(id, '11 minutes')
      const first = await watchdog()
      expect(first).toMatchObject({ not_running: false, leads: [{ lead_id: id, cause: 'no_attempt' }] })
      expect(first!.text).toContain(`1 lead(s) undelivered for more than 10 minutes: contact from Priya Shah (priya.${sent - 1}@harbourside.example, 0412 345 678)`)
      expect(first!.text).toContain(`id ${id}: no attempt made`)
      await record(first)
      expect(await watchdog()).toBeNull()
      // Attempted and failing now: a new cause, alerted once.
      const [claimed] = await claim()
      await fail(id, claimed!.attempt, 86_400)
      const failing = await watchdog()
      expect(failing).toMatchObject({ leads: [{ lead_id: id, cause: 'failing' }] })
      expect(failing!.text).toContain('1 attempts, the last: HTTP 500')
      await record(failing)
      expect(await watchdog()).toBeNull()
      await db.query("update public.lead_deliveries set watched_at = watched_at - interval '7 hours' where submission_id = $1", [id])
      expect(await watchdog()).toMatchObject({ leads: [{ lead_id: id, cause: 'failing' }] })
    })

    test('says when delivery has not run for alert_after, once per outage', async () => {
      const stop = "update public.lead_delivery_state set ran_at = ran_at - interval '11 minutes', not_running_alerted_at = not_running_alerted_at - interval '11 minutes'"
      await db.exec(stop)
      const alert = await watchdog()
      expect(alert).toMatchObject({ not_running: true, leads: [] })
      expect(alert!.text).toMatch(/^Lead delivery needs attention: delivery has not run since \d{4}-/)
      await record(alert)
      expect(await watchdog()).toBeNull()
      // Delivery runs again (a claim), then stops again: another outage.
      await claim()
      await db.exec(stop)
      expect(await watchdog()).toMatchObject({ not_running: true })
    })

    test('the owner sets how long a lead may wait in lead_delivery_state', async () => {
      const id = await submit()
      await earlier(id, '3 minutes')
      await db.exec("update public.lead_delivery_state set alert_after = interval '2 minutes'")
      try {
        expect((await watchdog())!.text).toContain('1 lead(s) undelivered for more than 2 minutes')
      } finally {
        await db.exec("update public.lead_delivery_state set alert_after = interval '10 minutes'")
      }
    })
  })

  describe("the schedule's run", () => {
    test("wakes the Edge Function and sends the watchdog's alert through pg_net to Vault's lead_alert_url, once", async () => {
      await db.exec(`select vault.create_secret('https://ref.supabase.co/functions/v1/deliver-leads', 'lead_delivery_url'), vault.create_secret('vault-token-0123456789', 'lead_delivery_token'), vault.create_secret('https://hooks.example.com/alerts', 'lead_alert_url')`)
      const id = await submit()
      await earlier(id, '11 minutes')
      await db.exec('delete from net.http_request_queue; select public.run_lead_delivery_schedule()')
      const [wake, alert] = await calls()
      expect(wake).toMatchObject({ url: 'https://ref.supabase.co/functions/v1/deliver-leads', headers: { Authorization: 'Bearer vault-token-0123456789' } })
      expect(alert).toMatchObject({ url: 'https://hooks.example.com/alerts', body: { event: 'lead.delivery_stuck', leads: [{ lead_id: id, cause: 'no_attempt' }] } })
      expect(alert!.headers['Idempotency-Key']).toBe(alert!.body.key)
      await db.exec('delete from net.http_request_queue; select public.run_lead_delivery_schedule()')
      expect((await calls()).map((call) => call.url)).toEqual(['https://ref.supabase.co/functions/v1/deliver-leads'])
    })

    test('without pg_net it fails, saying why and how many leads wait, with none of their text', async () => {
      const id = await submit()
      await earlier(id, '11 minutes')
      await db.exec('alter schema net rename to net_away')
      try {
        const error = await db.query('select public.run_lead_delivery_schedule()').catch((caught: Error) => caught)
        expect((error as Error).message).toMatch(/^lead delivery cannot run: pg_net is missing, so nothing calls the delivery function \(1 lead\(s\) waiting, the oldest since \d{4}-/)
        expect((error as Error).message).not.toContain('Priya')
      } finally {
        await db.exec('alter schema net_away rename to net')
      }
    })
  })

  describe('failed leads', () => {
    test("are retried once a day for two weeks after the give-up window, and the owner's resend makes them due at once", async () => {
      const id = await submit()
      const due = async () => (await claim()).map(({ lead_id, kind, attempt }) => ({ lead_id, kind, attempt }))
      await fail(id, (await claim())[0]!.attempt)
      expect(await delivery(id)).toMatchObject({ status: 'failed', alerted_at: null })
      // Its alert first; then nothing until a day has passed.
      expect(await due()).toEqual([{ lead_id: id, kind: 'alert', attempt: 1 }])
      await asService('select public.finish_lead_alert($1, true, null, 60)', [id])
      expect(await due()).toEqual([])
      const { failed_at: failedAt, next_attempt_at: nextAttempt } = await delivery(id)
      expect(new Date(nextAttempt as string).getTime() - new Date(failedAt as string).getTime()).toBe(86_400_000)
      await db.query('update public.lead_deliveries set next_attempt_at = now() where submission_id = $1', [id])
      expect(await due()).toEqual([{ lead_id: id, kind: 'retry', attempt: 2 }])
      await fail(id, 2)
      expect(await delivery(id)).toMatchObject({ status: 'failed', failed_at: failedAt, attempts: 2 })
      // Two weeks on, a failed retry is the last one.
      await earlier(id, '15 days')
      await db.query('update public.lead_deliveries set next_attempt_at = now() where submission_id = $1', [id])
      await fail(id, (await due())[0]!.attempt)
      expect(await delivery(id)).toMatchObject({ status: 'failed', next_attempt_at: null })
      expect(await asService('select public.resend_failed_leads() as resent')).toEqual([{ resent: 1 }])
      const [resent] = await due()
      expect(resent).toEqual({ lead_id: id, kind: 'retry', attempt: 4 })
      await asService('select public.finish_lead_delivery($1, $2, true, null, 30, 0)', [id, resent!.attempt])
      expect(await delivery(id)).toMatchObject({ status: 'delivered', failed_at: null, next_attempt_at: null })
    })
  })

  test('lead_delivery_health counts deliveries by status and shows the oldest waiting lead, to the service role only', async () => {
    const id = await submit()
    await earlier(id, '42 minutes')
    await submit({ fill_ms: 100, honeypot: '' })
    const [health] = await asService<Record<string, unknown>>('select *, oldest_waiting_for::text as waiting from public.lead_delivery_health')
    expect(health).toMatchObject({ pending: 1, sending: 0, failed: 0, oldest_waiting_since: (await delivery(id)).created_at, waiting: expect.stringMatching(/^00:42:0\d$/) })
    const denied = await db.asRole('anon', (tx) => tx.query('select * from public.lead_delivery_health')).catch((error: { code: string }) => error.code)
    expect(denied).toBe('42501')
  })

  test('a failing pg_net never loses the lead', async () => {
    await db.exec(`create or replace function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
      returns bigint language plpgsql as $$ begin raise exception 'queue full'; end $$`)
    expect(await delivery(await submit())).toMatchObject({ status: 'pending' })
  })
})
