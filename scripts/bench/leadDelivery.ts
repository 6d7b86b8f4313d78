// npm run bench:delivery: leads through the gateway (as the forms send them) and the delivery
// runner (timer and insert notification, as `npm run serve` runs it) to a receiver that is first
// healthy, then failing (500s, hanging past the timeout, down for a while), then dead for longer
// than the give-up window. Prints, per scenario: leads sent, delivered, retried, failed, spam sent,
// duplicates, and the time from insert to delivery (median and worst). Asserts nothing.
import { setTimeout as sleep } from 'node:timers/promises'
import { commandLine } from '../commandLine.ts'
import { openDatabase, postgresDatabase, type Database } from '../local-backend/database.ts'
import { startDeliveryRunner } from '../local-backend/deliveryRunner.ts'
import { createDatabase, startCluster, type Cluster } from '../postgres/cluster.ts'
import { deliveriesOf, personLead, startDeliveryRig, submitLeads, type DeliveryRig } from '../../supabase/testing/deliveryRig.ts'

const usage = `Usage: npm run bench:delivery -- [--leads 60] [--postgres]

  --leads N     leads per scenario (default 60), plus a tenth as many spam-marked ones
  --postgres    run on a throwaway PostgreSQL 15 cluster instead of PGlite`
const { values } = commandLine('bench:delivery', usage).parse({ options: { leads: { type: 'string', default: '60' }, postgres: { type: 'boolean', default: false } } })
const LEADS = Number(values.leads)

interface Figures {
  scenario: string
  sent: number
  delivered: number
  retried: number
  attempts: number
  failed: number
  alerts: number
  spamSent: number
  duplicates: number
  medianMs: number
  worstMs: number
  seconds: number
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN
}

/** Sends the leads while `weather` plays out on the receiver, then waits until each lead is settled. */
async function scenario(rig: DeliveryRig, name: string, overrides: Record<string, string>, weather: (rig: DeliveryRig) => Promise<void>, settled: (row: Record<string, unknown>) => boolean): Promise<Figures> {
  rig.receiver.receipts.length = 0
  rig.alerts.receipts.length = 0
  const tag = name.replace(/\W+/g, '-')
  const runner = await startDeliveryRunner({ settings: rig.settings(overrides), db: rig.db, intervalMs: 1_000 })
  const started = Date.now()
  const leads: Record<string, unknown>[] = []
  const spam: Record<string, unknown>[] = []
  const sending = (async () => {
    for (let index = 0; index < LEADS; index++) {
      leads.push(...(await submitLeads(rig.visitor, [personLead(tag)])))
      if (index % 10 === 0) spam.push(...(await submitLeads(rig.visitor, [{ ...personLead(tag), fill_ms: 300 }])))
      await sleep(40)
    }
  })()
  await Promise.all([sending, weather(rig)])
  for (;;) {
    const deliveries = await deliveriesOf(rig.db, leads.map((row) => row.id))
    if ([...deliveries.values()].every(settled)) break
    await sleep(200)
  }
  await runner.stop()
  const deliveries = await deliveriesOf(rig.db, leads.map((row) => row.id))
  const accepted = rig.receiver.accepted()
  const times = leads.filter((row) => accepted.has(String(row.id))).map((row) => accepted.get(String(row.id))![0]!.receivedAt - new Date(row.created_at as string).getTime())
  const spamIds = new Set(spam.map((row) => String(row.id)))
  return {
    scenario: name,
    sent: leads.length,
    delivered: [...deliveries.values()].filter((row) => row.status === 'delivered').length,
    retried: [...deliveries.values()].filter((row) => Number(row.attempts) > 1).length,
    attempts: [...deliveries.values()].reduce((sum, row) => sum + Number(row.attempts), 0),
    failed: [...deliveries.values()].filter((row) => row.status === 'failed').length,
    alerts: rig.alerts.receipts.filter((receipt) => receipt.status === 200).length,
    spamSent: rig.receiver.receipts.filter((receipt) => spamIds.has(String(receipt.idempotencyKey))).length,
    duplicates: [...accepted.values()].reduce((sum, receipts) => sum + receipts.length - 1, 0),
    medianMs: median(times),
    worstMs: times.length ? Math.max(...times) : NaN,
    seconds: (Date.now() - started) / 1000,
  }
}

let cluster: Cluster | undefined
let db: Database
if (values.postgres) {
  cluster = await startCluster()
  db = postgresDatabase(await createDatabase(cluster))
} else {
  db = await openDatabase()
}
const rig = await startDeliveryRig(db)
// The production schedule starts at 30 s and doubles to an hour; here 1 s doubling to 8 s, so a run takes a minute.
const fast = { LEAD_RETRY_FIRST_SECONDS: '1', LEAD_RETRY_MAX_SECONDS: '8', LEAD_DELIVERY_TIMEOUT_SECONDS: '2', LEAD_CLAIM_LEASE_SECONDS: '10' }
const results: Figures[] = []
try {
  results.push(await scenario(rig, 'receiver healthy', fast, async () => {}, (row) => row.status === 'delivered'))
  results.push(
    await scenario(rig, 'receiver failing, then back', fast, async ({ receiver }) => {
      receiver.behave({ kind: 'fail', count: 15 })
      await sleep(1_000)
      receiver.behave({ kind: 'hang' })
      await sleep(2_500)
      receiver.behave({ kind: 'down' })
      await sleep(4_000)
      receiver.behave({ kind: 'error' })
      await sleep(2_000)
      receiver.behave({ kind: 'healthy' })
    }, (row) => row.status === 'delivered'),
  )
  results.push(
    await scenario(rig, 'receiver down past the give-up window (10 s here)', { ...fast, LEAD_GIVE_UP_AFTER_SECONDS: '10' }, async ({ receiver }) => receiver.behave({ kind: 'down' }), (row) => row.status === 'failed' && row.alerted_at !== null),
  )
} finally {
  rig.receiver.behave({ kind: 'healthy' })
  await rig.close()
  await db.close()
  await cluster?.stop()
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : `${(value / 1000).toFixed(2)} s`)
console.log(`\nLead delivery on ${values.postgres ? 'PostgreSQL 15' : 'PGlite'}, ${LEADS} leads per scenario (plus ${Math.ceil(LEADS / 10)} spam-marked), runner timer 1 s, retries 1 s doubling to 8 s:\n`)
console.log('| scenario | leads sent | delivered | retried | attempts | failed | alerts | spam sent | duplicates | insert to delivery, median | worst | run |')
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const row of results) {
  console.log(`| ${row.scenario} | ${row.sent} | ${row.delivered} | ${row.retried} | ${row.attempts} | ${row.failed} | ${row.alerts} | ${row.spamSent} | ${row.duplicates} | ${ms(row.medianMs)} | ${ms(row.worstMs)} | ${row.seconds.toFixed(0)} s |`)
}
