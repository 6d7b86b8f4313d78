import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { decapConfig, editablePaths } from '../../lib/editor/decapConfig'
import { createGateway, refusalOf, WORDS, type GatewaySettings } from './_shared/editorGateway'
import { ANON_KEY, startAuthStandIn, type AuthStandIn } from '../../tests/support/supabase/authStandIn'
import { DENO, functionFiles } from '../testing/edgeFunction'
import { APP_ID, REPO, startGitHubStandIn, type GitHubStandIn } from '../../tests/support/supabase/gitHubStandIn'

// The editor gateway (supabase/functions/_shared/editorGateway.ts): its allow-list alone, then the
// handler in this process between the stand-ins for Supabase Auth and GitHub's API
// (tests/support/supabase/), asked what Decap's git-gateway backend asks. The browser test
// (tests/e2e/editor-gateway.spec.ts) runs it under Deno with the editor itself.
const PATHS: string[] = JSON.parse(fs.readFileSync('supabase/functions/editor-gateway/paths.json', 'utf8'))
const ARTICLE = 'content/blog/how-often-office-cleaning.md'

test("the gateway's paths are the editor's own: every collection's files and the pictures, no code (npm run gateway:paths)", () => {
  expect(PATHS).toEqual(editablePaths(decapConfig(process.cwd())))
  expect(PATHS).toContain('content/blog')
  expect(PATHS).toContain('public/images')
  expect(PATHS.filter((file) => !file.startsWith('content/') && !file.startsWith('public/images'))).toEqual([])
})

test('the Edge Function type-checks under Deno', { timeout: 180_000 }, async () => {
  const { entry, config } = functionFiles('editor-gateway')
  const { stderr } = await promisify(execFile)(DENO, ['check', '--quiet', '--node-modules-dir=manual', '--config', config, entry]).catch((error: { stderr: string }) => ({ stderr: `failed: ${error.stderr}` }))
  expect(stderr).toBe('')
})

describe('the allow-list', () => {
  const refusal = (method: string, route: string, body: Record<string, unknown> = {}, query = '') => refusalOf(PATHS, 'main', method, route, new URLSearchParams(query), body)
  const tree = (...paths: string[]) => ({ base_tree: 'abc', tree: paths.map((path) => ({ path, mode: '100644', type: 'blob', sha: 'def' })) })

  test.each([
    ['GET', 'branches/main'],
    ['GET', 'git/trees/main:content/blog'],
    ['GET', 'git/trees/main:content'],
    ['GET', 'git/trees/cms/posts/how-often-office-cleaning:content/blog'],
    ['GET', 'git/blobs/0123abcd'],
    ['GET', 'compare/main...sparkwell:cms/posts/how-often-office-cleaning'],
    ['GET', 'pulls'],
    ['POST', 'git/blobs'],
    ['POST', 'git/commits'],
    ['PATCH', 'pulls/3', { state: 'closed' }],
    ['PUT', 'pulls/3/merge'],
    ['PUT', 'issues/3/labels', { labels: ['decap-cms/draft'] }],
    ['DELETE', 'git/refs/heads/cms/posts/how-often-office-cleaning'],
  ] as [string, string, Record<string, unknown>?][])('lets through what the editorial workflow does: %s %s', (method, route, body = {}) => {
    expect(refusal(method, route, body)).toBeUndefined()
  })

  test('a draft may change only the content and pictures, written as plain paths', () => {
    expect(refusal('POST', 'git/trees', tree(ARTICLE, 'public/images/blog/kitchen.jpg'))).toBeUndefined()
    expect(refusal('POST', 'git/trees', tree(ARTICLE, 'package.json'))).toBe('outside')
    expect(refusal('POST', 'git/trees', tree('content/blog/../../lib/settings.ts'))).toBe('outside')
    expect(refusal('POST', 'git/trees', tree('.github/workflows/ci.yml'))).toBe('outside')
    expect(refusal('POST', 'git/trees', {})).toBe('outside')
    expect(refusal('GET', 'git/trees/main:')).toBe('outside')
    expect(refusal('GET', 'git/trees/main:lib')).toBe('outside')
    expect(refusal('GET', 'commits', {}, `path=${ARTICLE}&sha=main`)).toBeUndefined()
    expect(refusal('GET', 'commits', {}, 'path=package.json&sha=main')).toBe('outside')
  })

  test('nothing is written straight to the main branch: each change is a pull request into it', () => {
    expect(refusal('PATCH', 'git/refs/heads/main', { sha: 'abc', force: false })).toBe('unreviewed')
    expect(refusal('DELETE', 'git/refs/heads/main')).toBe('unreviewed')
    expect(refusal('POST', 'git/refs', { ref: 'refs/heads/main', sha: 'abc' })).toBe('unreviewed')
    expect(refusal('POST', 'git/refs', { ref: 'refs/heads/cms/posts/new', sha: 'abc' })).toBeUndefined()
    expect(refusal('POST', 'pulls', { head: 'sparkwell:cms/posts/new', base: 'main' })).toBeUndefined()
    expect(refusal('POST', 'pulls', { head: 'sparkwell:cms/posts/new', base: 'release' })).toBe('unreviewed')
    expect(refusal('POST', 'pulls', { head: 'sparkwell:feature', base: 'main' })).toBe('unreviewed')
  })

  test('anything else of the API is refused', () => {
    expect(refusal('PUT', `contents/${ARTICLE}`, { message: 'x', content: '' })).toBe('unknown')
    expect(refusal('PATCH', 'pulls/3', { base: 'release' })).toBe('unknown')
    expect(refusal('GET', 'collaborators')).toBe('unknown')
    expect(refusal('POST', 'hooks')).toBe('unknown')
    expect(refusal('DELETE', 'pulls/3')).toBe('unknown')
  })
})

