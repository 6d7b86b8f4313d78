// The test cluster's cron database (CRON_DATABASE, the one cron.database_name names) set up as a
// hosted project with pg_cron enabled: the extension created by the admin, as supautils creates it
// for postgres, with the privileges Supabase's grant_pg_cron_access gives postgres; the pg_net and
// Vault stand-ins, granted likewise; then the migrations, as postgres, which make the schedule.
// A person's lead stored eleven minutes ago waits there, so the first scheduled run has a delivery
// to wake and an alert to send. Made by the global setup: the schedule runs once a minute (Debian's
// pg_cron 1.4 has no seconds), and so has run by the time its test looks.
import pg from 'pg'
import { applyMigrations } from '../../../scripts/local-backend/database.ts'
import { CRON_DATABASE, postgresDatabase } from './postgres.ts'
import { NET_STAND_IN, VAULT_STAND_IN } from '../../../supabase/testing/standIns.ts'
import { SUBMIT_AS_POSTGREST, submissionBody } from '../postgrestCall.ts'

/** Where the schedule's calls go; nothing listens there: the test reads what pg_net queued. */
export const CRON_SECRETS = { lead_delivery_url: 'http://127.0.0.1:9/functions/v1/deliver-leads', lead_delivery_token: 'cron-test-token-0123456789', lead_alert_url: 'http://127.0.0.1:9/alerts' }

export async function prepareCronDatabase({ host, port }: { host: string; port: number }): Promise<void> {
  const admin = new pg.Client({ host, port, database: CRON_DATABASE, user: 'supabase_admin' })
  await admin.connect()
  try {
    await admin.query(`
      create extension pg_cron;
      grant usage on schema cron to postgres with grant option;
      grant all privileges on all tables in schema cron to postgres with grant option;
      revoke all on table cron.job from postgres;
      grant select on table cron.job to postgres with grant option;
      ${NET_STAND_IN}
      ${VAULT_STAND_IN}
      grant usage on schema net, vault to postgres;
      grant all on all tables in schema net, vault to postgres;
      grant all on all sequences in schema net to postgres;`)
    for (const [name, secret] of Object.entries(CRON_SECRETS)) await admin.query('select vault.create_secret($1, $2)', [secret, name])
  } finally {
    await admin.end()
  }
  const db = postgresDatabase({ host, port, database: CRON_DATABASE })
  try {
    await applyMigrations(db)
    const lead = { form_type: 'contact', first_name: 'Priya', last_name: 'Shah', email: 'priya@cron.example', phone: '0412 345 678', message: 'A quote, please.', honeypot: '', fill_ms: 9_000 }
    await db.asRole('anon', (tx) => tx.query(SUBMIT_AS_POSTGREST, [submissionBody(lead)]))
    await db.exec("update public.lead_deliveries set created_at = created_at - interval '11 minutes'")
  } finally {
    await db.close()
  }
}
