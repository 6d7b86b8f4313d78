import fs from 'node:fs'
import pg from 'pg'
import { expect, inject, test } from 'vitest'
import { applyMigrations, bootstrapSql, MIGRATIONS_DIR, openDatabase, type Database } from '../scripts/local-backend/database'
import { CRON_DATABASE, postgresDatabase, startCluster } from '../tests/support/supabase/postgres'
import { openBackend } from '../tests/support/supabase/backends'
import { CRON_SECRETS } from '../tests/support/supabase/cronDatabase'

// pg_cron and pg_net wherever the migrations meet them: absent (PGlite), installed but not creatable
// by the role running the migrations, installed but not loaded, and created as a hosted project
// creates them, where the schedule really runs (Debian's pg_cron, tests/support/supabase/cronDatabase.ts).
const migrations = fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).map((name) => name.replace(/\.sql$/, '')).sort()

/** Every migration applied; what of pg_cron and pg_net is there; whether the schedule was made. */
async function outcome(db: Database) {
  const applied = (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by 1')).rows.map((row) => row.version)
  const [state] = (await db.query<{ available: string[]; created: string[]; scheduled: boolean }>(
    `select array(select name::text from pg_available_extensions where name in ('pg_cron', 'pg_net') order by 1) as available,
            array(select extname::text from pg_extension where extname in ('pg_cron', 'pg_net') order by 1) as created,
            to_regclass('cron.job') is not null as scheduled`,
  )).rows
  return { applied: applied.length === migrations.length && applied.every((version, index) => version === migrations[index]), ...state }
}

test('absent (PGlite): the migrations apply, and no schedule is made', async () => {
  const db = await openDatabase()
  try {
    expect(await outcome(db)).toEqual({ applied: true, available: [], created: [], scheduled: false })
  } finally {
    await db.close()
  }
})

test("installed but not creatable by postgres, who runs the migrations (Debian's postgresql-15-cron): they apply, with no schedule", async () => {
  const db = await openBackend('PostgreSQL 15')
  try {
    expect(await outcome(db)).toEqual({ applied: true, available: ['pg_cron'], created: [], scheduled: false })
  } finally {
    await db.close()
  }
})

test('installed but not loaded (not in shared_preload_libraries): the migrations apply, as postgres and as a superuser', { timeout: 120_000 }, async () => {
  // Starting it migrates its template as postgres; a superuser then migrates a database of its own.
  const cluster = await startCluster({ cron: false })
  try {
    const admin = new pg.Client({ host: cluster.host, port: cluster.port, database: 'postgres', user: 'supabase_admin' })
    await admin.connect()
    await admin.query('create database by_superuser').finally(() => admin.end())
    const db = postgresDatabase({ host: cluster.host, port: cluster.port, database: 'by_superuser', owner: 'supabase_admin' })
    try {
      await db.exec(bootstrapSql('01_database'))
      await applyMigrations(db)
      expect(await outcome(db)).toEqual({ applied: true, available: ['pg_cron'], created: [], scheduled: false })
    } finally {
      await db.close()
    }
  } finally {
    await cluster.stop()
  }
})

test('created as a hosted project creates them: every minute the schedule wakes the delivery function and sends the watchdog alert', { timeout: 180_000 }, async () => {
  const db = postgresDatabase({ ...inject('postgres'), database: CRON_DATABASE })
  try {
    expect(await outcome(db)).toMatchObject({ applied: true, created: ['pg_cron'], scheduled: true })
    expect((await db.query('select schedule, command, username, active from cron.job')).rows).toEqual([
      { schedule: '* * * * *', command: 'select public.run_lead_delivery_schedule()', username: 'postgres', active: true },
    ])
    // pg_cron runs it at the turn of each minute: waited for, never slept on.
    await expect
      .poll(async () => (await db.query("select status from cron.job_run_details where status in ('succeeded', 'failed')")).rows.map((run) => run.status), { timeout: 150_000, interval: 1_000 })
      .toContain('succeeded')
    const calls = (await db.query<{ url: string; headers: Record<string, string>; body: { event?: string; text?: string } }>('select url, headers, body from net.http_request_queue order by id')).rows
    expect(calls[0]).toMatchObject({ url: CRON_SECRETS.lead_delivery_url, headers: { Authorization: `Bearer ${CRON_SECRETS.lead_delivery_token}` } })
    const alerts = calls.filter((call) => call.url === CRON_SECRETS.lead_alert_url)
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.body).toMatchObject({ event: 'lead.delivery_stuck', leads: [{ cause: 'no_attempt' }] })
    expect(alerts[0]!.body.text).toContain('contact from Priya Shah (priya@cron.example, 0412 345 678)')
  } finally {
    await db.close()
  }
})
