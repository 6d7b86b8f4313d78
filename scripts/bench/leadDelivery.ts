// npm run bench:delivery: leads through the gateway (as the forms send them) to a receiver that is
// first healthy, then failing (500s, hanging past the timeout, down for a while), then dead for
// longer than the give-up window, delivered by the local runner (timer and insert notification,
// as `npm run serve` runs it); then each way a lead can go quiet, on the production path: pg_cron's
// run (here every second), pg_net's worker (the stand-in), the Edge Function under Deno, with the
// cause fixed after a while. Prints, per scenario: leads sent, delivered, retried, failed, alerts,
// the first alert's time, scheduled runs that failed, spam sent, duplicates, and the time from
// insert to delivery (median and worst). Asserts nothing.
import { setTimeout as sleep } from 'node:timers/promises'
import { commandLine } from '../commandLine.ts'
import { openDatabase, type Database } from '../local-backend/database.ts'
import { startDeliveryRunner } from '../local-backend/deliveryRunner.ts'
import { freePort } from '../local-backend/localBackend.ts'
import { deliveriesOf, personLead, startDeliveryRig, submitLeads, type DeliveryRig } from '../../supabase/testing/deliveryRig.ts'
import { functionEnv, startEdgeFunction, TOKEN } from '../../supabase/testing/edgeFunction.ts'
import { NET_STAND_IN, sendQueued, VAULT_STAND_IN } from '../../supabase/testing/standIns.ts'
import { median, table } from './measure.ts'

const usage = `Usage: npm run bench:delivery -- [--leads 60]

  --leads N     leads per scenario (default 60), plus a tenth as many spam-marked ones`
const { values } = commandLine('bench:delivery', usage).parse({ options: { leads: { type: 'string', default: '60' } } })
const LEADS = Number(values.leads)

/** What delivers during a scenario: started before the leads are sent, stopped once all are settled. */
interface Delivery {
  stop(): Promise<void>
  failedRuns: number
}

/** Sends the leads while `weather` plays out, then waits until each lead is settled. */
async function scenario(rig: DeliveryRig, name: string, start: () => Promise<Delivery>, weather: (rig: DeliveryRig) => Promise<void>, settled: (row: Record<string, unknown>) => boolean) {
  rig.receiver.behave({ kind: 'healthy' })
  rig.receiver.receipts.length = 0
  rig.alerts.receipts.length = 0
  const tag = name.replace(/\W+/g, '-')
  const delivery = await start()
  const started = Date.now()
  const leads: Record<string, unknown>[] = []
  const spam: Record<string, unknown>[] = []
  const sending = (async () => {
    for (let index = 0; index < LEADS; index++) {
      leads.push(...(await submitLeads(rig, [personLead(tag)])))
      if (index % 10 === 0) spam.push(...(await submitLeads(rig, [{ ...personLead(tag), fill_ms: 300 }])))
      await sleep(40)
    }
  })()
  await Promise.all([sending, weather(rig)])
  for (;;) {
    const deliveries = await deliveriesOf(rig.db, leads.map((row) => row.id))
    if ([...deliveries.values()].every(settled)) break
    await sleep(200)
  }
  await delivery.stop()
  const deliveries = await deliveriesOf(rig.db, leads.map((row) => row.id))
  const accepted = rig.receiver.accepted()
  const times = leads.filter((row) => accepted.has(String(row.id))).map((row) => accepted.get(String(row.id))![0]!.receivedAt - new Date(row.created_at as string).getTime())
  const spamIds = new Set(spam.map((row) => String(row.id)))
  const alerts = rig.alerts.receipts.filter((receipt) => receipt.status === 200)
  return {
    scenario: name,
    sent: leads.length,
    delivered: [...deliveries.values()].filter((row) => row.status === 'delivered').length,
    retried: [...deliveries.values()].filter((row) => Number(row.attempts) > 1).length,
    attempts: [...deliveries.values()].reduce((sum, row) => sum + Number(row.attempts), 0),
    failed: [...deliveries.values()].filter((row) => row.status === 'failed').length,
    alerts: alerts.length,
    firstAlertMs: alerts.length ? alerts[0]!.receivedAt - started : NaN,
    failedRuns: delivery.failedRuns,
    spamSent: rig.receiver.receipts.filter((receipt) => spamIds.has(String(receipt.idempotencyKey))).length,
    duplicates: [...accepted.values()].reduce((sum, receipts) => sum + receipts.length - 1, 0),
    medianMs: median(times),
    worstMs: times.length ? Math.max(...times) : NaN,
    seconds: (Date.now() - started) / 1000,
  }
}

type Figures = Awaited<ReturnType<typeof scenario>>

/** The local runner of `npm run serve`, its timer every second. */
const localRunner = (rig: DeliveryRig, overrides: Record<string, string>) => async (): Promise<Delivery> => {
  const runner = await startDeliveryRunner({ settings: rig.settings(overrides), db: rig.db, intervalMs: 1_000 })
  return { stop: () => runner.stop(), failedRuns: 0 }
}

/** The production path: pg_cron's run every second, and pg_net's worker sending what it queued as it comes. */
const schedule = (db: Database) => async (): Promise<Delivery> => {
  const delivery = { failedRuns: 0, stop: async () => {} }
  let running = true
  const cron = (async () => {
    while (running) {
      await db.exec('select public.run_lead_delivery_schedule()').catch(() => delivery.failedRuns++)
      await sleep(1_000)
    }
  })()
  const worker = (async () => {
    while (running) if (!(await sendQueued(db).catch(() => [])).length) await sleep(50)
  })()
  delivery.stop = async () => {
    running = false
    await Promise.all([cron, worker])
  }
  return delivery
}

