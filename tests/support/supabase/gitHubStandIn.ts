// A stand-in for the part of GitHub's REST API that the editor gateway calls, over HTTP, with a tiny
// in-memory repository (blobs, flat trees, commits, branches, pull requests and their labels), for
// the gateway's tests and the browser test of sign-in by e-mail. Like GitHub it takes a GitHub App's
// JWT (RS256, checked against the app's public key) only to find the app's installation and mint an
// installation token, and that token alone for the repository. Every call is recorded.
import { createHash, generateKeyPairSync, randomBytes, verify } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const APP_ID = '4242'
export const REPO = 'sparkwell/site'

interface Commit { sha: string; tree: string; parents: string[]; message: string; author: { name: string; email?: string; date: string } }
export interface Pull { number: number; title: string; head: string; base: string; state: 'open' | 'closed'; labels: string[]; merged: boolean }
export interface Call { method: string; path: string; body: unknown }

export interface GitHubStandIn {
  url: string
  /** The app's private key as GitHub hands it out (PKCS#1 PEM). */
  privateKey: string
  calls: Call[]
  pulls: Pull[]
  /** A file's text on a branch, or undefined. */
  file(branch: string, file: string): string | undefined
  /** The files a branch changes against `base`. */
  changed(branch: string, base?: string): string[]
  close(): Promise<void>
}

const hash = (...parts: string[]) => createHash('sha1').update(parts.join('\0')).digest('hex')
const decode64 = (text: string) => Buffer.from(text, 'base64').toString('utf8')

