// A local stand-in for a Supabase project: the part of its REST protocol (PostgREST) the forms and
// the lead delivery runner use, on a database set up as Supabase sets one up (PGlite, or a real
// PostgreSQL in the tests), each request run in a transaction as the role its key maps to (anon,
// or service_role), with the request's headers in request.headers as PostgREST passes them, and the
// client's address in cf-connecting-ip and x-forwarded-for as Cloudflare, in front of a hosted
// project, sets them. Bound to 127.0.0.1.
import http from 'node:http'
import type { Database } from './database.ts'

export interface GatewayOptions {
  db: Database
  /** The key the site was built with; requests with another key are refused as Supabase would. */
  anonKey: string
  /** The key of the server-side delivery runner, which may claim and record deliveries. */
  serviceRoleKey?: string
}

export interface Gateway {
  server: http.Server
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

/**
 * Deeper JSON than this is refused before the database: a valid request nests two levels, and
 * PostgreSQL's JSON parser runs out of stack somewhere past ten thousand (SQLSTATE 54001, a 500).
 */
export const MAX_JSON_DEPTH = 1_000

type Send = (status: number, body?: unknown) => void

export function createGateway({ db, anonKey, serviceRoleKey }: GatewayOptions): Gateway {
  const roles = new Map([[anonKey, 'anon'], ...(serviceRoleKey ? [[serviceRoleKey, 'service_role'] as const] : [])])

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const send: Send = (status, body) => {
      response.writeHead(status, { ...CORS, ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }) })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    try {
      if (request.method === 'OPTIONS') return send(204)
      const body = await readBody(request)
      if (url.pathname.startsWith('/__admin/')) return await admin(url.pathname, request.method ?? 'GET', body, send)

      const rest = /^\/rest\/v1\/(rpc\/)?([a-z_][a-z0-9_]*)$/.exec(url.pathname)
      if (!rest) return send(404, restError('PGRST125', `Invalid path specified in request URL: ${url.pathname}`))
      const role = roles.get(String(request.headers.apikey ?? ''))
      if (!role) return send(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' })
      const requestSettings = { headers: requestHeaders(request) }

      const [, isRpc, name] = rest
      // A function with one unnamed text (or json) parameter gets a text/plain (or JSON) body whole, unparsed.
      const single = isRpc ? await singleParameter(name!, String(request.headers['content-type'] ?? '')) : undefined
      if (single) {
        const result = await db.asRole(role, (tx) => tx.query<{ result: unknown }>(`select to_jsonb(r) as result from public.${name}($1::${single}) r`, [body]), requestSettings)
        return send(200, result.rows[0]?.result ?? null)
      }
      const parsed = parseJson(body)
      // PostgREST's answer to a body that is not JSON; it repeats none of it.
      if (!parsed.ok) return send(400, restError('PGRST102', 'Empty or invalid json'))
      if (isRpc) {
        if (!isArguments(parsed.value)) return send(400, restError('PGRST102', 'Empty or invalid json'))
        return await callFunction(name!, parsed.value, role, requestSettings, send)
      }
      return await tableRequest(name!, request.method ?? 'GET', parsed.value, role, requestSettings, send)
    } catch (error) {
      const { status, body } = toRestError(error)
      send(status, body)
    }
  })

  /** The type of a function's one unnamed parameter when the body's media type matches it, as PostgREST matches them. */
  async function singleParameter(name: string, contentType: string): Promise<string | undefined> {
    const found = await db.query<{ type: string }>(
      `select p.proargtypes[0]::regtype::text as type from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1 and p.pronargs = 1 and coalesce(p.proargnames[1], '') = ''`,
      [name],
    )
    const wanted = contentType.startsWith('text/plain') ? ['text'] : contentType.startsWith('application/json') ? ['json', 'jsonb'] : []
    return found.rows.map((row) => row.type).find((type) => wanted.includes(type))
  }

  async function callFunction(name: string, args: Record<string, unknown>, role: string, request: { headers: Record<string, string> }, send: Send) {
    const found = await db.query<{ names: string[] | null; types: string[]; returns_set: boolean }>(
      `select p.proargnames as names, p.proargtypes::regtype[]::text[] as types, p.proretset as returns_set
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1`,
      [name],
    )
    const fn = found.rows[0]
    if (!fn) return send(404, restError('PGRST202', `Could not find the function public.${name} in the schema cache`))
    const names = (fn.names ?? []).slice(0, fn.types.length)
    const params = names.map((argument, index) => `${argument} => $${index + 1}::${fn.types[index]}`)
    // A json argument is passed as JSON whatever it holds, as PostgREST does: a string argument
    // sent as plain text would fail as JSON syntax, with the visitor's text in the error.
    const values = names.map((argument, index) =>
      args[argument] === undefined ? null : /^jsonb?$/.test(fn.types[index]!) || (typeof args[argument] === 'object' && args[argument] !== null) ? JSON.stringify(args[argument]) : args[argument],
    )
    // As PostgREST answers: a set as an array, anything else as one value.
    const select = fn.returns_set
      ? `select coalesce(jsonb_agg(to_jsonb(r)), '[]') as result from public.${name}(${params.join(', ')}) r`
      : `select to_jsonb(r) as result from public.${name}(${params.join(', ')}) r`
    const result = await db.asRole(role, (tx) => tx.query<{ result: unknown }>(select, values), request)
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

  return { server }
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

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/** How deep arrays and objects nest, counted without recursion (a deep body must not overflow our stack either). */
export function jsonDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    deepest = Math.max(deepest, depth)
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return deepest
}

/** The body as JSON, refused when it is not JSON or nests deeper than MAX_JSON_DEPTH. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: {} }
  try {
    const value: unknown = JSON.parse(text)
    return jsonDepth(value) > MAX_JSON_DEPTH ? { ok: false } : { ok: true, value }
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
export function toRestError(error: unknown): { status: number; body: RestError } {
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
