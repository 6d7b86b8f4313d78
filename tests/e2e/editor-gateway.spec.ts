import { expect, test, type Page, type Route } from '@playwright/test'
import path from 'node:path'
import { ADMIN_PATH } from '../../lib/editor/adminPath'
import { backendFromEnv, decapConfigYaml } from '../../lib/editor/decapConfig'
import { parseEnv } from '../../lib/settings'
import { E2E_BACKEND_PORT, localSubmissionEnv } from '../../scripts/local-backend/env'
import { ANON_KEY, startAuthStandIn, type AuthStandIn } from '../support/supabase/authStandIn'
import { startEdgeFunction, type EdgeFunction } from '../../supabase/testing/edgeFunction'
import { APP_ID, REPO, startGitHubStandIn, type GitHubStandIn } from '../support/supabase/gitHubStandIn'
import { contentFiles } from './testRepo'
import { deleteArticle, MIDDLE } from './editorPage'

// Sign-in by e-mail, end to end: the built /admin/ on Decap's git-gateway backend with its Supabase
// sign-in (admin/emailSignIn.tsx), the editor gateway Edge Function under real Deno, a stand-in for
// Supabase Auth, and one for GitHub's API holding the project's content/ in a tiny repository
// (tests/support/supabase/). What only the hosted services can show is in docs/editor-login.md.
const EDITOR = { email: 'office@sparkwell.example', password: 'correct horse battery' }
const ARTICLE = 'content/blog/how-often-office-cleaning.md'
const DRAFT = 'cms/blog/how-often-office-cleaning'

test.describe.configure({ mode: 'serial' })

let auth: AuthStandIn
let github: GitHubStandIn
let gateway: EdgeFunction

test.beforeAll(async () => {
  auth = await startAuthStandIn([EDITOR])
  github = await startGitHubStandIn(contentFiles(process.cwd()))
  gateway = await startEdgeFunction({ SUPABASE_URL: auth.url, SUPABASE_ANON_KEY: ANON_KEY, GITHUB_APP_ID: APP_ID, GITHUB_APP_PRIVATE_KEY: github.privateKey, GITHUB_REPO: REPO, GITHUB_API_URL: github.url }, 'editor-gateway')
})

test.afterAll(async () => {
  await gateway?.kill()
  await github?.close()
  await auth?.close()
})

// The Supabase project the built site names (its /admin/ policy lets the editor reach that origin
// alone): its Auth and its Edge Function are the stand-ins' and Deno's, as one project serves both.
const SUPABASE = localSubmissionEnv(E2E_BACKEND_PORT).PUBLIC_ENV__SUPABASE_URL
const forwardTo = (target: () => string) => async (route: Route) => {
  const url = new URL(route.request().url())
  try {
    await route.fulfill({ response: await route.fetch({ url: `${target()}${url.pathname}${url.search}` }) })
  } catch (error) {
    // A request the page dropped while it was forwarded (Decap moving to another view, or the test
    // over) has no one to answer.
    if (!/disposed|Test ended|closed/.test(String(error))) throw error
  }
}

/** Opens the built /admin/ with the config a build with DECAP_SIGN_IN=email writes for that project. */
async function openEditor(page: Page, hash = '') {
  const config = decapConfigYaml(process.cwd(), backendFromEnv(parseEnv({ DECAP_SIGN_IN: 'email', PUBLIC_ENV__SUPABASE_URL: SUPABASE, PUBLIC_ENV__SUPABASE_ANON_KEY: ANON_KEY })))
  await page.route(`**${ADMIN_PATH}config.yml`, (route) => route.fulfill({ contentType: 'text/yaml', body: config }))
  await page.route(`${SUPABASE}/auth/v1/**`, forwardTo(() => auth.url))
  await page.route(`${SUPABASE}/functions/v1/editor-gateway/**`, forwardTo(() => gateway.url))
  await page.goto(`${ADMIN_PATH}${hash}`)
}

test('a wrong password is refused in plain words, and nothing reaches GitHub', async ({ page }) => {
  await openEditor(page)
  await page.getByLabel('E-mail address').fill(EDITOR.email)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('That e-mail address and password do not match: try again, or ask for a sign-in link.')).toBeVisible()
  expect(github.calls.filter((call) => call.path.startsWith(`/repos/${REPO}/`))).toEqual([])
})

