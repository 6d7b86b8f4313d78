// The editor gateway: Decap's git-gateway backend reaches GitHub through it for editors who sign in
// with an e-mail address (Supabase Auth) and have no GitHub account. It speaks the protocol of
// Netlify's git-gateway (the repository's REST API under /github/), and adds what that one leaves
// to its host: each request needs a live session of a Supabase project whose sign-up is closed (so
// every user is one the owner invited); only what Decap's editorial workflow does is forwarded,
// only to the files the editor edits, and the site's branch changes only by merging a pull request,
// which GitHub holds to its checks. GitHub is called with an hour-long token of the owner's GitHub
// App. Runs as the Edge Function editor-gateway (Deno); docs/editor-login.md is the owner's guide.
import githubAppJwt from 'universal-github-app-jwt'
import * as z from 'zod'
import { httpUrl, parseVariables, secret } from './serverConfig.ts'

export const gatewayVariables = z.object({
  SUPABASE_URL: httpUrl.describe('The Supabase project whose users are the editors (Supabase sets it in every Edge Function).'),
  SUPABASE_ANON_KEY: secret(1).describe('Its anon key, which Supabase Auth asks of every caller (set by Supabase like SUPABASE_URL).'),
  GITHUB_APP_ID: z.string().regex(/^\d+$/, 'must be the number GitHub shows as App ID').describe("The editors' GitHub App: its App ID.").meta({ example: '123456' }),
  GITHUB_APP_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { error: 'must be the whole text of the .pem file GitHub gave' }).describe('Its private key: the whole text of the .pem file GitHub gives.').meta({ example: '-----BEGIN RSA PRIVATE KEY-----...' }),
  GITHUB_REPO: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name').describe('The repository the app is installed on and the editors save to, owner/name.').meta({ example: 'sparkwell/site' }),
  GITHUB_BRANCH: z.string().default('main').describe("The site's branch, which takes the editors' changes only through pull requests (default main).").meta({ example: 'main' }),
  GITHUB_API_URL: httpUrl.default('https://api.github.com').describe("GitHub's REST API (default https://api.github.com; a GitHub Enterprise server's, or the tests' stand-in)."),
})
export type GatewaySettings = z.infer<typeof gatewayVariables>
export const parseGatewaySettings = (env: Record<string, string | undefined>) => parseVariables(gatewayVariables, env)

/** What an editor is told: Decap shows the message as it comes. What the owner must fix goes to the function's log. */
export const WORDS = {
  signedOut: 'Your sign-in has ended: sign in again.',
  closed: "Saving is switched off until the site's owner finishes setting up sign-in by e-mail.",
  outside: 'The editor changes only the pages and pictures of the site: this change was not made.',
  unreviewed: 'Every change reaches the site as a draft for review first: this change was not made.',
  unknown: 'The editor does not do this: nothing was changed.',
  github: "Saving is not possible just now: the site's link to GitHub is not working. Try again later, or tell the site's owner.",
}
type Refusal = keyof typeof WORDS

/** Whether `file` is one of `paths` or inside one, written plainly (no empty, . or .. parts). */
export const editable = (paths: readonly string[], file: unknown): boolean =>
  typeof file === 'string' && file.split('/').every((part) => part && part !== '.' && part !== '..') && paths.some((root) => file === root || file.startsWith(`${root}/`))

// Decap finds a file's id by listing its folder: the folders above an editable path may be listed
// too (not the repository's top, where the code is).
const listable = (paths: readonly string[], folder: string) => editable(paths, folder) || (folder !== '' && paths.some((root) => root.startsWith(`${folder}/`)))

/** Decap's editorial workflow keeps each draft on a branch cms/<collection>/<slug>. */
const DRAFT = /^cms\//

type Check = (match: RegExpMatchArray, query: URLSearchParams, body: Record<string, unknown>) => Refusal | undefined