/** GitHub's answers as far as these tests read them, or the gateway's refusal. */
interface Reply { message?: string; sha: string; number: number; commit: { sha: string; commit: { tree: { sha: string } } } }

describe('between Supabase Auth and GitHub', () => {
  let auth: AuthStandIn
  let github: GitHubStandIn
  let gateway: (request: Request) => Promise<Response>
  const EDITOR = { email: 'office@sparkwell.example', password: 'correct horse battery' }
  const settings = (): GatewaySettings => ({ SUPABASE_URL: auth.url, SUPABASE_ANON_KEY: ANON_KEY, GITHUB_APP_ID: APP_ID, GITHUB_APP_PRIVATE_KEY: github.privateKey, GITHUB_REPO: REPO, GITHUB_BRANCH: 'main', GITHUB_API_URL: github.url })
  const call = async (token: string | undefined, method: string, route: string, body?: unknown, handler = gateway) => {
    const response = await handler(new Request(`https://ref.supabase.co/editor-gateway/github/${route}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, body: body === undefined ? undefined : JSON.stringify(body) }))
    return { status: response.status, body: (await response.json()) as Reply }
  }

  beforeAll(async () => {
    auth = await startAuthStandIn([EDITOR])
    github = await startGitHubStandIn({ [ARTICLE]: '---\ntitle: How often\n---\nText.\n', 'package.json': '{}\n' })
    gateway = createGateway(settings(), PATHS)
  })
  afterAll(async () => {
    await auth?.close()
    await github?.close()
  })

  test('a request without a live Supabase session is refused before GitHub hears of it', async () => {
    const before = github.calls.length
    expect(await call(undefined, 'GET', 'branches/main')).toEqual({ status: 401, body: { message: WORDS.signedOut } })
    expect(await call('made-up-token', 'GET', 'branches/main')).toEqual({ status: 401, body: { message: WORDS.signedOut } })
    expect(github.calls.length).toBe(before)
  })

  test('while anyone may sign up to the Supabase project, nobody can save', async () => {
    auth.signUpOpen = true
    const fresh = createGateway(settings(), PATHS)
    expect(await call(auth.session(EDITOR.email).access_token, 'GET', 'branches/main', undefined, fresh)).toEqual({ status: 503, body: { message: WORDS.closed } })
    auth.signUpOpen = false
  })

  test("an editor's draft becomes a branch and a pull request, with one app token minted for all of it", async () => {
    const token = auth.session(EDITOR.email).access_token
    const main = await call(token, 'GET', 'branches/main')
    expect(main.status).toBe(200)
    const blob = await call(token, 'POST', 'git/blobs', { content: Buffer.from('---\ntitle: How often, really\n---\nText.\n').toString('base64'), encoding: 'base64' })
    const tree = await call(token, 'POST', 'git/trees', { base_tree: main.body.commit.commit.tree.sha, tree: [{ path: ARTICLE, mode: '100644', type: 'blob', sha: blob.body.sha }] })
    const commit = await call(token, 'POST', 'git/commits', { message: 'Update Posts “how-often-office-cleaning”', tree: tree.body.sha, parents: [main.body.commit.sha] })
    expect((await call(token, 'POST', 'git/refs', { ref: 'refs/heads/cms/posts/how-often-office-cleaning', sha: commit.body.sha })).status).toBe(201)
    const pull = await call(token, 'POST', 'pulls', { title: 'Update', head: 'sparkwell:cms/posts/how-often-office-cleaning', base: 'main' })
    expect(pull.status).toBe(201)
    expect((await call(token, 'PUT', `issues/${pull.body.number}/labels`, { labels: ['decap-cms/draft'] })).status).toBe(200)
    expect(github.pulls).toMatchObject([{ head: 'cms/posts/how-often-office-cleaning', base: 'main', labels: ['decap-cms/draft'], state: 'open' }])
    expect(github.changed('cms/posts/how-often-office-cleaning')).toEqual([ARTICLE])
    expect(github.file('cms/posts/how-often-office-cleaning', ARTICLE)).toContain('How often, really')
    expect(github.file('main', ARTICLE)).toContain('title: How often\n')
    expect(github.calls.filter((entry) => entry.path.includes('/access_tokens'))).toHaveLength(1)
    expect(github.calls.find((entry) => entry.path.includes('/access_tokens'))!.body).toEqual({ repositories: ['site'] })
  })

  test('a branch moved to a commit that changes anything but content is refused, however the commit was made', async () => {
    const token = auth.session(EDITOR.email).access_token
    const main = await call(token, 'GET', 'branches/main')
    // A tree made past the gateway (the gateway refuses to make it): package.json changed.
    const blob = await (await fetch(`${github.url}/repos/${REPO}/git/blobs`, { method: 'POST', headers: { Authorization: `token ${await appToken()}` }, body: JSON.stringify({ content: '{"scripts":{}}', encoding: 'utf-8' }) })).json()
    const tree = await (await fetch(`${github.url}/repos/${REPO}/git/trees`, { method: 'POST', headers: { Authorization: `token ${await appToken()}` }, body: JSON.stringify({ base_tree: main.body.commit.commit.tree.sha, tree: [{ path: 'package.json', sha: blob.sha }] }) })).json()
    const commit = await call(token, 'POST', 'git/commits', { message: 'Sneak', tree: tree.sha, parents: [main.body.commit.sha] })
    expect(await call(token, 'POST', 'git/refs', { ref: 'refs/heads/cms/posts/sneak', sha: commit.body.sha })).toEqual({ status: 403, body: { message: WORDS.outside } })
    expect(await call(token, 'PATCH', 'git/refs/heads/cms%2Fposts%2Fhow-often-office-cleaning', { sha: commit.body.sha, force: true })).toEqual({ status: 403, body: { message: WORDS.outside } })
    expect(await call(token, 'PATCH', 'git/refs/heads/main', { sha: commit.body.sha })).toEqual({ status: 403, body: { message: WORDS.unreviewed } })
    expect(github.changed('cms/posts/how-often-office-cleaning')).toEqual([ARTICLE])
  })

  test('with a private key that is not the app’s, the editor is told GitHub is not reachable and nothing is forwarded', async () => {
    const other = await startGitHubStandIn({})
    const wrongKey = createGateway({ ...settings(), GITHUB_APP_PRIVATE_KEY: other.privateKey }, PATHS)
    await other.close()
    const before = github.calls.filter((entry) => entry.path.startsWith(`/repos/${REPO}/branches`)).length
    expect(await call(auth.session(EDITOR.email).access_token, 'GET', 'branches/main', undefined, wrongKey)).toEqual({ status: 502, body: { message: WORDS.github } })
    expect(github.calls.filter((entry) => entry.path.startsWith(`/repos/${REPO}/branches`)).length).toBe(before)
  })

  /** An installation token minted as the gateway does, for making objects past it. */
  async function appToken(): Promise<string> {
    const { default: githubAppJwt } = await import('universal-github-app-jwt')
    const { token } = await githubAppJwt({ id: APP_ID, privateKey: github.privateKey })
    const minted = await (await fetch(`${github.url}/app/installations/7/access_tokens`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: '{}' })).json()
    return minted.token
  }
})
