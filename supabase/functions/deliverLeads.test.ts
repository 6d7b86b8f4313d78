import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../scripts/local-backend/database'
import { BACKENDS, openBackend } from '../../tests/support/supabase/backends'
import { deliveriesOf, personLead, startDeliveryRig, submitLeads, type DeliveryRig } from '../testing/deliveryRig'
import { freePort } from '../../scripts/local-backend/localBackend'
import { DENO, functionEnv, functionFiles, runDeno, startEdgeFunction, TOKEN, type EdgeFunction } from '../testing/edgeFunction'
import { NET_STAND_IN, sendQueued, VAULT_STAND_IN } from '../testing/standIns'

// The Edge Function as Supabase runs it (supabase/testing/edgeFunction.ts: real Deno, the shared
// delivery module), invoked over HTTP as pg_net and pg_cron invoke it, against the gateway on
// PGlite and on a real PostgreSQL 15; then the database's schedule and watchdog with it, through
// the stand-ins for pg_net and Vault (supabase/testing/standIns.ts), for each way a lead can go quiet.
test('the Edge Function type-checks under Deno', { timeout: 180_000 }, async () => {
  const { entry, config } = functionFiles('deliver-leads')
  const { stderr } = await promisify(execFile)(DENO, ['check', '--quiet', '--node-modules-dir=manual', '--config', config, entry]).catch((error: { stderr: string }) => ({ stderr: `failed: ${error.stderr}` }))
  expect(stderr).toBe('')
})

test('without an alert channel the Edge Function refuses to start, naming ALERT_WEBHOOK_URL', { timeout: 120_000 }, async () => {
  const env = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'key', LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads', LEAD_WEBHOOK_SECRET: 'a-secret-of-24-characters' }
  const deno = runDeno(env, await freePort())
  let stderr = ''
  deno.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const [code] = (await once(deno, 'exit')) as [number]
  expect(code).not.toBe(0)
  expect(stderr).toContain('deliver-leads cannot start until its secrets are set (docs/lead-delivery.md): ALERT_WEBHOOK_URL is not set')
})

describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let rig: DeliveryRig
  let edge: EdgeFunction

  const invoke = (token = TOKEN) => fetch(edge.url, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    db = await openBackend(backend)
    rig = await startDeliveryRig(db)
    edge = await startEdgeFunction({ ...functionEnv(rig), LEAD_RETRY_FIRST_SECONDS: '0.2', LEAD_RETRY_MAX_SECONDS: '0.8', LEAD_DELIVERY_TIMEOUT_SECONDS: '20', LEAD_CLAIM_LEASE_SECONDS: '2' })
  }, 120_000)

  afterAll(async () => {
    await edge?.kill()
    await rig.close()
    await db.close()
  })

  test('only a caller with the token starts a run', async () => {
    expect((await invoke('someone-else')).status).toBe(401)
    expect((await fetch(edge.url)).status).toBe(405)
  })

  test('a run delivers every due lead once, signed, keyed by its id', async () => {
    const rows = await submitLeads(rig, Array.from({ length: 5 }, () => personLead('deno')))
    const response = await invoke()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ delivered: 5, failed: 0 })
    const accepted = rig.receiver.accepted()
    for (const row of rows) {
      expect(accepted.get(String(row.id))).toHaveLength(1)
      expect(accepted.get(String(row.id))![0]).toMatchObject({ signature: true, attempt: 1 })
    }
  })

  test('stopping the runner mid-delivery loses nothing: the claim runs out and the lead is delivered once', { timeout: 120_000 }, async () => {
    rig.receiver.behave({ kind: 'hang' })
    const [row] = await submitLeads(rig, [personLead('killed')])
    void invoke().catch(() => {})
    await expect.poll(() => rig.receiver.receipts.some((receipt) => receipt.idempotencyKey === row!.id), { timeout: 30_000 }).toBe(true)
    await edge.kill()
    // Claimed, in flight when the runner died: still there, and not delivered.
    expect((await deliveriesOf(db, [row!.id])).get(String(row!.id))).toMatchObject({ status: 'sending', attempts: 1, delivered_at: null })

    rig.receiver.behave({ kind: 'healthy' })
    edge = await startEdgeFunction({ ...functionEnv(rig), LEAD_RETRY_FIRST_SECONDS: '0.2', LEAD_RETRY_MAX_SECONDS: '0.8', LEAD_DELIVERY_TIMEOUT_SECONDS: '20', LEAD_CLAIM_LEASE_SECONDS: '2' })
    await expect
      .poll(async () => {
        await invoke()
        return (await deliveriesOf(db, [row!.id])).get(String(row!.id))!.status
      }, { timeout: 30_000, interval: 500 })
      .toBe('delivered')
    const receipts = rig.receiver.receipts.filter((receipt) => receipt.idempotencyKey === row!.id)
    expect(receipts.map((receipt) => [receipt.attempt, receipt.status])).toEqual([
      [1, 'unanswered'],
      [2, 200],
    ])
  })

  // A lead stored, or delivery last run, longer ago than alert_after (10 minutes): rows moved back.
  describe('each way a lead can go quiet raises an alert, and the lead is delivered once the cause is fixed', () => {
    beforeAll(async () => {
      await db.exec(NET_STAND_IN + VAULT_STAND_IN)
      await vault({ lead_alert_url: rig.alerts.url })
    })

    async function vault(secrets: Record<string, string>) {
      for (const [name, secret] of Object.entries(secrets)) await db.query('select vault.create_secret($1, $2)', [secret, name])
    }
    const waited = (id: unknown) => db.query("update public.lead_deliveries set created_at = created_at - interval '11 minutes' where submission_id = $1", [id])
    const due = (id: unknown) => db.query('update public.lead_deliveries set next_attempt_at = now() where submission_id = $1', [id])
    /** What pg_cron runs every minute, then pg_net's worker sending what it queued (the wake-up, then any alert). */
    async function scheduledRun() {
      await db.exec('select public.run_lead_delivery_schedule()')
      return sendQueued(db)
    }
    const stuckAlerts = (id: unknown) => rig.alerts.receipts.filter((receipt) => receipt.body?.event === 'lead.delivery_stuck' && JSON.stringify(receipt.body.leads).includes(String(id)))
    const status = async (id: unknown) => (await deliveriesOf(db, [id])).get(String(id))!.status
    /** Delivered, once, keyed by its id. */
    const deliveredOnce = (id: unknown) => expect(rig.receiver.accepted().get(String(id))?.map((receipt) => receipt.idempotencyKey)).toEqual([id])

    test('a wrong token: every wake-up is refused (401); the alert names the token, and the lead goes once it is right', async () => {
      await vault({ lead_delivery_url: edge.url, lead_delivery_token: 'not-the-function-token-0123' })
      const [row] = await submitLeads(rig, [personLead('token')])
      expect((await sendQueued(db)).map((sent) => sent.status)).toEqual([401])
      expect((await scheduledRun()).map((sent) => sent.status)).toEqual([401])
      await waited(row!.id)
      await scheduledRun()
      const [alert] = stuckAlerts(row!.id)
      expect(alert!.body!.text).toContain(`id ${String(row!.id)}: no attempt made`)
      expect(alert!.body!.text).toContain("Likely cause: the delivery function refused the call (HTTP 401): Vault's lead_delivery_token is not its LEAD_DELIVERY_TOKEN")

      await vault({ lead_delivery_token: TOKEN })
      await scheduledRun()
      expect(await status(row!.id)).toBe('delivered')
      deliveredOnce(row!.id)
      expect(stuckAlerts(row!.id)).toHaveLength(1)
    })

    test('delivery not running (the function unreachable): the alert says since when, and why; the lead goes once it answers', async () => {
      await vault({ lead_delivery_url: `http://127.0.0.1:${await freePort()}`, lead_delivery_token: TOKEN })
      const [row] = await submitLeads(rig, [personLead('unreachable')])
      expect((await scheduledRun()).every((sent) => sent.status === null)).toBe(true)
      await waited(row!.id)
      await db.exec("update public.lead_delivery_state set ran_at = ran_at - interval '11 minutes'")
      await scheduledRun()
      const [alert] = stuckAlerts(row!.id)
      expect(alert!.body).toMatchObject({ not_running: true, leads: [{ lead_id: row!.id, cause: 'no_attempt' }] })
      expect(alert!.body!.text).toMatch(/delivery has not run since .* Likely cause: the delivery function could not be reached at Vault's lead_delivery_url \(ECONNREFUSED\)/)

      await vault({ lead_delivery_url: edge.url })
      await scheduledRun()
      expect(await status(row!.id)).toBe('delivered')
      deliveredOnce(row!.id)
      expect(stuckAlerts(row!.id)).toHaveLength(1)
    })

    test('pg_net missing: each scheduled run fails saying so; once it is there, the alert goes out and the lead is delivered', async () => {
      await vault({ lead_delivery_url: edge.url, lead_delivery_token: TOKEN })
      await db.exec('alter schema net rename to net_missing')
      let row: Record<string, unknown> | undefined
      try {
        ;[row] = await submitLeads(rig, [personLead('no-pg-net')])
        await waited(row!.id)
        const failedRun = await db.exec('select public.run_lead_delivery_schedule()').catch((error: Error) => error.message)
        expect(failedRun).toMatch(/^lead delivery cannot run: pg_net is missing, so nothing calls the delivery function \(1 lead\(s\) waiting, the oldest since /)
      } finally {
        await db.exec('alter schema net_missing rename to net')
      }
      await scheduledRun()
      expect(stuckAlerts(row!.id)).toHaveLength(1)
      expect(await status(row!.id)).toBe('delivered')
      deliveredOnce(row!.id)
    })

    test('the receiver down past the give-up window: alerted while waiting, then as failed; a daily retry delivers it once it is back', async () => {
      await vault({ lead_delivery_url: edge.url, lead_delivery_token: TOKEN })
      rig.receiver.behave({ kind: 'down' })
      try {
        const [row] = await submitLeads(rig, [personLead('receiver-down')])
        await sendQueued(db)
        await waited(row!.id)
        await due(row!.id)
        await scheduledRun()
        const [waiting] = stuckAlerts(row!.id)
        expect(waiting!.body).toMatchObject({ leads: [{ lead_id: row!.id, cause: 'failing', last_error: expect.stringMatching(/^connection failed/) }] })
        // A day on, past the 24 hours: the function marks it failed and sends the alert that names it.
        await db.query("update public.lead_deliveries set created_at = created_at - interval '1 day' where submission_id = $1", [row!.id])
        await due(row!.id)
        await scheduledRun()
        expect(await status(row!.id)).toBe('failed')
        expect(rig.alerts.receipts.filter((receipt) => receipt.body?.event === 'lead.delivery_failed' && receipt.body.lead_id === row!.id)).toHaveLength(1)

        rig.receiver.behave({ kind: 'healthy' })
        await due(row!.id)
        await scheduledRun()
        expect(await status(row!.id)).toBe('delivered')
        deliveredOnce(row!.id)
        expect(stuckAlerts(row!.id)).toHaveLength(1)
      } finally {
        rig.receiver.behave({ kind: 'healthy' })
      }
    })
  })
})
