// The server-side delivery settings, every environment variable of lead delivery in one place,
// parsed once with zod and reported by name (never by value: some are secrets). The Edge Function
// passes Deno.env's values in at its entry; the local runner passes its own. None of these reach
// the browser: nothing under lib/ or islands/ imports this module.
import * as z from 'zod'

export const secret = (minimum: number) => z.string().min(minimum, `must be at least ${minimum} characters`)
export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const seconds = z.coerce.number({ error: 'must be a number of seconds' }).positive('must be more than 0')

/**
 * Every variable, with what it is and what .env.example shows (npm run docs:env lists them there;
 * lib/settings.ts hands the local runner their values; this schema is the one that checks them).
 */
export const deliveryVariables = z.object({
  SUPABASE_URL: httpUrl.describe('The Supabase project (Supabase sets it in every Edge Function; the local runner uses its gateway).'),
  SUPABASE_SERVICE_ROLE_KEY: secret(1).describe('Its service role key (set by Supabase like SUPABASE_URL; never in the site).'),
  LEAD_WEBHOOK_URL: httpUrl.describe('The automation webhook each lead is POSTed to as JSON; unset locally, a local receiver.').meta({ example: 'https://hooks.example.com/your-webhook' }),
  LEAD_WEBHOOK_SECRET: secret(16).describe("The secret of the Sparkwell-Signature header, shared with the webhook's receiver (at least 16 characters).").meta({ example: 'a-long-random-secret-shared-with-the-receiver' }),
  ALERT_WEBHOOK_URL: httpUrl.describe('Required: where alerts go (a chat or e-mail webhook) when a lead waits undelivered or could not be delivered; unset locally, the local receiver.').meta({ example: 'https://hooks.example.com/alerts' }),
  LEAD_DELIVERY_TOKEN: secret(16).optional().describe('The bearer token pg_net and pg_cron invoke the Edge Function with (kept in Vault too).').meta({ example: 'a-long-random-token-also-kept-in-vault' }),
  LEAD_RETRY_FIRST_SECONDS: seconds.default(30).describe("The first retry's delay, doubled after each failure...").meta({ example: '30' }),
  LEAD_RETRY_MAX_SECONDS: seconds.default(3_600).describe('...up to this delay...').meta({ example: '3600' }),
  LEAD_GIVE_UP_AFTER_SECONDS: seconds.default(86_400).describe('...for this long after the lead was stored; then it is marked failed and an alert sent.').meta({ example: '86400' }),
  LEAD_DELIVERY_TIMEOUT_SECONDS: seconds.default(10).describe('How long one POST may take.').meta({ example: '10' }),
  LEAD_CLAIM_LEASE_SECONDS: seconds.default(120).describe('How long a claim holds a lead before another runner may take it.').meta({ example: '120' }),
})

/** An Edge Function's variables read from an environment; blank values count as unset. Lists every problem at once, by name (never by value: some are secrets). */
export function parseVariables<T extends z.ZodObject>(schema: T, env: Record<string, string | undefined>): { ok: true; value: z.infer<T> } | { ok: false; problems: string[] } {
  const given = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name]?.trim() || undefined]))
  const parsed = schema.safeParse(given)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${given[String(issue.path[0])] === undefined ? 'is not set' : issue.message}`) }
}

/** Reads the settings from an environment; blank values count as unset. Lists every problem at once. */
export function parseDeliverySettings(env: Record<string, string | undefined>) {
  const parsed = parseVariables(deliveryVariables, env)
  if (!parsed.ok) return parsed
  const { value } = parsed
  if (value.LEAD_RETRY_MAX_SECONDS < value.LEAD_RETRY_FIRST_SECONDS) return { ok: false as const, problems: ['LEAD_RETRY_MAX_SECONDS must not be less than LEAD_RETRY_FIRST_SECONDS'] }
  return {
    ok: true as const,
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

export type DeliverySettings = Extract<ReturnType<typeof parseDeliverySettings>, { ok: true }>['settings']
export type RetryPolicy = DeliverySettings['policy']

/** The delay before the next try after `attempt` failed tries: the first delay, doubled each time, capped. */
export const retryDelaySeconds = (policy: RetryPolicy, attempt: number) => Math.min(policy.firstRetrySeconds * 2 ** Math.max(0, attempt - 1), policy.maxRetrySeconds)
