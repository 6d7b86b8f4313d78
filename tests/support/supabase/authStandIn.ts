// A stand-in for Supabase Auth (GoTrue's REST API as a Supabase project serves it at /auth/v1), for
// the endpoints the editor's sign-in (supabase-js) and the editor gateway call: a password sign-in,
// a refresh, the signed-in user, the project's auth settings, a sign-in link asked for, a sign-out.
// No Supabase Auth server can be installed here (the Supabase CLI runs it as a Docker image), so
// this one answers as its documentation and supabase-js expect, and, like the project's API
// gateway, refuses any call without the anon key. Sessions are HS256 JWTs, as Supabase issues.
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const ANON_KEY = 'stand-in-anon-key'

export interface Editor { email: string; password: string }

export interface AuthStandIn {
  url: string
  /** Whether anyone may sign up (the gateway refuses every request while they may). */
  signUpOpen: boolean
  /** The e-mail addresses sign-in links were asked for. */
  links: string[]
  /** A session for an editor, as a sign-in link carries it. */
  session(email: string): { access_token: string; refresh_token: string; expires_in: number }
  close(): Promise<void>
}

const secret = randomBytes(32)
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export async function startAuthStandIn(editors: Editor[]): Promise<AuthStandIn> {
  const users = new Map(editors.map((editor, index) => [editor.email, { id: `00000000-0000-4000-8000-00000000000${index}`, email: editor.email, aud: 'authenticated', role: 'authenticated', app_metadata: { provider: 'email' }, user_metadata: {}, is_anonymous: false, invited_at: new Date().toISOString() }]))
  const accessTokens = new Map<string, string>()
  const refreshTokens = new Map<string, string>()
  const links: string[] = []

  function session(email: string) {
    const user = users.get(email)!
    const exp = Math.floor(Date.now() / 1000) + 3600
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: user.id, email, role: 'authenticated', aud: 'authenticated', exp, session_id: randomBytes(8).toString('hex') })}`
    const access_token = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
    const refresh_token = randomBytes(12).toString('hex')
    accessTokens.set(access_token, email)
    refreshTokens.set(refresh_token, email)
    return { access_token, refresh_token, token_type: 'bearer', expires_in: 3600, expires_at: exp, user }
  }

  type Reply = [status: number, body?: unknown]
  function answer(method: string, url: URL, body: Record<string, unknown>, bearer: string | undefined): Reply {
    const route = `${method} ${url.pathname.replace(/^\/auth\/v1/, '')}`
    const grant = url.searchParams.get('grant_type')
    if (route === 'POST /token' && grant === 'password') {
      const editor = editors.find((known) => known.email === body.email && known.password === body.password)
      return editor ? [200, session(editor.email)] : [400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }]
    }
    if (route === 'POST /token' && grant === 'refresh_token') {
      const email = refreshTokens.get(String(body.refresh_token))
      return email ? [200, session(email)] : [400, { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' }]
    }
    if (route === 'GET /user') {
      const email = accessTokens.get(bearer ?? '')
      return email ? [200, users.get(email)] : [403, { code: 403, error_code: 'bad_jwt', msg: 'invalid JWT: unable to parse or verify signature' }]
    }
    if (route === 'GET /settings') return [200, { external: { email: true, anonymous_users: false }, disable_signup: !standIn.signUpOpen, mailer_autoconfirm: false }]
    if (route === 'POST /otp') {
      if (!users.has(String(body.email)) && body.create_user === false) return [422, { code: 422, error_code: 'otp_disabled', msg: 'Signups not allowed for otp' }]
      links.push(String(body.email))
      return [200, {}]
    }
    if (route === 'POST /logout') return accessTokens.delete(bearer ?? '') ? [204] : [401, { msg: 'invalid JWT' }]
    return [404, { code: 404, msg: 'Not Found' }]
  }

  const httpServer = http.createServer((request, response) => {
    // The editor signs in from the browser: another origin, as *.supabase.co is to the site.
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE', 'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*' }
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk))
    request.on('end', () => {
      const url = new URL(request.url!, standIn.url)
      const [status, reply] =
        request.headers.apikey !== ANON_KEY
          ? [401, { message: 'No API key found in request' }]
          : answer(request.method!, url, text ? (JSON.parse(text) as Record<string, unknown>) : {}, /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1])
      response.writeHead(status, { ...cors, ...(reply === undefined ? {} : { 'Content-Type': 'application/json' }) }).end(reply === undefined ? undefined : JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  const standIn: AuthStandIn = {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    signUpOpen: false,
    links,
    session,
    close: () => new Promise((resolve) => httpServer.close(() => resolve())),
  }
  return standIn
}