const db = await openDatabase()
const rig = await startDeliveryRig(db)
// The production schedule starts at 30 s and doubles to an hour; here 1 s doubling to 8 s, so a run takes a minute.
const fast = { LEAD_RETRY_FIRST_SECONDS: '1', LEAD_RETRY_MAX_SECONDS: '8', LEAD_DELIVERY_TIMEOUT_SECONDS: '2', LEAD_CLAIM_LEASE_SECONDS: '10' }
const edge = await startEdgeFunction({ ...functionEnv(rig), ...fast, LEAD_GIVE_UP_AFTER_SECONDS: '4' })
const vault = async (secrets: Record<string, string>) => {
  for (const [name, secret] of Object.entries(secrets)) await db.query('select vault.create_secret($1, $2)', [secret, name])
}
const right = { lead_delivery_url: edge.url, lead_delivery_token: TOKEN, lead_alert_url: rig.alerts.url }
const delivered = (row: Record<string, unknown>) => row.status === 'delivered'
/** The production path, with `cause` in effect from the start (and delivery just run), fixed 8 s after the first lead. */
const quiet = (name: string, cause: () => Promise<unknown>, fix: () => Promise<unknown>) =>
  scenario(rig, `scheduled: ${name}`, async () => {
    await db.exec('update public.lead_delivery_state set ran_at = now(), not_running_alerted_at = null; delete from net.http_request_queue')
    await cause()
    return schedule(db)()
  }, async () => {
    await sleep(8_000)
    await fix()
  }, delivered)
const results: Figures[] = []
try {
  results.push(await scenario(rig, 'receiver healthy', localRunner(rig, fast), async () => {}, delivered))
  results.push(
    await scenario(rig, 'receiver failing, then back', localRunner(rig, fast), async ({ receiver }) => {
      receiver.behave({ kind: 'fail', count: 15 })
      await sleep(1_000)
      receiver.behave({ kind: 'hang' })
      await sleep(2_500)
      receiver.behave({ kind: 'down' })
      await sleep(4_000)
      receiver.behave({ kind: 'error' })
      await sleep(2_000)
      receiver.behave({ kind: 'healthy' })
    }, delivered),
  )
  results.push(
    await scenario(rig, 'receiver down past the give-up window (10 s here)', localRunner(rig, { ...fast, LEAD_GIVE_UP_AFTER_SECONDS: '10' }), async ({ receiver }) => receiver.behave({ kind: 'down' }), (row) => row.status === 'failed' && row.alerted_at !== null),
  )
  // The watchdog alerts after 3 s here (production: 10 minutes), and about the same lead once.
  await db.exec(`${NET_STAND_IN} ${VAULT_STAND_IN}; update public.lead_delivery_state set alert_after = interval '3 seconds', realert_after = interval '1 hour'`)
  await vault(right)
  results.push(await quiet('wrong token for 8 s, then right', () => vault({ lead_delivery_token: 'a-wrong-token-0123456789' }), () => vault(right)))
  const unreachable = `http://127.0.0.1:${await freePort()}`
  results.push(await quiet('function unreachable (delivery not running) for 8 s', () => vault({ lead_delivery_url: unreachable }), () => vault(right)))
  results.push(await quiet('pg_net missing for 8 s, then created', () => db.exec('alter schema net rename to net_missing'), () => db.exec('alter schema net_missing rename to net')))
  results.push(
    await quiet('receiver down past the give-up window (4 s here), back, owner resends', async () => rig.receiver.behave({ kind: 'down' }), async () => {
      rig.receiver.behave({ kind: 'healthy' })
      // As `npm run leads:resend` does, once every lead has failed.
      while ((await db.query<{ n: number }>("select count(*)::int as n from public.lead_deliveries where status in ('pending', 'sending')")).rows[0]!.n > 0) await sleep(200)
      await db.exec('select public.resend_failed_leads()')
    }),
  )
} finally {
  rig.receiver.behave({ kind: 'healthy' })
  await edge.kill()
  await rig.close()
  await db.close()
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${(value / 1000).toFixed(2)} s`)
console.log(`\nLead delivery on PGlite, ${LEADS} leads per scenario (plus ${Math.ceil(LEADS / 10)} spam-marked), runner timer and schedule 1 s, retries 1 s doubling to 8 s, watchdog after 3 s:\n`)
const header = ['scenario', 'leads sent', 'delivered', 'retried', 'attempts', 'failed', 'alerts', 'first alert', 'scheduled runs failed', 'spam sent', 'duplicates', 'insert to delivery, median', 'worst', 'run']
const counts = (row: Figures) => [row.sent, row.delivered, row.retried, row.attempts, row.failed, row.alerts].map(String)
console.log(table(header, results.map((row) => [row.scenario, ...counts(row), ms(row.firstAlertMs), ...[row.failedRuns, row.spamSent, row.duplicates].map(String), ms(row.medianMs), ms(row.worstMs), `${row.seconds.toFixed(0)} s`])))
console.log(`BENCH_JSON ${JSON.stringify({ leads: LEADS, results })}`)
