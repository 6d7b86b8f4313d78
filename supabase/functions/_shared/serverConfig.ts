// The server-side delivery settings, every environment variable of lead delivery in one place,
// parsed once with zod and reported by name (never by value: some are secrets). The Edge Function
// passes Deno.env's values in at its entry; the local runner passes its own. None of these reach
// the browser: nothing under lib/ or islands/ imports this module.
import { z } from 'zod'

const secret = (minimum: number) => z.string().min(minimum, `must be at least ${minimum} characters`)
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const seconds = z.coerce.number({ error: 'must be a number of seconds' }).positive('must be more than 0')

const variables = z.object({
  /** The Supabase project, and its service role key (Supabase sets both in every Edge Function). */
  SUPABASE_URL: httpUrl,
  SUPABASE_SERVICE_ROLE_KEY: secret(1),
  /** The automation webhook each lead is POSTed to, and the secret its signature is made with. */
  LEAD_WEBHOOK_URL: httpUrl,
  LEAD_WEBHOOK_SECRET: secret(16),
  /** Where an alert goes when a lead could not be delivered; unset, failures are only recorded. */
  ALERT_WEBHOOK_URL: httpUrl.optional(),
  /** The bearer token pg_net and pg_cron invoke the Edge Function with (kept in Vault too). */
  LEAD_DELIVERY_TOKEN: secret(16).optional(),
  /** The retry schedule: the first retry's delay, doubling up to the longest, for this long after the lead was stored. */
  LEAD_RETRY_FIRST_SECONDS: seconds.default(30),
  LEAD_RETRY_MAX_SECONDS: seconds.default(3_600),
  LEAD_GIVE_UP_AFTER_SECONDS: seconds.default(86_400),
  /** How long one POST may take, and how long a claim holds a lead before another runner may take it. */
  LEAD_DELIVERY_TIMEOUT_SECONDS: seconds.default(10),
  LEAD_CLAIM_LEASE_SECONDS: seconds.default(120),
})

export interface RetryPolicy {
  firstRetrySeconds: number
  maxRetrySeconds: number
  giveUpAfterSeconds: number
  timeoutSeconds: number
  leaseSeconds: number
}

export interface DeliverySettings {
  supabaseUrl: string
  serviceRoleKey: string
  webhookUrl: string
  webhookSecret: string
  alertUrl?: string
  invokeToken?: string
  policy: RetryPolicy
}

export type DeliverySettingsResult = { ok: true; settings: DeliverySettings } | { ok: false; problems: string[] }

/** Reads the settings from an environment; blank values count as unset. Lists every problem at once. */
export function parseDeliverySettings(env: Record<string, string | undefined>): DeliverySettingsResult {
  const given = Object.fromEntries(Object.keys(variables.shape).map((name) => [name, env[name]?.trim() || undefined]))
  const parsed = variables.safeParse(given)
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${given[String(issue.path[0])] === undefined ? 'is not set' : issue.message}`) }
  }
  const value = parsed.data
  if (value.LEAD_RETRY_MAX_SECONDS < value.LEAD_RETRY_FIRST_SECONDS) return { ok: false, problems: ['LEAD_RETRY_MAX_SECONDS must not be less than LEAD_RETRY_FIRST_SECONDS'] }
  return {
    ok: true,
    settings: {
      supabaseUrl: value.SUPABASE_URL,
      serviceRoleKey: value.SUPABASE_SERVICE_ROLE_KEY,
      webhookUrl: value.LEAD_WEBHOOK_URL,
      webhookSecret: value.LEAD_WEBHOOK_SECRET,
      alertUrl: value.ALERT_WEBHOOK_URL,
      invokeToken: value.LEAD_DELIVERY_TOKEN,
      policy: {
        firstRetrySeconds: value.LEAD_RETRY_FIRST_SECONDS,
        maxRetrySeconds: value.LEAD_RETRY_MAX_SECONDS,
        giveUpAfterSeconds: value.LEAD_GIVE_UP_AFTER_SECONDS,
        timeoutSeconds: value.LEAD_DELIVERY_TIMEOUT_SECONDS,
        leaseSeconds: value.LEAD_CLAIM_LEASE_SECONDS,
      },
    },
  }
}

/** The delay before the next try after `attempt` failed tries: the first delay, doubled each time, capped. */
export const retryDelaySeconds = (policy: RetryPolicy, attempt: number) => Math.min(policy.firstRetrySeconds * 2 ** Math.max(0, attempt - 1), policy.maxRetrySeconds)
