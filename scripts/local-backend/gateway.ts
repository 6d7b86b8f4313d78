// A local stand-in for a Supabase project: the part of its REST protocol (PostgREST) the forms and
// the lead delivery runner use, on a database set up as Supabase sets one up (PGlite, or a real
// PostgreSQL in the tests), each request run in a transaction as the role its key maps to (anon,
// or service_role), with the request's headers in request.headers as PostgREST passes them, and the
// client's address in cf-connecting-ip and x-forwarded-for as Cloudflare, in front of a hosted
// project, sets them. Bound to 127.0.0.1.
import http from 'node:http'
import { text } from 'node:stream/consumers'
import type { Database } from './database.ts'

export interface GatewayOptions {
  db: Database
  /** The key the site was built with; requests with another key are refused as Supabase would. */
  anonKey: string
  /** The key of the server-side delivery runner, which may claim and record deliveries. */
  serviceRoleKey?: string
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

type Send = (status: number, body?: unknown) => void

export function createGateway({ db, anonKey, serviceRoleKey }: GatewayOptions): http.Server {
  const roles = new Map([[anonKey, 'anon'], ...(serviceRoleKey ? [[serviceRoleKey, 'service_role'] as const] : [])])

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const send: Send = (status, body) => {
      response.writeHead(status, { ...CORS, ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }) })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    try {
      if (request.method === 'OPTIONS') return send(204)
      const body = await text(request)
      if (url.pathname.startsWith('/__admin/')) return await admin(url.pathname, request.method ?? 'GET', body, send)

      const rest = /^\/rest\/v1\/(rpc\/)?([a-z_][a-z0-9_]*)$/.exec(url.pathname)
      if (!rest) return send(404, restError('PGRST125', `Invalid path specified in request URL: ${url.pathname}`))
      const role = roles.get(String(request.headers.apikey ?? ''))
      if (!role) return send(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' })
      const requestSettings = { headers: requestHeaders(request) }

      const [, isRpc, name] = rest
      if (isRpc) return await callFunction(name!, body, String(request.headers['content-type'] ?? ''), role, requestSettings, send)
      const parsed = parseJson(body)
      // PostgREST's answer to a body that is not JSON; it repeats none of it.
      if (!parsed.ok) return send(400, restError('PGRST102', 'Empty or invalid json'))
      return await tableRequest(name!, request.method ?? 'GET', parsed.value, role, requestSettings, send)
    } catch (error) {
      const { status, body } = toRestError(error)
      send(status, body)
    }
  })

  /**
   * Calls a function as PostgREST does for a JSON body: the function whose parameter names are the
   * body's keys, its arguments read from the body by json_to_recordset in the parameters' types, so
   * that PostgreSQL, not this gateway, parses and converts them (and refuses what it cannot).
   */
  async function callFunction(name: string, body: string, contentType: string, role: string, request: { headers: Record<string, string> }, send: Send) {
    const parsed = contentType.startsWith('application/json') || !body ? parseJson(body) : { ok: false as const }
    if (!parsed.ok || !isArguments(parsed.value)) return send(404, restError('PGRST202', `Could not find the function public.${name} in the schema cache`))
    const keys = Object.keys(parsed.value).sort()
    const found = await db.query<{ names: string[] | null; types: string[]; returns_set: boolean }>(
      `select p.proargnames as names, p.proargtypes::regtype[]::text[] as types, p.proretset as returns_set
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1`,
      [name],
    )
    const fn = found.rows.find((row) => JSON.stringify((row.names ?? []).slice(0, row.types.length).sort()) === JSON.stringify(keys))
    if (!fn) return send(404, restError('PGRST202', `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`))
    const names = (fn.names ?? []).slice(0, fn.types.length)
    const call = `public.${name}(${names.map((argument) => `"${argument}" := pgrst_args."${argument}"`).join(', ')})`
    const source = names.length ? `json_to_recordset(json_build_array($1::json)) as pgrst_args(${names.map((argument, index) => `"${argument}" ${fn.types[index]}`).join(', ')}), lateral ${call} r` : `${call} r`
    // As PostgREST answers: a set as an array, anything else as one value.
    const select = fn.returns_set ? `select coalesce(jsonb_agg(to_jsonb(r)), '[]') as result from ${source}` : `select to_jsonb(r) as result from ${source}`
    const result = await db.asRole(role, (tx) => tx.query<{ result: unknown }>(select, names.length ? [body] : []), request)
    send(200, result.rows[0]?.result ?? null)
  }

  /** Plain table access, so that tests can see the database refuse it. */
  async function tableRequest(table: string, method: string, body: unknown, role: string, request: { headers: Record<string, string> }, send: Send) {
    const statements: Record<string, string> = {
      GET: `select coalesce(jsonb_agg(t), '[]') as result from public.${table} t`,
      POST: `insert into public.${table} select * from jsonb_populate_record(null::public.${table}, $1::jsonb) returning to_jsonb(${table}) as result`,
      PATCH: `update public.${table} t set message = coalesce($1::jsonb ->> 'message', t.message) returning to_jsonb(t) as result`,
      DELETE: `delete from public.${table} t returning to_jsonb(t) as result`,
    }
    const sql = statements[method]
    if (!sql) return send(405, restError('PGRST117', `Unsupported HTTP method: ${method}`))
    const result = await db.asRole(role, (tx) => tx.query<{ result: unknown }>(sql, sql.includes('$1') ? [JSON.stringify(body)] : []), request)
    send(method === 'POST' ? 201 : 200, method === 'GET' ? result.rows[0]?.result : result.rows.map((row) => row.result))
  }

  /** Local-only views for `npm run submissions` and the tests; not part of Supabase. */
  async function admin(pathname: string, method: string, body: string, send: Send) {
    if (pathname === '/__admin/submissions' && method === 'GET') {
      const rows = await db.query(
        `select s.*, d.status as delivery_status, d.skipped_reason, d.attempts, d.last_error, d.last_attempt_at, d.next_attempt_at, d.delivered_at, d.failed_at, d.alerted_at
           from public.form_submissions s left join public.lead_deliveries d on d.submission_id = s.id
          order by s.created_at, s.id`,
      )
      return send(200, rows.rows)
    }
    // The browser tests send every lead from 127.0.0.1, like an office behind one address.
    if (pathname === '/__admin/limits' && method === 'POST') {
      const { rule, max_submissions } = JSON.parse(body) as { rule: string; max_submissions: number }
      const updated = await db.query('update public.submission_limits set max_submissions = $2 where rule = $1 returning *', [rule, max_submissions])
      return send(updated.rows.length ? 200 : 404, updated.rows[0] ?? { message: `No limit named ${rule}` })
    }
    send(404, { message: 'Unknown admin path' })
  }

  return server
}

