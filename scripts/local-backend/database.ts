// The database behind the local backend and the SQL tests, set up as a hosted Supabase project is
// (supabase/bootstrap/) with the repo's migrations applied: an embedded PostgreSQL (PGlite). The
// tests also run a real PostgreSQL server behind the same interface (tests/support/supabase/postgres.ts),
// so every test can run against each and the two must agree.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import fs from 'node:fs'
import path from 'node:path'

export const MIGRATIONS_DIR = path.resolve('supabase/migrations')
const BOOTSTRAP_DIR = path.resolve('supabase/bootstrap')

/** Something that runs SQL: the database itself, or one transaction of it; rows the same from either backend. */
export interface SqlClient {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(sql: string): Promise<void>
}

/** Per-request settings PostgREST gives SQL: the request's headers (lower-case names) and JWT claims. */
export interface RequestSettings {
  headers?: Record<string, string>
  claims?: Record<string, unknown>
}

export interface Database extends SqlClient {
  readonly kind: 'PGlite' | 'PostgreSQL'
  /** Runs `work` in one transaction, rolled back if it throws. */
  transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T>
  /** Runs `work` in a transaction as an API role, as PostgREST runs each request. */
  asRole<T>(role: string, work: (tx: SqlClient) => Promise<T>, request?: RequestSettings): Promise<T>
  /** Calls `onNotify` for each NOTIFY on the channel; resolves to a function that stops listening. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

const sqlFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, version: name.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, name), 'utf8') }))

/** The bootstrap files, by name: the roles, the database's setup, and the demotion of postgres. */
export const bootstrapSql = (name: '00_cluster_roles' | '01_database' | '02_demote_postgres') => sqlFiles(BOOTSTRAP_DIR).find((file) => file.version === name)!.sql

/**
 * Applies every migration not yet applied, in file-name order, each in its own transaction, as
 * `supabase db push` does, recording each in supabase_migrations.schema_migrations.
 */
export async function applyMigrations(db: Pick<Database, 'query' | 'transaction'>): Promise<void> {
  const applied = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version))
  for (const file of sqlFiles(MIGRATIONS_DIR)) {
    if (applied.has(file.version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(file.sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [file.version])
    })
  }
}

const ROLE_NAME = /^[a-z_]+$/

/** asRole over the transactions of the login PostgREST uses: each made a request, its role, then the settings PostgREST gives SQL. */
export function asRequestIn(transaction: Database['transaction']): Database['asRole'] {
  return (role, work, request = {}) =>
    transaction(async (tx) => {
      if (!ROLE_NAME.test(role)) throw new Error(`Not a role name: ${role}`)
      await tx.exec(`set local role ${role}`)
      await tx.query("select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.role', $3, true)", [
        JSON.stringify(request.headers ?? {}),
        JSON.stringify({ role, ...request.claims }),
        role,
      ])
      return work(tx)
    })
}

/**
 * Opens (or creates) a PGlite database set up as a hosted Supabase project and migrated. PGlite's
 * own user, postgres, is its bootstrap superuser and cannot be demoted, so there the migrations
 * run as a superuser; the tests' PostgreSQL cluster runs them as the non-superuser owner. No
 * dataDir: in memory, gone when the process ends.
 */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true })
  const pglite = await PGlite.create(dataDir)
  const db = pgliteDatabase(pglite)
  await pglite.exec(bootstrapSql('00_cluster_roles'))
  await pglite.exec(bootstrapSql('01_database'))
  await applyMigrations(db)
  return db
}

function pgliteDatabase(pglite: PGlite): Database {
  const client = (target: PGlite | Transaction): SqlClient => ({
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await target.query<T>(sql, params)).rows }),
    exec: async (sql: string) => void (await target.exec(sql)),
  })
  const transaction: Database['transaction'] = (work) => pglite.transaction((tx) => work(client(tx)))
  return {
    kind: 'PGlite',
    ...client(pglite),
    transaction,
    asRole: asRequestIn(transaction),
    listen: async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify)
      return async () => stop()
    },
    close: () => pglite.close(),
  }
}
