// Delivery of stored leads to the automation webhook, at least once and never lost. Claims due
// deliveries from the outbox (public.claim_lead_deliveries: FOR UPDATE SKIP LOCKED, so runners
// working at once never send one lead twice at once), POSTs each lead as JSON with its idempotency
// key (the lead's id) and a signature, and records the answer: only a 2xx counts. A failure is
// retried with exponential backoff until the give-up window has passed since the lead was stored;
// then it is marked failed, an alert names the lead, and it is retried once a day for two weeks.
// Each run ends with the database's watchdog (public.lead_delivery_watchdog): its alert about leads
// waiting too long, or delivery not running, goes out here when the schedule could not send it.
// The one module behind the Edge Function (production) and the local runner (npm run serve, dev).
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { retryDelaySeconds, type DeliverySettings } from './serverConfig.ts'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signatureHeader } from './signature.ts'

/** One claimed delivery: a lead to send (a failed lead's daily retry too), or the alert about a lead whose delivery failed. */
interface Claim {
  lead_id: string
  kind: 'lead' | 'retry' | 'alert'
  attempt: number
  last_error: string | null
  lead: Record<string, unknown>
}

/** What one run did; `superseded`: a result no longer recorded, as another runner had taken the lead over. */
export interface DeliveryReport {
  claimed: number
  delivered: number
  retrying: number
  failed: number
  alerted: number
  alertsFailed: number
  superseded: number
  /** The watchdog's alert, sent by this run: 1 or 0. */
  watchdogAlerts: number
}

export interface DeliveryOptions {
  /** With the service role key: only that role may claim and record. */
  settings: DeliverySettings
  /** Leads claimed per round; a run goes on until nothing is due (or MAX_ROUNDS). */
  batchSize?: number
  /** Where progress lines go: lead ids and outcomes only, never what a visitor wrote. */
  log?: (line: string) => void
}

const USER_AGENT = 'Sparkwell-Lead-Delivery/1'
const MAX_ROUNDS = 50

/** supabase-js as a server calls the database with the service role key: no session to keep. */
export const serviceClient = ({ supabaseUrl, serviceRoleKey }: Pick<DeliverySettings, 'supabaseUrl' | 'serviceRoleKey'>) =>
  createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } })

/** Why a POST did not count, in words that never include what the receiver or the visitor wrote. */
function failureText(error: unknown, timeoutSeconds: number): string {
  const name = (error as { name?: string }).name
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutSeconds} s`
  const cause = (error as { cause?: { code?: string } }).cause?.code
  return `connection failed (${cause ?? name ?? 'network error'})`
}

/** POSTs a signed JSON body; resolves to null when the answer was a 2xx, else to why not. */
async function post(url: string, body: string, headers: Record<string, string>, secret: string, timeoutSeconds: number): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      // A redirect would turn the POST into a GET somewhere else: it is an answer, not a delivery.
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', 'User-Agent': USER_AGENT, [SIGNATURE_HEADER]: await signatureHeader(secret, body, Math.floor(Date.now() / 1000)), ...headers },
      body,
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    })
    await response.body?.cancel()
    return response.status >= 200 && response.status < 300 ? null : `HTTP ${response.status}`
  } catch (error) {
    return failureText(error, timeoutSeconds)
  }
}

async function rpc<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await supabase.rpc(name, args)
  if (error) throw new Error(`${name} failed: ${error.code ?? ''} ${error.message}`)
  return data as T
}

/** The alert's body: enough to call the visitor back by hand, as a chat webhook shows `text`. */
function alertBody(claim: Claim, lastError: string | null): string {
  const lead = claim.lead
  const who = [lead.first_name, lead.last_name].filter(Boolean).join(' ')
  const text =
    `A lead could not be delivered to the automation webhook: ${String(lead.form_type)} from ${who} ` +
    `(${String(lead.email)}, ${String(lead.phone)}), received ${String(lead.created_at)}, id ${claim.lead_id}. ` +
    `Last error: ${lastError ?? 'unknown'}. The lead is kept in form_submissions.`
  return JSON.stringify({ text, event: 'lead.delivery_failed', lead_id: claim.lead_id, last_error: lastError, lead })
}

/** Claims and delivers every due lead (and due alert), round after round, and reports what it did. */
export async function deliverDueLeads({ settings, batchSize = 20, log = () => {} }: DeliveryOptions): Promise<DeliveryReport> {
  const { policy } = settings
  const supabase = serviceClient(settings)
  const report: DeliveryReport = { claimed: 0, delivered: 0, retrying: 0, failed: 0, alerted: 0, alertsFailed: 0, superseded: 0, watchdogAlerts: 0 }

  async function sendAlert(claim: Claim, lastError: string | null) {
    const error = await post(settings.alertUrl, alertBody(claim, lastError), { [IDEMPOTENCY_HEADER]: `alert-${claim.lead_id}` }, settings.webhookSecret, policy.timeoutSeconds)
    await rpc(supabase, 'finish_lead_alert', { lead_id: claim.lead_id, sent: error === null, error, retry_in_seconds: policy.maxRetrySeconds })
    if (error === null) report.alerted++
    else report.alertsFailed++
    log(`lead ${claim.lead_id}: alert ${error === null ? 'sent' : `not sent (${error})`}`)
  }

  async function deliver(claim: Claim) {
    const error = await post(settings.webhookUrl, JSON.stringify(claim.lead), { [IDEMPOTENCY_HEADER]: claim.lead_id, 'Sparkwell-Delivery-Attempt': String(claim.attempt) }, settings.webhookSecret, policy.timeoutSeconds)
    const status = await rpc<string | null>(supabase, 'finish_lead_delivery', {
      lead_id: claim.lead_id,
      attempt: claim.attempt,
      delivered: error === null,
      error,
      retry_in_seconds: retryDelaySeconds(policy, claim.attempt),
      give_up_after_seconds: policy.giveUpAfterSeconds,
    })
    if (status === 'delivered') report.delivered++
    else if (status === 'pending') report.retrying++
    else if (status === 'failed') report.failed++
    else report.superseded++
    log(`lead ${claim.lead_id}: attempt ${claim.attempt} ${error === null ? 'delivered' : `failed (${error})`}, now ${status ?? 'taken over by another runner'}`)
    // Alerted once, when it first fails; its daily retries fail quietly.
    if (status === 'failed' && claim.kind === 'lead') await sendAlert(claim, error)
  }

  /** Sends the watchdog's alert, if one is due, and records it as sent only once the alert address took it. */
  async function sendWatchdogAlert() {
    const alert = await rpc<{ key: string } | null>(supabase, 'lead_delivery_watchdog', {})
    if (!alert) return
    const error = await post(settings.alertUrl, JSON.stringify(alert), { [IDEMPOTENCY_HEADER]: alert.key }, settings.webhookSecret, policy.timeoutSeconds)
    if (error === null) {
      await rpc(supabase, 'record_lead_delivery_alert', { alert })
      report.watchdogAlerts++
    }
    log(`watchdog alert ${error === null ? 'sent' : `not sent (${error}), tried again on the next run`}`)
  }

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claims = await rpc<Claim[]>(supabase, 'claim_lead_deliveries', { max_count: batchSize, lease_seconds: policy.leaseSeconds, with_alerts: true })
    if (!claims?.length) break
    report.claimed += claims.length
    // One lead's trouble (a slow receiver, a failed write) must not hold back or lose the others.
    const outcomes = await Promise.allSettled(claims.map((claim) => (claim.kind === 'alert' ? sendAlert(claim, claim.last_error) : deliver(claim))))
    for (const outcome of outcomes) if (outcome.status === 'rejected') log(`a delivery could not be recorded, and will be retried when its claim runs out: ${String(outcome.reason)}`)
  }
  await sendWatchdogAlert()
  return report
}
