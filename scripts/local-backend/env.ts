// Where the local backend listens, the build settings that point the site's forms at it, and the
// settings of its lead delivery runner.
import { env, environmentOf } from '../../lib/settings.ts'
import { deliveryVariables, parseDeliverySettings, type DeliverySettings } from '../../supabase/functions/_shared/serverConfig.ts'

/** Supabase's own local port by default; the browser tests use another so both can run. */
export const localBackendPort = () => env.LOCAL_BACKEND_PORT

/** The local webhook receiver listens beside the gateway, on the next port. */
export const localReceiverPort = (backendPort = localBackendPort()) => backendPort + 1

/** Keys for the local gateway only: they guard nothing real, and never reach a hosted project. */
export const LOCAL_ANON_KEY = 'local-anon-key'
export const LOCAL_SERVICE_ROLE_KEY = 'local-service-role-key'
/** The secret the local runner signs with and the local receiver checks, unless LEAD_WEBHOOK_SECRET is set. */
export const LOCAL_WEBHOOK_SECRET = 'local-webhook-secret-not-for-production'

/** What the site is built with: the gateway's address and the public key, nothing of the webhook. */
export function localSubmissionEnv(port = localBackendPort()): Record<string, string> {
  return {
    PUBLIC_ENV__SUPABASE_URL: `http://127.0.0.1:${port}`,
    PUBLIC_ENV__SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
  }
}

/**
 * The local runner's settings: the gateway with the service role key, and the local receiver (for
 * leads and for alerts), unless LEAD_WEBHOOK_URL (and LEAD_WEBHOOK_SECRET) or ALERT_WEBHOOK_URL
 * point elsewhere. The other variables of supabase/functions/_shared/serverConfig.ts apply as set.
 */
export function localDeliverySettings(port = localBackendPort(), source: Record<string, string | undefined> = environmentOf(deliveryVariables)): DeliverySettings {
  const parsed = parseDeliverySettings({
    ...source,
    SUPABASE_URL: `http://127.0.0.1:${port}`,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    LEAD_WEBHOOK_URL: source.LEAD_WEBHOOK_URL || `http://127.0.0.1:${localReceiverPort(port)}/webhook`,
    LEAD_WEBHOOK_SECRET: source.LEAD_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET,
    ALERT_WEBHOOK_URL: source.ALERT_WEBHOOK_URL || `http://127.0.0.1:${localReceiverPort(port)}/alerts`,
  })
  if (!parsed.ok) throw new Error(`Lead delivery settings: ${parsed.problems.join('; ')}`)
  return parsed.settings
}

/** The local backend is used whenever no hosted Supabase project is configured. */
export const usesLocalBackend = () => !env.PUBLIC_ENV__SUPABASE_URL

/** The backend port of the browser tests (package.json's test:e2e builds with the same). */
export const E2E_BACKEND_PORT = 54329
