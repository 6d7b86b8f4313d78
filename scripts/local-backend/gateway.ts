// A local stand-in for a Supabase project: the part of its REST protocol (PostgREST) the forms
// use, on a real PostgreSQL (PGlite) with the repo's migrations, every request run as role anon in
// a transaction. Beside it, a webhook receiver that records what it gets. Bound to 127.0.0.1.
import type { PGlite } from '@electric-sql/pglite'
import http from 'node:http'
import { asRole } from './database.ts'

export interface GatewayOptions {
  db: PGlite
  /** The key the site was built with; requests with another key are refused as Supabase would. */
  anonKey: string
}

export interface Gateway {
  server: http.Server
  /** Rows the webhook received, oldest first. */
  webhookReceived: unknown[]
}

/** PostgREST's error body. */
interface RestError {
  code: string
  message: string
  details: string | null
  hint: string | null
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'apikey, authorization, content-type, prefer, accept-profile, content-profile, x-client-info, x-supabase-api-version',
  'Access-Control-Max-Age': '86400',
}

export function createGateway({ db, anonKey }: GatewayOptions): Gateway {
  const webhookReceived: unknown[] = []
  let webhookDown = false

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const send = (status: number, body?: unknown) => {
      response.writeHead(status, { ...CORS, ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }) })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    try {
      if (request.method === 'OPTIONS') return send(204)
      const body = await readBody(request)

      if (url.pathname === '/webhook' && request.method === 'POST') {
        // A dead endpoint drops the connection, as an unreachable host would.
        if (webhookDown) return request.socket.destroy()
        webhookReceived.push(parseJson(body))
        return send(200, { received: true })
      }
      if (url.pathname.startsWith('/__admin/')) return await admin(url.pathname, request.method ?? 'GET', body, send)

      const rest = /^\/rest\/v1\/(rpc\/)?([a-z_][a-z0-9_]*)$/.exec(url.pathname)
      if (!rest) return send(404, restError('PGRST125', `Invalid path specified in request URL: ${url.pathname}`))
      if (request.headers.apikey !== anonKey) return send(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' })

      const [, isRpc, name] = rest
      if (isRpc) {
        const args = parseJson(body)
        // PostgREST's answer to a body that is not a JSON object of arguments; it repeats none of it.
        if (!isArguments(args)) return send(400, restError('PGRST102', 'Empty or invalid json'))
        return await callFunction(name!, args, send)
      }
      return await tableRequest(name!, request.method ?? 'GET', parseJson(body), send)
    } catch (error) {
      const { status, body } = toRestError(error)
      send(status, body)
    }
  })

  async function callFunction(name: string, args: Record<string, unknown>, send: (status: number, body?: unknown) => void) {
    const found = await db.query<{ names: string[] | null; types: string[] }>(
      `select p.proargnames as names, p.proargtypes::regtype[]::text[] as types
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1`,
      [name],
    )
    const fn = found.rows[0]
    if (!fn) return send(404, restError('PGRST202', `Could not find the function public.${name} in the schema cache`))
    const names = fn.names ?? []
    const params = names.map((argument, index) => `${argument} => $${index + 1}::${fn.types[index]}`)
    // A json argument is passed as JSON whatever it holds, as PostgREST does: a string argument
    // sent as plain text would fail as JSON syntax, with the visitor's text in the error.
    const values = names.map((argument, index) =>
      args[argument] === undefined ? null : /^jsonb?$/.test(fn.types[index]!) || (typeof args[argument] === 'object' && args[argument] !== null) ? JSON.stringify(args[argument]) : args[argument],
    )
    const result = await asRole(db, 'anon', (tx) => tx.query<{ result: unknown }>(`select to_jsonb(r) as result from public.${name}(${params.join(', ')}) r`, values))
    send(200, result.rows[0]?.result ?? null)
  }

  /** Plain table access, so that tests can see the database refuse it. */
  async function tableRequest(table: string, method: string, body: unknown, send: (status: number, body?: unknown) => void) {
    const statements: Record<string, string> = {
      GET: `select coalesce(jsonb_agg(t), '[]') as result from public.${table} t`,
      POST: `insert into public.${table} select * from jsonb_populate_record(null::public.${table}, $1::jsonb) returning to_jsonb(${table}) as result`,
      PATCH: `update public.${table} t set message = coalesce($1::jsonb ->> 'message', t.message) returning to_jsonb(t) as result`,
      DELETE: `delete from public.${table} t returning to_jsonb(t) as result`,
    }
    const sql = statements[method]
    if (!sql) return send(405, restError('PGRST117', `Unsupported HTTP method: ${method}`))
    const result = await asRole(db, 'anon', (tx) => tx.query<{ result: unknown }>(sql, sql.includes('$1') ? [JSON.stringify(body)] : []))
    send(method === 'POST' ? 201 : 200, method === 'GET' ? result.rows[0]?.result : result.rows.map((row) => row.result))
  }

  /** Local-only controls for the run command and the tests; not part of Supabase. */
  async function admin(pathname: string, method: string, body: string, send: (status: number, body?: unknown) => void) {
    if (pathname === '/__admin/submissions' && method === 'GET') {
      return send(200, (await db.query('select * from public.form_submissions order by created_at, id')).rows)
    }
    if (pathname === '/__admin/webhook' && method === 'GET') return send(200, webhookReceived)
    if (pathname === '/__admin/webhook' && method === 'POST') {
      webhookDown = (parseJson(body) as { down?: boolean }).down === true
      return send(200, { down: webhookDown })
    }
    if (pathname === '/__admin/reset' && method === 'POST') {
      await db.exec('truncate public.form_submissions')
      webhookReceived.length = 0
      webhookDown = false
      return send(200, { reset: true })
    }
    send(404, { message: 'Unknown admin path' })
  }

  return { server, webhookReceived }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** The webhook is posted with no-cors, so its body arrives as text/plain: parse whatever came. */
function parseJson(text: string): unknown {
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function isArguments(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function restError(code: string, message: string, details: string | null = null, hint: string | null = null): RestError {
  return { code, message, details, hint }
}

/** PostgreSQL errors as PostgREST reports them: its body, and its choice of HTTP status. */
export function toRestError(error: unknown): { status: number; body: RestError } {
  const { code = 'XX000', message = String(error), detail, hint } = error as { code?: string; message?: string; detail?: string; hint?: string }
  const body = restError(code, message, detail ?? null, hint ?? null)
  if (code === '42501') return { status: 401, body } // anon lacks the privilege: PostgREST answers 401
  if (code === '23505' || code === '23503') return { status: 409, body }
  if (code === '42883' || code === '42P01') return { status: 404, body }
  if (code.startsWith('23') || code.startsWith('22') || code === 'P0001') return { status: 400, body }
  return { status: 500, body }
}
