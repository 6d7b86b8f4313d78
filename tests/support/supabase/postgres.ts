// A throwaway PostgreSQL 15 cluster set up as a hosted Supabase project is, for the tests: initdb
// into a temp folder (as an unprivileged user when we are root: PostgreSQL refuses to run as root),
// started on 127.0.0.1 and a free port, bootstrapped with supabase/bootstrap/ and migrated as the
// non-superuser owner postgres, the way `supabase db push` runs the migrations on a hosted project.
// The migrated database is a template each test database is copied from. Debian's pg_cron is loaded
// as on a hosted project, its jobs kept in the database `postgres` (CRON_DATABASE), bootstrapped too.
// postgresDatabase answers for one of its databases as scripts/local-backend/database.ts's PGlite does.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { env } from '../../../lib/settings.ts'
import { freePort } from '../../../scripts/local-backend/localBackend.ts'
import { applyMigrations, asRequestIn, bootstrapSql, type Database, type SqlClient } from '../../../scripts/local-backend/database.ts'

/** Debian's postgresql-15 (scripts/ensure-postgres.sh installs it); POSTGRES_BIN names another. */
const postgresBin = () => env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

const TEMPLATE = 'supabase_template'
const HOST = '127.0.0.1'
/** The one database of a cluster where pg_cron can be created and its jobs kept, as on a hosted project. */
export const CRON_DATABASE = 'postgres'

export interface Cluster {
  host: string
  port: number
  /** The server's log, where a test can look for what must never be written there. */
  logFile: string
  stop(): Promise<void>
}

/** Runs a PostgreSQL program, as `nobody` when we are root. */
function run(program: string, args: string[], asUser: string | undefined) {
  const file = path.join(postgresBin(), program)
  const [command, commandArgs] = asUser ? ['runuser', ['-u', asUser, '--', file, ...args]] : [file, args]
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
}

async function withClient<T>(target: PostgresTarget & { user: string }, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(target)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A cluster with pg_cron loaded (shared_preload_libraries), unless `cron` is false: installed, not loaded. */
export async function startCluster({ cron = true } = {}): Promise<Cluster> {
  if (!fs.existsSync(path.join(postgresBin(), 'postgres'))) {
    throw new Error(`PostgreSQL 15 is not installed at ${postgresBin()}: run \`bash scripts/ensure-postgres.sh\` (Debian's postgresql-15), or set POSTGRES_BIN.`)
  }
  if (!fs.existsSync(path.join(postgresBin(), '../lib/pg_cron.so'))) {
    throw new Error(`pg_cron is not installed beside PostgreSQL 15 at ${postgresBin()}: run \`bash scripts/ensure-postgres.sh\` (Debian's postgresql-15-cron).`)
  }
  const asUser = process.getuid?.() === 0 ? 'nobody' : undefined
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-postgres-'))
  if (asUser) {
    const uid = Number(execFileSync('id', ['-u', asUser]).toString())
    const gid = Number(execFileSync('id', ['-g', asUser]).toString())
    fs.chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  const stop = async () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], asUser)
    } catch {
      // Not started, or already gone: nothing to stop.
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    // The same encoding and locale as a hosted project; trust, since it listens on 127.0.0.1 only.
    run('initdb', ['-D', data, '-U', 'supabase_admin', '-E', 'UTF8', '--locale=C.UTF-8', '--auth=trust', '--no-sync'], asUser)
    // A throwaway: durability is not wanted, speed is.
    const cronOptions = cron ? ` -c shared_preload_libraries=pg_cron -c cron.database_name=${CRON_DATABASE} -c cron.use_background_workers=on` : ''
    const options = `-p ${port} -c listen_addresses=${HOST} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off${cronOptions}`
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'], asUser)
    const at = (database: string, user: string) => ({ host: HOST, port, database, user })
    await withClient(at('postgres', 'supabase_admin'), async (admin) => {
      await admin.query(bootstrapSql('00_cluster_roles'))
      await admin.query(`create database ${TEMPLATE} owner postgres`)
    })
    for (const database of [TEMPLATE, CRON_DATABASE]) await withClient(at(database, 'postgres'), (owner) => owner.query(bootstrapSql('01_database')))
    await withClient(at('postgres', 'supabase_admin'), (admin) => admin.query(bootstrapSql('02_demote_postgres')))
    const template = postgresDatabase({ host: HOST, port, database: TEMPLATE })
    try {
      await applyMigrations(template)
    } finally {
      await template.close()
    }
  } catch (error) {
    const log = path.join(dir, 'server.log')
    const serverLog = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : ''
    await stop()
    throw new Error(`The PostgreSQL test cluster did not start: ${(error as Error).message}${(error as { stderr?: Buffer }).stderr?.toString() ?? ''}${serverLog}`)
  }
  return { host: HOST, port, logFile: path.join(dir, 'server.log'), stop }
}

let created = 0

/** A fresh database copied from the migrated template, owned by postgres. */
export async function createDatabase({ host, port }: { host: string; port: number }): Promise<PostgresTarget> {
  const database = `test_${process.pid}_${Date.now().toString(36)}_${created++}`
  await withClient({ host, port, database: 'postgres', user: 'supabase_admin' }, (admin) => admin.query(`create database ${database} template ${TEMPLATE} owner postgres`))
  return { host, port, database }
}

/** Where a PostgreSQL database is and who connects: the owner (postgres) and the API's login role. */
export interface PostgresTarget {
  host: string
  port: number
  database: string
  /** Who owns and migrates it: postgres, as on a hosted project, unless said. */
  owner?: string
}

/**
 * A database on a real PostgreSQL server, already bootstrapped and migrated. Plain statements run
 * as the owner, postgres; requests as PostgREST makes them, logged in as authenticator and
 * switching to the request's role.
 */
export function postgresDatabase(target: PostgresTarget): Database {
  const pool = (user: string) => new pg.Pool({ ...target, user, max: 4, idleTimeoutMillis: 5_000 })
  const owner = pool(target.owner ?? 'postgres')
  const api = pool('authenticator')
  const client = (target: pg.Pool | pg.PoolClient): SqlClient => ({
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await target.query(sql, params)).rows as T[] }),
    exec: async (sql: string) => void (await target.query(sql)),
  })
  const inTransaction = async <T>(from: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> => {
    const connection = await from.connect()
    try {
      await connection.query('begin')
      const result = await work(connection)
      await connection.query('commit')
      return result
    } catch (error) {
      await connection.query('rollback').catch(() => {})
      throw error
    } finally {
      connection.release()
    }
  }
  return {
    kind: 'PostgreSQL',
    ...client(owner),
    transaction: (work) => inTransaction(owner, (tx) => work(client(tx))),
    asRole: asRequestIn((work) => inTransaction(api, (tx) => work(client(tx)))),
    listen: async (channel, onNotify) => {
      const listener = new pg.Client({ ...target, user: target.owner ?? 'postgres' })
      await listener.connect()
      listener.on('notification', (message) => message.channel === channel && onNotify())
      await listener.query(`listen ${channel}`)
      return () => listener.end()
    },
    close: async () => {
      await Promise.all([owner.end(), api.end()])
    },
  }
}