/** Everything the editor's GitHub backend asks of the repository (decap-cms-backend-github's API.ts), and no more. */
function requestRules(paths: readonly string[], branch: string): [method: string, route: RegExp, check?: Check][] {
  const inside = (files: unknown[]): Refusal | undefined => (files.every((file) => editable(paths, file)) ? undefined : 'outside')
  const draft = (name: unknown): Refusal | undefined => (typeof name === 'string' && DRAFT.test(name) ? undefined : 'unreviewed')
  return [
    ['GET', /^branches\/.+$/],
    ['GET', /^git\/blobs\/\w+$/],
    ['GET', /^git\/trees\/[^:]+:(.*)$/, ([, folder]) => (listable(paths, folder!) ? undefined : 'outside')],
    ['GET', /^commits$/, (_, query) => inside([query.get('path')])],
    ['GET', /^commits\/\w+\/status$/],
    ['GET', /^compare\/.+$/],
    ['GET', /^pulls(\/\d+(\/commits)?)?$/],
    ['POST', /^git\/(blobs|commits)$/],
    ['POST', /^git\/trees$/, (_, __, body) => inside(Array.isArray(body.tree) ? body.tree.map((entry: { path?: unknown }) => entry?.path) : [undefined])],
    ['POST', /^git\/refs$/, (_, __, body) => draft(String(body.ref).replace(/^refs\/heads\//, ''))],
    ['PATCH', /^git\/refs\/heads\/(.+)$/, ([, name]) => draft(name)],
    ['DELETE', /^git\/refs\/heads\/(.+)$/, ([, name]) => draft(name)],
    ['POST', /^pulls$/, (_, __, body) => (body.base === branch ? draft(String(body.head).replace(/^[^:]*:/, '')) : 'unreviewed')],
    ['PATCH', /^pulls\/\d+$/, (_, __, body) => (Object.keys(body).every((key) => key === 'state') ? undefined : 'unknown')],
    ['PUT', /^pulls\/\d+\/merge$/],
    ['PUT', /^issues\/\d+\/labels$/],
  ]
}

/** Why a request is refused before it reaches GitHub, or undefined: its method, route (decoded, after /github/), query and JSON body. */
export function refusalOf(paths: readonly string[], branch: string, method: string, route: string, query: URLSearchParams, body: Record<string, unknown>): Refusal | undefined {
  const rule = requestRules(paths, branch).find(([ruleMethod, pattern]) => ruleMethod === method && pattern.test(route))
  return rule ? rule[2]?.(route.match(rule[1])!, query, body) : 'unknown'
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  // Decap pages through long lists by the Link header.
  'Access-Control-Expose-Headers': 'Link',
}
const refuse = (status: number, refusal: Refusal) => Response.json({ message: WORDS[refusal] }, { status, headers: CORS })
const GITHUB_HEADERS = { Accept: 'application/vnd.github+json', 'User-Agent': 'sparkwell-editor-gateway' }
/** How long a checked session is trusted before Supabase Auth is asked again (a signed-out editor's last minute). */
const SESSION_MS = 60_000

/** The gateway as a fetch handler; `paths` are the files and folders the editor edits (editor-gateway/paths.json). */
export function createGateway(settings: GatewaySettings, paths: readonly string[], now = Date.now): (request: Request) => Promise<Response> {
  const { GITHUB_API_URL: api, GITHUB_REPO: repo, GITHUB_BRANCH: branch } = settings
  const sessions = new Map<string, number>()
  let installation: { token: string; expires: number } | undefined

  async function sessionRefusal(token: string | undefined): Promise<Refusal | undefined> {
    for (const [known, until] of sessions) if (until <= now()) sessions.delete(known)
    if (!token) return 'signedOut'
    if (sessions.has(token)) return undefined
    const auth = (path: string, bearer?: string) => fetch(`${settings.SUPABASE_URL}/auth/v1/${path}`, { headers: { apikey: settings.SUPABASE_ANON_KEY, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) } })
    const [user, config] = await Promise.all([auth('user', token), auth('settings')])
    if (!config.ok || (await config.json()).disable_signup !== true) {
      console.error('editor-gateway: sign-up is open in Supabase Auth (or its settings could not be read): anyone could make themselves an editor. Turn "Allow new users to sign up" off (docs/editor-login.md).')
      return 'closed'
    }
    if (!user.ok || (await user.json()).is_anonymous) return 'signedOut'
    sessions.set(token, now() + SESSION_MS)
    return undefined
  }

  /** The app's installation token for this repository alone, minted again five minutes before it runs out. */
  async function githubToken(): Promise<string> {
    if (installation && installation.expires - now() > 300_000) return installation.token
    const { token: appJwt } = await githubAppJwt({ id: settings.GITHUB_APP_ID, privateKey: settings.GITHUB_APP_PRIVATE_KEY, now: Math.floor(now() / 1000) })
    const asApp = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${api}/${path}`, { ...init, headers: { ...GITHUB_HEADERS, Authorization: `Bearer ${appJwt}` } })
      if (!response.ok) throw new Error(`GitHub answered ${response.status} to the app at ${path}: ${await response.text()}`)
      return response.json()
    }
    const { id } = await asApp(`repos/${repo}/installation`)
    const minted = await asApp(`app/installations/${id}/access_tokens`, { method: 'POST', body: JSON.stringify({ repositories: [repo.split('/')[1]] }) })
    installation = { token: minted.token, expires: Date.parse(minted.expires_at) }
    return minted.token
  }

  const github = async (route: string, init: RequestInit = {}) =>
    fetch(`${api}/repos/${repo}/${route}`, { ...init, headers: { ...GITHUB_HEADERS, Authorization: `token ${await githubToken()}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) } })

  /** Whether a commit changes, against the site's branch, any file the editor does not edit: a ref moved to it would put that change in a pull request. */
  async function changesOutside(head: unknown): Promise<boolean> {
    const response = await github(`compare/${encodeURIComponent(branch)}...${encodeURIComponent(String(head))}`)
    if (!response.ok) throw new Error(`GitHub answered ${response.status} to compare ${branch}...${String(head)}`)
    const { files = [] } = (await response.json()) as { files?: { filename: string; previous_filename?: string }[] }
    return files.some((file) => !editable(paths, file.filename) || (file.previous_filename !== undefined && !editable(paths, file.previous_filename)))
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
    const url = new URL(request.url)
    const at = url.pathname.indexOf('/github/')
    if (at < 0) return refuse(404, 'unknown')
    const refused = await sessionRefusal(/^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1])
    if (refused) return refuse(refused === 'closed' ? 503 : 401, refused)
    const raw = url.pathname.slice(at + '/github/'.length)
    const text = request.method === 'GET' ? undefined : await request.text()
    let route: string, body: Record<string, unknown>
    try {
      route = decodeURIComponent(raw)
      body = text ? JSON.parse(text) : {}
    } catch {
      return refuse(400, 'unknown')
    }
    const refusal = refusalOf(paths, branch, request.method, route, url.searchParams, body)
    if (refusal) return refuse(403, refusal)
    try {
      // Moving a draft's branch, or merging its pull request, is checked against what it would change.
      if (request.method !== 'DELETE' && route.startsWith('git/refs') && (await changesOutside(body.sha))) return refuse(403, 'outside')
      if (route.endsWith('/merge')) {
        const pull = (await (await github(raw.replace(/\/merge$/, ''))).json()) as { base?: { ref?: string }; head?: { sha?: string } }
        if (pull.base?.ref !== branch) return refuse(403, 'unreviewed')
        if (await changesOutside(pull.head?.sha)) return refuse(403, 'outside')
      }
      const upstream = await github(raw + url.search, { method: request.method, body: text })
      const link = upstream.headers.get('Link')
      return new Response(upstream.body, { status: upstream.status, headers: { ...CORS, 'Content-Type': upstream.headers.get('Content-Type') ?? 'application/json', ...(link ? { Link: link } : {}) } })
    } catch (error) {
      console.error('editor-gateway: GitHub could not be reached as the app (docs/editor-login.md):', error instanceof Error ? error.message : error)
      return refuse(502, 'github')
    }
  }
}
