import { execFile } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../scripts/local-backend/database'
import { BACKENDS, openBackend } from '../../tests/support/supabase/backends'
import { deliveriesOf, personLead, SECRET, SERVICE_KEY, startDeliveryRig, submitLeads, type DeliveryRig } from '../testing/deliveryRig'
import { deliverDueLeads, type DeliveryReport } from './_shared/leadDelivery'
import type { DeliverySettings } from './_shared/serverConfig'
import { verifySignature } from './_shared/signature'

// The delivery module under Node, against the gateway on PGlite and on a real PostgreSQL 15, and a
// receiver that is healthy, fails the first attempts, answers 500, hangs past the timeout, or is
// down for a while. (supabase/functions/deliverLeads.test.ts runs it as the Edge Function, in Deno.)
describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let rig: DeliveryRig

  beforeAll(async () => {
    db = await openBackend(backend)
    rig = await startDeliveryRig(db)
  })

  afterAll(async () => {
    await rig.close()
    await db.close()
  })

  afterEach(() => {
    rig.receiver.behave({ kind: 'healthy' })
    rig.alerts.behave({ kind: 'healthy' })
  })

  /** Runs the module, as the runner's timer would, until `done` holds; returns every run's report. */
  async function deliverUntil(done: () => Promise<boolean>, settings: DeliverySettings = rig.settings(), timeoutMs = 30_000): Promise<DeliveryReport[]> {
    const reports: DeliveryReport[] = []
    const deadline = Date.now() + timeoutMs
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`not done after ${timeoutMs} ms: ${JSON.stringify(reports.at(-1))}`)
      reports.push(await deliverDueLeads({ settings }))
      await sleep(50)
    }
    return reports
  }

  const allDelivered = (ids: unknown[]) => async () => [...(await deliveriesOf(db, ids)).values()].every((row) => row.status === 'delivered')
  const receiptsOf = (id: unknown) => rig.receiver.receipts.filter((receipt) => receipt.idempotencyKey === id)

  /** Every lead was accepted exactly once, its body the stored row, every request signed and keyed by its id. */
  async function expectDeliveredOnce(rows: Record<string, unknown>[]) {
    const accepted = rig.receiver.accepted()
    for (const row of rows) {
      expect(accepted.get(String(row.id))).toHaveLength(1)
      const { suspected_spam: _mark, ...lead } = row
      expect(accepted.get(String(row.id))![0]!.body).toEqual(lead)
      for (const receipt of receiptsOf(row.id)) expect(receipt.signature).toBe(true)
    }
    const deliveries = await deliveriesOf(db, rows.map((row) => row.id))
    for (const row of rows) expect(deliveries.get(String(row.id))).toMatchObject({ status: 'delivered', failed_at: null })
  }

  test('a healthy receiver gets every lead once, signed, as JSON, keyed by its id; spam-marked leads never', async () => {
    const rows = await submitLeads(rig, Array.from({ length: 8 }, () => personLead('healthy')))
    const spam = await submitLeads(rig, [
      { ...personLead('spam'), honeypot: 'https://spam.example' },
      { ...personLead('spam'), fill_ms: 400 },
      { ...personLead('spam'), honeypot: undefined, fill_ms: undefined },
    ])
    await deliverUntil(allDelivered(rows.map((row) => row.id)))
    await expectDeliveredOnce(rows)
    const deliveries = await deliveriesOf(db, rows.map((row) => row.id))
    for (const row of rows) expect(deliveries.get(String(row.id))).toMatchObject({ attempts: 1, last_error: null })
    for (const row of spam) expect(receiptsOf(row.id)).toEqual([])
    expect([...(await deliveriesOf(db, spam.map((row) => row.id))).values()].map((row) => [row.status, row.skipped_reason])).toEqual(
      expect.arrayContaining([
        ['skipped', 'honeypot'],
        ['skipped', 'too_fast'],
        ['skipped', 'no_form_signals'],
      ]),
    )
  })

  test('the receiver checks the signature over timestamp and body, and a changed body fails it', async () => {
    const [row] = await submitLeads(rig, [personLead('signed')])
    await deliverUntil(allDelivered([row!.id]))
    const [receipt] = receiptsOf(row!.id)
    expect(receipt!.signature).toBe(true)
    const body = JSON.stringify(receipt!.body)
    const header = `t=${Math.floor(receipt!.receivedAt / 1000)},v1=${'0'.repeat(64)}`
    expect(await verifySignature(header, body, SECRET)).toEqual({ ok: false, reason: 'mismatch' })
  })

  test('failed first attempts and 500s are retried with backoff until each lead is delivered once', async () => {
    rig.receiver.behave({ kind: 'fail', count: 7 })
    const rows = await submitLeads(rig, Array.from({ length: 4 }, () => personLead('retried')))
    await deliverUntil(allDelivered(rows.map((row) => row.id)))
    await expectDeliveredOnce(rows)
    const deliveries = await deliveriesOf(db, rows.map((row) => row.id))
    const attempts = rows.map((row) => Number(deliveries.get(String(row.id))!.attempts))
    expect(attempts.reduce((sum, count) => sum + count, 0)).toBe(4 + 7)
    expect([...deliveries.values()].filter((row) => Number(row.attempts) > 1).every((row) => row.last_error === 'HTTP 500')).toBe(true)
    // Every try of one lead carried the same idempotency key and its attempt number.
    for (const row of rows) expect(receiptsOf(row.id).map((receipt) => receipt.attempt)).toEqual(Array.from({ length: receiptsOf(row.id).length }, (_, index) => index + 1))
  })

  test('a receiver that hangs past the timeout is a failure, retried later', async () => {
    rig.receiver.behave({ kind: 'hang' })
    const [row] = await submitLeads(rig, [personLead('timeout')])
    // Until the first attempt's failure is recorded, and no further: waiting for a time instead let a
    // slow machine run one more attempt before the look. The retry is due 2 s later, not 0.2 s: on a
    // loaded machine the run's next round took longer than that and claimed it again.
    const failureRecorded = async () => receiptsOf(row!.id).length > 0 && (await deliveriesOf(db, [row!.id])).get(String(row!.id))?.last_error != null
    const [first] = await deliverUntil(failureRecorded, rig.settings({ LEAD_DELIVERY_TIMEOUT_SECONDS: '1', LEAD_RETRY_FIRST_SECONDS: '2', LEAD_RETRY_MAX_SECONDS: '2' }))
    expect(first).toMatchObject({ claimed: 1, retrying: 1 })
    expect((await deliveriesOf(db, [row!.id])).get(String(row!.id))).toMatchObject({ status: 'pending', attempts: 1, last_error: 'no answer within 1 s' })
    rig.receiver.behave({ kind: 'healthy' })
    await deliverUntil(allDelivered([row!.id]))
    await expectDeliveredOnce([row!])
  })

  test('a receiver that is down for a while gets every lead once it is back', async () => {
    rig.receiver.behave({ kind: 'down' })
    const rows = await submitLeads(rig, Array.from({ length: 3 }, () => personLead('down')))
    await deliverUntil(async () => rows.every((row) => receiptsOf(row.id).length >= 2))
    const deliveries = await deliveriesOf(db, rows.map((row) => row.id))
    for (const row of rows) expect(deliveries.get(String(row.id))).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/^connection failed \(/) })
    rig.receiver.behave({ kind: 'healthy' })
    await deliverUntil(allDelivered(rows.map((row) => row.id)))
    await expectDeliveredOnce(rows)
  })

  test('three runners at once never send one lead twice', async () => {
    const rows = await submitLeads(rig, Array.from({ length: 24 }, () => personLead('concurrent')))
    const settings = rig.settings()
    await Promise.all([1, 2, 3].map(() => deliverDueLeads({ settings, batchSize: 4 })))
    for (const row of rows) expect(receiptsOf(row.id)).toHaveLength(1)
    await expectDeliveredOnce(rows)
  })

  test('a delivery still failing after the give-up window is marked failed, and an alert names the lead', async () => {
    rig.receiver.behave({ kind: 'error' })
    rig.alerts.behave({ kind: 'fail', count: 1 })
    const [row] = await submitLeads(rig, [personLead('failed')])
    const settings = rig.settings({ LEAD_GIVE_UP_AFTER_SECONDS: '1.5' })
    const failed = async () => (await deliveriesOf(db, [row!.id])).get(String(row!.id))!.alerted_at !== null
    await deliverUntil(failed, rig.settings({ LEAD_GIVE_UP_AFTER_SECONDS: '1.5', LEAD_RETRY_MAX_SECONDS: '0.3' }))
    const delivery = (await deliveriesOf(db, [row!.id])).get(String(row!.id))!
    expect(delivery).toMatchObject({ status: 'failed', last_error: 'HTTP 500' })
    // Its daily retries begin a day after it failed.
    expect(new Date(delivery.next_attempt_at as string).getTime() - new Date(delivery.failed_at as string).getTime()).toBe(86_400_000)
    expect(Number(delivery.attempts)).toBeGreaterThan(1)
    expect(new Date(delivery.failed_at as string).getTime() - new Date(row!.created_at as string).getTime()).toBeGreaterThanOrEqual(1_500)
    // The first alert met a 500 and was sent again; the one that went through names the lead.
    const sent = rig.alerts.receipts.filter((receipt) => receipt.status === 200)
    expect(rig.alerts.receipts).toHaveLength(2)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ signature: true, idempotencyKey: `alert-${row!.id}` })
    expect(sent[0]!.body).toMatchObject({ event: 'lead.delivery_failed', lead_id: row!.id, last_error: 'HTTP 500' })
    expect(String(sent[0]!.body!.text)).toContain(String(row!.email))
    // Nothing more is tried for it until then.
    expect(await deliverDueLeads({ settings })).toMatchObject({ claimed: 0 })
    expect(rig.receiver.accepted().get(String(row!.id))).toBeUndefined()
  })

  test("a lead waiting longer than alert_after raises the watchdog's alert from a run, signed, once per cause", async () => {
    rig.receiver.behave({ kind: 'down' })
    // Eleven minutes is inside this give-up window, so the lead stays waiting however many retries a slow machine makes.
    const settings = rig.settings({ LEAD_GIVE_UP_AFTER_SECONDS: '3600' })
    const [row] = await submitLeads(rig, [personLead('watched')])
    await deliverUntil(async () => receiptsOf(row!.id).length > 0, settings)
    await db.query("update public.lead_deliveries set created_at = created_at - interval '11 minutes' where submission_id = $1", [row!.id])
    const watchdogAlerts = () => rig.alerts.receipts.filter((receipt) => receipt.body?.event === 'lead.delivery_stuck' && JSON.stringify(receipt.body).includes(String(row!.id)))
    expect(await deliverDueLeads({ settings })).toMatchObject({ watchdogAlerts: 1 })
    const [alert] = watchdogAlerts()
    expect(alert).toMatchObject({ status: 200, signature: true, idempotencyKey: alert!.body!.key, body: { leads: [{ lead_id: row!.id, cause: 'failing' }] } })
    expect(String(alert!.body!.text)).toMatch(/1 lead\(s\) undelivered for more than 10 minutes: .* \d+ attempts, the last: connection failed/)
    await deliverDueLeads({ settings })
    expect(watchdogAlerts()).toHaveLength(1)
    rig.receiver.behave({ kind: 'healthy' })
    await deliverUntil(allDelivered([row!.id]), settings)
    await expectDeliveredOnce([row!])
  })

  test.runIf(backend === 'PGlite')('npm run leads:resend sends every failed lead again at once, keyed by its id as before', { timeout: 120_000 }, async () => {
    rig.receiver.behave({ kind: 'error' })
    const [row] = await submitLeads(rig, [personLead('resent')])
    await deliverUntil(async () => (await deliveriesOf(db, [row!.id])).get(String(row!.id))!.alerted_at !== null, rig.settings({ LEAD_GIVE_UP_AFTER_SECONDS: '0.5' }))
    rig.receiver.behave({ kind: 'healthy' })
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/resend-leads.ts'], { env: { ...process.env, SUPABASE_URL: rig.origin, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY } })
    expect(stdout).toContain(`failed lead(s) at ${rig.origin} will be sent again now`)
    await deliverUntil(allDelivered([row!.id]), rig.settings({ LEAD_GIVE_UP_AFTER_SECONDS: '0.5' }))
    await expectDeliveredOnce([row!])
    expect(receiptsOf(row!.id).every((receipt) => receipt.idempotencyKey === row!.id)).toBe(true)
  })
})