export async function startGitHubStandIn(files: Record<string, string>): Promise<GitHubStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } })
  const blobs = new Map<string, string>()
  const trees = new Map<string, Map<string, string>>()
  const commits = new Map<string, Commit>()
  const branches = new Map<string, string>()
  const tokens = new Set<string>()
  const pulls: Pull[] = []
  const calls: Call[] = []

  const addBlob = (text: string) => (blobs.set(hash('blob', text), text), hash('blob', text))
  const addTree = (entries: Map<string, string>) => {
    const sha = hash('tree', ...[...entries].sort().flat())
    trees.set(sha, entries)
    return sha
  }
  const addCommit = (tree: string, parents: string[], message: string, author = { name: 'Sparkwell', date: new Date().toISOString() }) => {
    const sha = hash('commit', tree, ...parents, message, author.date)
    commits.set(sha, { sha, tree, parents, message, author })
    return sha
  }
  branches.set('main', addCommit(addTree(new Map(Object.entries(files).map(([file, text]) => [file, addBlob(text)]))), [], 'The site'))

  /** A branch name, owner:branch, or a commit's sha, as its commit. */
  const commitOf = (ref: string) => commits.get(branches.get(ref.replace(/^[^:/]+:/, '')) ?? ref)
  const treeOf = (ref: string) => trees.get(commitOf(ref)?.tree ?? '')
  const ancestors = (sha: string): string[] => [sha, ...(commits.get(sha)?.parents ?? []).flatMap(ancestors)]
  function compare(baseRef: string, headRef: string) {
    const base = commitOf(baseRef)!
    const head = commitOf(headRef)!
    const known = new Set(ancestors(base.sha))
    const walked: Commit[] = []
    let at: Commit | undefined = head
    while (at && !known.has(at.sha)) {
      walked.unshift(at)
      at = commits.get(at.parents[0] ?? '')
    }
    const from = trees.get((at ?? base).tree)!
    const to = trees.get(head.tree)!
    const names = [...new Set([...from.keys(), ...to.keys()])].filter((name) => from.get(name) !== to.get(name)).sort()
    return {
      base_commit: commitJson(base),
      merge_base_commit: commitJson(at ?? base),
      commits: walked.map(commitJson),
      files: names.map((filename) => ({ filename, sha: to.get(filename) ?? '', status: !from.has(filename) ? 'added' : !to.has(filename) ? 'removed' : 'modified', patch: '@@' })),
    }
  }
  const commitJson = (commit: Commit) => ({ sha: commit.sha, parents: commit.parents.map((sha) => ({ sha })), commit: { message: commit.message, author: commit.author, committer: commit.author, tree: { sha: commit.tree } } })
  const pullJson = (pull: Pull) => ({
    number: pull.number,
    title: pull.title,
    state: pull.state,
    merged_at: pull.merged ? new Date().toISOString() : null,
    updated_at: new Date().toISOString(),
    user: { login: 'sparkwell-editors[bot]' },
    labels: pull.labels.map((name) => ({ name })),
    head: { ref: pull.head, sha: branches.get(pull.head) ?? '', repo: { fork: false } },
    base: { ref: pull.base, sha: branches.get(pull.base) ?? '' },
  })

  /** Whether a JWT is the app's: signed with its key, issued by it, not expired. */
  function appJwtValid(jwt: string): boolean {
    const [header, payload, signature] = jwt.split('.')
    if (!header || !payload || !signature || !verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) return false
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iss: string | number; exp: number }
    return String(claims.iss) === APP_ID && claims.exp > Date.now() / 1000
  }

  type Reply = [status: number, body?: unknown]
  function answer(method: string, url: URL, body: Record<string, unknown>, authorization: string): Reply {
    const path = decodeURIComponent(url.pathname)
    const appJwt = /^Bearer (.+)$/.exec(authorization)?.[1]
    if (path === `/repos/${REPO}/installation` && method === 'GET') return appJwt && appJwtValid(appJwt) ? [200, { id: 7 }] : [401, { message: 'A JSON web token could not be decoded' }]
    if (path === '/app/installations/7/access_tokens' && method === 'POST') {
      if (!appJwt || !appJwtValid(appJwt)) return [401, { message: 'A JSON web token could not be decoded' }]
      const token = `ghs_${randomBytes(12).toString('hex')}`
      tokens.add(token)
      return [201, { token, expires_at: new Date(Date.now() + 3_600_000).toISOString(), repositories: body.repositories }]
    }
    if (!path.startsWith(`/repos/${REPO}/`)) return [404, { message: 'Not Found' }]
    if (!tokens.has(/^token (.+)$/.exec(authorization)?.[1] ?? '')) return [401, { message: 'Bad credentials' }]
    const route = path.slice(`/repos/${REPO}/`.length)
    const query = url.searchParams
    let match: RegExpExecArray | null
    const is = (wanted: string, pattern: RegExp) => method === wanted && (match = pattern.exec(route)) !== null

    if (is('GET', /^branches\/(.+)$/)) {
      const sha = branches.get(match![1]!)
      return sha ? [200, { name: match![1], commit: commitJson(commits.get(sha)!), _links: { self: `${server.url}/repos/${REPO}/branches/${match![1]}` } }] : [404, { message: 'Branch not found' }]
    }
    if (is('GET', /^git\/trees\/([^:]+):(.*)$/)) {
      const tree = treeOf(match![1]!)
      const folder = match![2] ? `${match![2]}/` : ''
      const below = [...(tree ?? [])].filter(([file]) => file.startsWith(folder)).map(([file, sha]) => [file.slice(folder.length), sha] as const)
      if (!below.length) return [404, { message: 'Not Found' }]
      const entries = new Map<string, { path: string; type: string; sha: string; mode: string; size?: number }>()
      for (const [rest, sha] of below) {
        const parts = rest.split('/')
        if (query.get('recursive')) for (let depth = 1; depth < parts.length; depth++) entries.set(parts.slice(0, depth).join('/'), { path: parts.slice(0, depth).join('/'), type: 'tree', sha: hash(rest), mode: '040000' })
        if (parts.length === 1 || query.get('recursive')) entries.set(rest, { path: rest, type: 'blob', sha, mode: '100644', size: blobs.get(sha)!.length })
        else entries.set(parts[0]!, { path: parts[0]!, type: 'tree', sha: hash(parts[0]!), mode: '040000' })
      }
      return [200, { sha: hash(folder), tree: [...entries.values()], truncated: false }]
    }
    if (is('GET', /^git\/blobs\/(\w+)$/)) {
      const text = blobs.get(match![1]!)
      return text === undefined ? [404, { message: 'Not Found' }] : [200, { sha: match![1], size: text.length, encoding: 'base64', content: Buffer.from(text).toString('base64') }]
    }
    if (is('POST', /^git\/blobs$/)) return [201, { sha: addBlob(body.encoding === 'base64' ? decode64(String(body.content)) : String(body.content)) }]
    if (is('POST', /^git\/trees$/)) {
      // Decap names its base tree by the commit's sha; GitHub takes either.
      const entries = new Map(trees.get(String(body.base_tree)) ?? treeOf(String(body.base_tree)) ?? [])
      for (const entry of body.tree as { path: string; sha: string | null }[]) {
        if (entry.sha === null) entries.delete(entry.path)
        else entries.set(entry.path, entry.sha)
      }
      return [201, { sha: addTree(entries), tree: [] }]
    }
    if (is('POST', /^git\/commits$/)) {
      const author = (body.author as Commit['author'] | undefined) ?? { name: 'Sparkwell', date: new Date().toISOString() }
      return [201, commitJson(commits.get(addCommit(String(body.tree), body.parents as string[], String(body.message), author))!)]
    }
    if (is('POST', /^git\/refs$/)) {
      const name = String(body.ref).replace(/^refs\/heads\//, '')
      if (branches.has(name)) return [422, { message: 'Reference already exists' }]
      branches.set(name, String(body.sha))
      return [201, { ref: body.ref, object: { sha: body.sha } }]
    }
    if (is('PATCH', /^git\/refs\/heads\/(.+)$/)) {
      branches.set(match![1]!, String(body.sha))
      return [200, { ref: `refs/heads/${match![1]}`, object: { sha: body.sha } }]
    }
    if (is('DELETE', /^git\/refs\/heads\/(.+)$/)) return branches.delete(match![1]!) ? [204] : [422, { message: 'Reference does not exist' }]
    if (is('GET', /^commits$/)) {
      const tip = commitOf(query.get('sha') ?? 'main')
      return [200, tip ? [commitJson(tip)] : []]
    }
    if (is('GET', /^commits\/(\w+)\/status$/)) return [200, { state: 'pending', statuses: [] }]
    if (is('GET', /^compare\/(.+?)\.\.\.(.+)$/)) return commitOf(match![1]!) && commitOf(match![2]!) ? [200, compare(match![1]!, match![2]!)] : [404, { message: 'Not Found' }]
    if (is('GET', /^pulls$/)) {
      const head = query.get('head')?.replace(/^[^:]+:/, '')
      const state = query.get('state') ?? 'open'
      return [200, pulls.filter((pull) => (!head || pull.head === head) && (state === 'all' || pull.state === state) && (!query.get('base') || pull.base === query.get('base'))).map(pullJson)]
    }
    if (is('POST', /^pulls$/)) {
      const head = String(body.head).replace(/^[^:]+:/, '')
      if (!branches.has(head)) return [422, { message: 'Validation Failed' }]
      const pull: Pull = { number: pulls.length + 1, title: String(body.title), head, base: String(body.base), state: 'open', labels: [], merged: false }
      pulls.push(pull)
      return [201, pullJson(pull)]
    }
    const pull = /^(?:pulls|issues)\/(\d+)/.exec(route) ? pulls[Number(/\d+/.exec(route)![0]) - 1] : undefined
    if (is('GET', /^pulls\/\d+$/)) return pull ? [200, pullJson(pull)] : [404, { message: 'Not Found' }]
    if (is('GET', /^pulls\/\d+\/commits$/)) return [200, []]
    if (is('PATCH', /^pulls\/\d+$/) && pull) return (pull.state = body.state as Pull['state']), [200, pullJson(pull)]
    if (is('PUT', /^issues\/\d+\/labels$/) && pull) return (pull.labels = body.labels as string[]), [200, pull.labels.map((name) => ({ name }))]
    if (is('PUT', /^pulls\/\d+\/merge$/) && pull) {
      const base = commitOf(pull.base)!
      branches.set(pull.base, addCommit(commitOf(pull.head)!.tree, [base.sha, commitOf(pull.head)!.sha], String(body.commit_message ?? 'Merge')))
      Object.assign(pull, { merged: true, state: 'closed' })
      return [200, { merged: true, sha: branches.get(pull.base) }]
    }
    return [404, { message: 'Not Found' }]
  }

  const server = { url: '' }
  const httpServer = http.createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk))
    request.on('end', () => {
      const url = new URL(request.url!, server.url)
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
      calls.push({ method: request.method!, path: url.pathname + url.search, body })
      const [status, reply] = answer(request.method!, url, body, request.headers.authorization ?? '')
      response.writeHead(status, reply === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }).end(reply === undefined ? undefined : JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  server.url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
  return {
    url: server.url,
    privateKey,
    calls,
    pulls,
    file: (branch, file) => {
      const sha = treeOf(branch)?.get(file)
      return sha === undefined ? undefined : blobs.get(sha)
    },
    changed: (branch, base = 'main') => compare(base, branch).files.map((file) => file.filename),
    close: () => new Promise((resolve) => httpServer.close(() => resolve())),
  }
}
