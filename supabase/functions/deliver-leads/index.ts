// The lead delivery Edge Function (Supabase, Deno). pg_net calls it right after a lead is stored
// and pg_cron every minute (supabase/migrations/*_lead_deliveries.sql); each call delivers every
// due lead with the shared module, then sends the watchdog's alert if one is due. Deploy and
// secrets: docs/lead-delivery.md.
import { deliverDueLeads } from '../_shared/leadDelivery.ts'
import { parseDeliverySettings } from '../_shared/serverConfig.ts'

// The environment is read here, once, and passed in. A missing or malformed setting, the alert
// channel included, stops the function from starting, named: a function that could tell no one
// about a stuck lead must not look healthy.
const parsed = parseDeliverySettings(Deno.env.toObject())
if (!parsed.ok) throw new Error(`deliver-leads cannot start until its secrets are set (docs/lead-delivery.md): ${parsed.problems.join('; ')}`)
const { settings } = parsed

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, async (request) => {
  if (request.method !== 'POST') return json(405, { error: 'POST only' })
  // Only the database's trigger and schedule (and whoever holds the token) may start a run.
  if (!settings.invokeToken || request.headers.get('Authorization') !== `Bearer ${settings.invokeToken}`) return json(401, { error: 'unauthorized' })
  try {
    return json(200, await deliverDueLeads({ settings, log: (line) => console.log(line) }))
  } catch (error) {
    console.error('lead delivery run failed:', error instanceof Error ? error.message : error)
    return json(500, { error: 'run failed' })
  }
})