test('an editor signs in with an e-mail address and a password, edits an article, and the save is a pull request with that file', async ({ page }) => {
  await openEditor(page)
  await expect(page.getByRole('button', { name: 'No password? E-mail me a sign-in link' })).toBeVisible()
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, 'editor-sign-in-email.png') })
  await page.getByLabel('E-mail address').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('link', { name: 'Workflow' })).toBeVisible()

  await page.goto(`${ADMIN_PATH}#/collections/blog/entries/how-often-office-cleaning`)
  const title = page.getByLabel('Title', { exact: true })
  await expect(title).not.toHaveValue('')
  const before = await title.inputValue()
  await title.fill(`${before} Each Week`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Entry saved')).toBeVisible()

  await expect.poll(() => github.pulls.map((pull) => ({ head: pull.head, base: pull.base, state: pull.state, labels: pull.labels }))).toEqual([{ head: DRAFT, base: 'main', state: 'open', labels: ['decap-cms/draft'] }])
  expect(github.changed(DRAFT)).toEqual([ARTICLE])
  expect(github.file(DRAFT, ARTICLE)).toContain(`${before} Each Week`)
  expect(github.file('main', ARTICLE)).not.toContain('Each Week')

  // The editor sees the draft where the office looks for it: in the workflow's Drafts.
  await page.goto(`${ADMIN_PATH}#/workflow`)
  await expect(page.getByText(`${before} Each Week`)).toBeVisible()
})

test('an editor without a password asks for a sign-in link, and the link signs them in', async ({ page }) => {
  await openEditor(page)
  await page.getByLabel('E-mail address').fill(EDITOR.email)
  await page.getByRole('button', { name: 'No password? E-mail me a sign-in link' }).click()
  await expect(page.getByText(`A sign-in link is on its way to ${EDITOR.email}: open it on this computer.`)).toBeVisible()
  expect(auth.links).toEqual([EDITOR.email])

  // The link opens a new tab at the address Supabase Auth redirects to once it has checked the e-mailed token.
  const session = auth.session(EDITOR.email)
  const linked = await page.context().newPage()
  await openEditor(linked, `#access_token=${session.access_token}&refresh_token=${session.refresh_token}&expires_in=3600&token_type=bearer&type=magiclink`)
  await expect(linked.getByRole('link', { name: 'Workflow' })).toBeVisible()
  expect(linked.url()).not.toContain('access_token')
})

test('a delete by an editor signed in by e-mail is a pull request, with the neighbours linked, not a commit to main', async ({ page }) => {
  await openEditor(page)
  await page.getByLabel('E-mail address').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('link', { name: 'Workflow' })).toBeVisible()
  const main = github.file('main', `content/blog/${MIDDLE.slug}.md`)
  await page.goto(`${ADMIN_PATH}#/collections/blog/entries/${MIDDLE.slug}`)
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('')
  await deleteArticle(page, { says: [...MIDDLE.says, 'The delete waits in Workflow as a change for review'], target: 'How Workplace Cleaning Affects Employee Health and Productivity', removeLinks: true })

  const draft = `cms/blog/${MIDDLE.next}`
  await expect.poll(() => github.pulls.filter((pull) => pull.head === draft).map((pull) => ({ base: pull.base, state: pull.state }))).toEqual([{ base: 'main', state: 'open' }])
  expect(github.changed(draft).sort()).toEqual(['content/blog/how-often-office-cleaning.md', `content/blog/${MIDDLE.prev}.md`, `content/blog/${MIDDLE.slug}.md`, `content/blog/${MIDDLE.next}.md`].sort())
  expect(github.file(draft, `content/blog/${MIDDLE.slug}.md`)).toBeUndefined()
  expect(github.file(draft, `content/blog/${MIDDLE.next}.md`)).toContain(MIDDLE.slug)
  // main is as it was until the pull request is merged.
  expect(github.file('main', `content/blog/${MIDDLE.slug}.md`)).toBe(main)
  expect(github.file('main', `content/blog/${MIDDLE.prev}.md`)).toContain(`next: ${MIDDLE.slug}`)
  // The editor is taken to the Workflow, where the delete waits in Drafts as one change (Decap names
  // a change of several files by one of them), to publish like any other.
  await expect(page).toHaveURL(/#\/workflow$/)
  await expect(page.getByRole('heading', { name: '2025-01-15: How Often Should Your Office Be Cleaned? A Sydney Guide', exact: true })).toBeVisible()
})
