// What the lead delivery tests (and the delivery benchmark) stand on: a migrated database, the
// local gateway with both keys, a webhook receiver and an alert receiver that can be told to fail,
// and settings with a fast retry schedule.
import type http from 'node:http'
import type { Database } from '../../scripts/local-backend/database.ts'
import { createGateway } from '../../scripts/local-backend/gateway.ts'
import { listen } from '../../scripts/local-backend/localBackend.ts'
import { createWebhookReceiver, type WebhookReceiver } from '../../scripts/local-backend/webhookReceiver.ts'
import { postSubmission } from '../../lib/submissions/submit.ts'
import { parseDeliverySettings, type DeliverySettings } from '../functions/_shared/serverConfig.ts'

const ANON_KEY = 'rig-anon-key'
export const SERVICE_KEY = 'rig-service-role-key'
export const SECRET = 'rig-webhook-secret-0123456789'

export interface DeliveryRig {
  db: Database
  origin: string
  receiver: WebhookReceiver & { url: string }
  alerts: WebhookReceiver & { url: string }
  /** The delivery variables (serverConfig.ts) that point at the rig: its gateway with the service role key, its receivers. */
  env: Record<string, string>
  settings(overrides?: Record<string, string>): DeliverySettings
  close(): Promise<void>
}

const at = async (server: http.Server) => `http://127.0.0.1:${await listen(server, 0)}`

export async function startDeliveryRig(db: Database): Promise<DeliveryRig> {
  // Many leads from one address and a few e-mail addresses: the limits have tests of their own.
  await db.exec('update public.submission_limits set max_submissions = 1000000')
  const gateway = createGateway({ db, anonKey: ANON_KEY, serviceRoleKey: SERVICE_KEY })
  const origin = await at(gateway)
  const receiver = createWebhookReceiver({ secret: SECRET })
  const alerts = createWebhookReceiver({ secret: SECRET, signed: false })
  const receiverUrl = `${await at(receiver.server)}/webhook`
  const alertUrl = `${await at(alerts.server)}/alerts`
  const env = { SUPABASE_URL: origin, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY, LEAD_WEBHOOK_URL: receiverUrl, LEAD_WEBHOOK_SECRET: SECRET, ALERT_WEBHOOK_URL: alertUrl }
  return {
    db,
    origin,
    receiver: Object.assign(receiver, { url: receiverUrl }),
    alerts: Object.assign(alerts, { url: alertUrl }),
    env,
    settings(overrides = {}) {
      const parsed = parseDeliverySettings({
        ...env,
        LEAD_RETRY_FIRST_SECONDS: '0.2',
        LEAD_RETRY_MAX_SECONDS: '0.8',
        LEAD_GIVE_UP_AFTER_SECONDS: '300',
        // Generous: on a loaded machine a healthy receiver can take over a second, and a POST
        // timed out after it answered is sent again (at least once), a duplicate at the receiver.
        LEAD_DELIVERY_TIMEOUT_SECONDS: '5',
        LEAD_CLAIM_LEASE_SECONDS: '3',
        ...overrides,
      })
      if (!parsed.ok) throw new Error(parsed.problems.join('; '))
      return parsed.settings
    },
    async close() {
      await Promise.all([gateway, receiver.server, alerts.server].map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}

let sent = 0
/** A lead as a person sends it through a form (the bot guards' signals say: a person). */
export const personLead = (tag: string) => ({
  form_type: 'contact',
  first_name: 'Priya',
  last_name: 'Shah',
  email: `priya.${tag}.${sent++}@harbourside.example`,
  phone: '0412 345 678',
  message: 'Nightly cleaning for a 300 sqm office in North Sydney.',
  page_path: '/contact',
  utm_source: 'google',
  honeypot: '',
  fill_ms: 9_000,
})

/** Stores leads through the gateway as the forms do; returns the stored rows. */
export async function submitLeads(rig: Pick<DeliveryRig, 'origin'>, submissions: object[]): Promise<Record<string, unknown>[]> {
  const rows = []
  for (const submission of submissions) {
    const { status, body } = await postSubmission({ supabaseUrl: rig.origin, anonKey: ANON_KEY }, submission)
    if (status !== 200) throw new Error(`submit_form refused a test lead: ${JSON.stringify(body)}`)
    rows.push(body as Record<string, unknown>)
  }
  return rows
}

/** The outbox rows of these leads, by id. */
export async function deliveriesOf(db: Database, ids: unknown[]): Promise<Map<string, Record<string, unknown>>> {
  const rows = await db.query<Record<string, unknown>>('select * from public.lead_deliveries where submission_id = any($1::uuid[])', [ids])
  return new Map(rows.rows.map((row) => [String(row.submission_id), row]))
}
