import { execFile, spawn, type ChildProcess } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../scripts/local-backend/database'
import { BACKENDS, openBackend } from '../testing/backends'
import { deliveriesOf, personLead, SECRET, SERVICE_KEY, startDeliveryRig, submitLeads, type DeliveryRig } from '../testing/deliveryRig'

// The Edge Function as Supabase runs it: its entry under real Deno (the binary the `deno` package
// ships), the shared delivery module, supabase-js from node_modules, invoked over HTTP as pg_net
// and pg_cron invoke it, against the gateway on PGlite and on a real PostgreSQL 15.
const DENO = path.resolve('node_modules/.bin/deno')
const ENTRY = 'supabase/functions/deliver-leads/index.ts'
const CONFIG = 'supabase/functions/deliver-leads/deno.json'
const TOKEN = 'deno-test-invoke-token-0123456789'

test('the Edge Function type-checks under Deno', { timeout: 180_000 }, async () => {
  const { stderr } = await promisify(execFile)(DENO, ['check', '--quiet', '--node-modules-dir=manual', '--config', CONFIG, ENTRY]).catch((error: { stderr: string }) => ({ stderr: `failed: ${error.stderr}` }))
  expect(stderr).toBe('')
})

const freePort = () => new Promise<number>((resolve) => { const server = net.createServer().listen(0, '127.0.0.1', () => { const { port } = server.address() as AddressInfo; server.close(() => resolve(port)) }) })

describe.each(BACKENDS)('on %s', (backend) => {
  let db: Database
  let rig: DeliveryRig
  let port: number
  let deno: ChildProcess | undefined

  /** Starts the function under Deno with the given settings; resolves once it answers. */
  async function startFunction() {
    port = await freePort()
    deno = spawn(DENO, ['run', '--no-check', '--node-modules-dir=manual', '--config', CONFIG, '--allow-net', '--allow-env', '--allow-read', ENTRY], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DENO_NO_UPDATE_CHECK: '1',
        PORT: String(port),
        SUPABASE_URL: rig.origin,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        LEAD_WEBHOOK_URL: rig.receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        ALERT_WEBHOOK_URL: rig.alerts.url,
        LEAD_DELIVERY_TOKEN: TOKEN,
        LEAD_RETRY_FIRST_SECONDS: '0.2',
        LEAD_RETRY_MAX_SECONDS: '0.8',
        LEAD_DELIVERY_TIMEOUT_SECONDS: '20',
        LEAD_CLAIM_LEASE_SECONDS: '2',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    // Ready once it answers (401: no token); a start that fails or hangs is an error, not a wait.
    const started = deno
    const exited = new Promise<never>((_, reject) => started.once('exit', (code) => reject(new Error(`deno exited (${code}) before serving`))))
    const deadline = Date.now() + 60_000
    for (;;) {
      const status = await Promise.race([fetch(`http://127.0.0.1:${port}`, { method: 'POST' }).then((response) => response.status, () => 0), exited])
      if (status === 401) return
      if (Date.now() > deadline) throw new Error('deno did not serve within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  const invoke = (token = TOKEN) => fetch(`http://127.0.0.1:${port}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })

  beforeAll(async () => {
    db = await openBackend(backend)
    rig = await startDeliveryRig(db)
    await startFunction()
  }, 120_000)

  afterAll(async () => {
    deno?.kill('SIGKILL')
    await rig.close()
    await db.close()
  })

  test('only a caller with the token starts a run', async () => {
    expect((await invoke('someone-else')).status).toBe(401)
    expect((await fetch(`http://127.0.0.1:${port}`)).status).toBe(405)
  })

  test('a run delivers every due lead once, signed, keyed by its id', async () => {
    const rows = await submitLeads(rig.visitor, Array.from({ length: 5 }, () => personLead('deno')))
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
    const [row] = await submitLeads(rig.visitor, [personLead('killed')])
    void invoke().catch(() => {})
    await expect.poll(() => rig.receiver.receipts.some((receipt) => receipt.idempotencyKey === row!.id), { timeout: 30_000 }).toBe(true)
    deno!.kill('SIGKILL')
    await new Promise((resolve) => deno!.once('exit', resolve))
    // Claimed, in flight when the runner died: still there, and not delivered.
    expect((await deliveriesOf(db, [row!.id])).get(String(row!.id))).toMatchObject({ status: 'sending', attempts: 1, delivered_at: null })

    rig.receiver.behave({ kind: 'healthy' })
    await startFunction()
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
})
