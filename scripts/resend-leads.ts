// npm run leads:resend: sends every failed lead again now, through public.resend_failed_leads (the
// service role's only), each with its id still its idempotency key, so a receiver that took one
// before takes it once. To the hosted project with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY set;
// without them, to the local backend of npm run serve, npm start or npm run dev.
import { environmentOf } from '../lib/settings.ts'
import { serviceClient } from '../supabase/functions/_shared/leadDelivery.ts'
import { deliveryVariables } from '../supabase/functions/_shared/serverConfig.ts'
import { LOCAL_SERVICE_ROLE_KEY, localBackendPort } from './local-backend/env.ts'

const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = environmentOf(deliveryVariables)
const url = SUPABASE_URL ?? `http://127.0.0.1:${localBackendPort()}`
const key = SUPABASE_URL ? SUPABASE_SERVICE_ROLE_KEY : LOCAL_SERVICE_ROLE_KEY
if (!key) {
  console.error(`SUPABASE_SERVICE_ROLE_KEY is not set: set it to the service role key of ${url} (Project Settings, API Keys) to send its failed leads again.`)
  process.exit(1)
}
const supabase = serviceClient({ supabaseUrl: url, serviceRoleKey: key })
const { data, error } = await supabase.rpc('resend_failed_leads').then((answer) => answer, (caught: Error) => ({ data: null, error: caught }))
if (error) {
  console.error(`The failed leads could not be sent again from ${url}: ${error.message}`)
  process.exit(1)
}
console.log(`${Number(data)} failed lead(s) at ${url} will be sent again now; \`select * from public.lead_delivery_health\` shows how delivery stands.`)