/**
 * The headers PostgREST hands SQL as request.headers (lower-case names), with the client's address
 * as Cloudflare, in front of a hosted project, passes it: in cf-connecting-ip, whatever the client
 * sent there, and appended to x-forwarded-for.
 */
function requestHeaders(request: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
  const client = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? ''
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client
  headers['cf-connecting-ip'] = client
  return headers
}

/** The body as JSON, or not JSON. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false }
  }
}

function isArguments(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function restError(code: string, message: string, details: string | null = null, hint: string | null = null): RestError {
  return { code, message, details, hint }
}

/** PostgreSQL errors as PostgREST reports them: its body, and its choice of HTTP status. */
function toRestError(error: unknown): { status: number; body: RestError } {
  const { code = 'XX000', message = String(error), detail, hint } = error as { code?: string; message?: string; detail?: string; hint?: string }
  const body = restError(code, message, detail ?? null, hint ?? null)
  if (code === '42501') return { status: 401, body } // anon lacks the privilege: PostgREST answers 401
  if (code === '23505' || code === '23503') return { status: 409, body }
  if (code === '42883' || code === '42P01') return { status: 404, body }
  // RAISE with SQLSTATE 'PTxyz' answers HTTP xyz (the rate limits: PT429).
  if (/^PT[1-5][0-9]{2}$/.test(code)) return { status: Number(code.slice(2)), body }
  if (code.startsWith('23') || code.startsWith('22') || code === 'P0001') return { status: 400, body }
  return { status: 500, body }
}
