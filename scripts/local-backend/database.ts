// An embedded PostgreSQL (PGlite) with the roles Supabase has and the repo's migrations applied,
// for the local backend and the SQL tests.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import fs from 'node:fs'
import path from 'node:path'

export const MIGRATIONS_DIR = path.resolve('supabase/migrations')

/** The roles a Supabase project has; the migrations grant to them. */
const SUPABASE_ROLES = ['anon', 'authenticated', 'service_role']

/**
 * Opens (or creates) the database and applies every migration not yet applied, in file-name
 * order, as `supabase db push` would. No dataDir: in memory, gone when the process ends.
 */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  for (const role of SUPABASE_ROLES) {
    await db.exec(`do $$ begin if not exists (select from pg_roles where rolname = '${role}') then create role ${role} nologin; end if; end $$;`)
  }
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, applied_at timestamptz not null default now());
  `)
  const applied = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version))
  for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort()) {
    const version = file.replace(/\.sql$/, '')
    if (applied.has(version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [version])
    })
  }
  return db
}

/**
 * Runs `work` as a database role inside a transaction, the way PostgREST runs each request.
 * PGlite connects as a superuser, so without this every test would pass whatever the grants say.
 */
export async function asRole<T>(db: PGlite, role: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!/^[a-z_]+$/.test(role)) throw new Error(`Not a role name: ${role}`)
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    return work(tx)
  })
}
