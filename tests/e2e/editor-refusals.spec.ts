// Every refusal the content check's rules can give, met in the editor at /admin/ as an editor meets
// it: the entry in the form in a state that breaks the rule (the broken texts of the unit test of the
// editor's words, tests/support/brokenRules.ts), "Publish now", and the refusal panel read. Each must
// name the field as the form labels it and hold none of a developer's words. On the local backend
// (`npm run dev`, whose server runs the whole check) and on test-repo (the production code path,
// where only the editor's own rules run before a pull request's check). One page load per backend:
// each case puts its state into the open form, as Decap's "restore from local backup" does, and the
// next case opens its entry through the editor's own router.
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { collections } from '../../lib/content/collections'
import { RULES, type Rule } from '../../lib/content/problems'
import { ADMIN_PATH } from '../../lib/editor/adminPath'
import { collectionForFile } from '../../lib/editor/editorData'
import { proseFindings, WORD_LIST } from '../../lib/content/check/prose'
import type { Facts, Site } from '../../lib/content/schema'
import { entryProblems } from '../../lib/editor/entryRules'
import { entryProseProblems } from '../../lib/editor/entryProse'
import { splitText, stableText } from '../../lib/editor/entryText'
import { ARTICLE, CASES, developerWords, fields, type Case } from '../support/brokenRules'
import { devServerOnCopy } from './devServer'
import { publish } from './editorPage'
import { openTestRepoEditor } from './testRepo'

type Backend = 'local' | 'test-repo'

/** Where the editor breaks a rule otherwise than the unit case's files do: its files are named by their Slug. */
const IN_THE_EDITOR: Partial<Record<Rule, Case>> = {
  // A new article cannot be named apart from its Slug: the address of another article is taken by renaming onto it.
  slugTaken: {
    file: ARTICLE,
    change: fields((data) => (data.slug = 'commercial-cleaning-service-included')),
    field: 'Slug',
    says: 'is already the address of the article "What Does a Commercial Cleaning Service Include in Sydney?": choose another',
  },
  // A required field the form sees filled (a space) that the check finds empty.
  field: { ...(CASES.field as Case), change: fields((data) => (((data.faq as Record<string, unknown>[])[0]!.answer = ' '))) },
  noText: { ...(CASES.noText as Case), change: fields((data) => (data.body = ' ')) },
  // The link back the editor gives the last article in the same save closes the circle.
  chainCycle: { ...(CASES.chainCycle as Case), also: undefined },
}

/** Rules a save of the editor can break but this test does not, beyond those none can (CASES), and why. */
const NOT_HERE: Partial<Record<Rule, string>> = {
  tooLarge: 'a 10 MB text takes the browser\'s rules a minute to read; lib/editor/refusalWords.test.ts holds its words',
  pictureTooLarge: 'the media library refuses a picture over the limit before it reaches a save: editor.spec.ts, "a picture above the limit is refused"',
  fileName: 'the form\'s own check of Slug stops it under the field, in the schema\'s words ("must be lower-case words joined by hyphens"), before any save',
  slugFileName: 'the editor makes a changed Slug a rename: the entry moves to its new address and keeps the old one (admin/checkedBackend.ts)',
  faqGroupCount: 'FAQ groups cannot be added in the editor: their list has no New button',
  chainCount: 'a series splits in two only when two articles change in one save; a save of the editor changes one, and an end cleared alone is refused as a neighbour that does not lead back (chainBack)',
  credential: 'the editor puts a company detail typed out in as its fact (lib/editor/factsPutIn.ts) and saves: there is nothing to refuse',
}

/**
 * On test-repo (GitHub's code path) the editor refuses what its own rules of one entry find
 * (lib/editor/entryRules.ts, the prose rules) and what its checking backend does across files (a
 * rename onto a taken address); the rest is the pull request's check after the save, whose words
 * are the local server's.
 */
const PULL_REQUEST_CHECK = 'only the whole content check finds it: on GitHub that is the pull request\'s check after the save, whose words are the local server\'s'
const CHECKING_BACKEND: Rule[] = ['slugTaken']
const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as Omit<Site, 'facts'>
const facts = parse(fs.readFileSync('content/facts.yaml', 'utf8')) as Facts
function editorFinds(rule: Rule, broken: Case): boolean {
  if (CHECKING_BACKEND.includes(rule)) return true
  const text = stableText(broken.file, broken.change(fs.readFileSync(broken.from ?? broken.file, 'utf8')), broken.from ? undefined : fs.readFileSync(broken.file, 'utf8'))
  const proofRead = (source: string, format: 'markdown' | 'text' | 'html') => proseFindings(source, { format, wordList: fs.readFileSync(WORD_LIST, 'utf8') })
  return [...entryProblems(broken.file, text, site, facts), ...entryProseProblems(broken.file, text, site, facts, proofRead)].some((problem) => problem.rule === rule)
}

/** The case each rule is met by in the browser, or why none is. */
function caseOf(rule: Rule, backend: Backend): Case | string {
  const broken = NOT_HERE[rule] ?? IN_THE_EDITOR[rule] ?? CASES[rule]
  if (typeof broken === 'string' || backend === 'local') return broken
  return editorFinds(rule, broken) ? broken : PULL_REQUEST_CHECK
}

/** Decap's store, reached through React's root of the page: the editor offers the test no other way to set a whole entry. */
async function exposeStore(context: BrowserContext) {
  await context.addInitScript(() => {
    ;(window as unknown as { decapStore: () => unknown }).decapStore = () => {
      const root = document.getElementById('nc-root') as unknown as Record<string, unknown> | null
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
      type Fiber = { child?: Fiber; sibling?: Fiber; memoizedProps?: { store?: { dispatch?: unknown } } }
      const queue: Fiber[] = key ? [root[key] as Fiber] : []
      while (queue.length) {
        const fiber = queue.shift()!
        if (fiber.memoizedProps?.store?.dispatch) return fiber.memoizedProps.store
        if (fiber.child) queue.push(fiber.child)
        if (fiber.sibling) queue.push(fiber.sibling)
      }
      throw new Error('no Decap store on the page')
    }
  })
}

interface Store {
  getState(): { entryDraft: { getIn(path: string[]): unknown; get(key: string): { toJS(): Record<string, unknown> } } }
  dispatch(action: unknown): void
}

/** The entry's form data as Decap's format reads the file (admin/formats.ts). */
function formData(text: string): Record<string, unknown> {
  const { matter, body } = splitText(text, true)
  return { ...(parse(matter) as Record<string, unknown>), body: body.replace(/^\r?\n/, '') }
}

interface Shown {
  field: string
  advice: string
}

/**
 * Opens the case's entry (a new one for a case that writes a new file) through the editor's router,
 * puts the broken state into its form, publishes, and returns the refusal's items, or 'saved'.
 */
async function refusalOf(page: Page, root: string, broken: Case): Promise<Shown[] | 'saved' | 'stopped by the form'> {
  const found = collectionForFile(broken.file)!
  const collection = collections[found.name] as { folder: string }
  const data = formData(broken.change(fs.readFileSync(path.join(root, broken.from ?? broken.file), 'utf8')))
  // The editor names a new file by its Slug.
  if (broken.from) data.slug = found.id
  // Through the collection's list, as an editor goes (Decap loads an entry when its form opens).
  const draft = () =>
    page.evaluate(() => {
      const entry = (window as unknown as { decapStore: () => Store }).decapStore().getState().entryDraft
      return entry.getIn(['entry', 'isFetching']) ? 'loading' : `${String(entry.getIn(['entry', 'collection']) ?? '')}|${String(entry.getIn(['entry', 'path']) ?? '')}`
    })
  await page.evaluate((hash) => void (location.hash = hash), `#/collections/${collection.folder}`)
  await expect.poll(draft).toBe('|')
  await page.evaluate((hash) => void (location.hash = hash), `#/collections/${collection.folder}/${broken.from ? 'new' : `entries/${found.id}`}`)
  await expect.poll(draft).toBe(`${collection.folder}|${broken.from ? '' : broken.file}`)
  await page.evaluate((data) => {
    const store = (window as unknown as { decapStore: () => Store }).decapStore()
    const entry = store.getState().entryDraft.get('entry').toJS()
    store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry: { ...entry, data } } })
    store.dispatch({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' })
  }, data)
  // Decap's toasts of the last save sit over the toolbar for 8 seconds: their animations finished, they go.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.effect?.getComputedTiming().endTime !== Infinity && animation.finish()))
  await publish(page)
  const refusal = page.getByRole('alertdialog', { name: /^Not saved/ })
  const saved = page.getByText('Entry saved')
  // Decap's own check of the form's fields (required, pattern) stops a save before the editor's rules see it.
  const stopped = page.getByText(/missed a required field|didn't match the pattern/)
  await expect(refusal.or(saved).or(stopped).first()).toBeVisible()
  if (await stopped.first().isVisible()) return 'stopped by the form'
  if (!(await refusal.isVisible())) return 'saved'
  const shown = await refusal.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const field = item.querySelector('strong')?.textContent ?? ''
      return { field, advice: (item.textContent ?? '').slice(field ? field.length + 2 : 0) }
    }),
  )
  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  return shown
}

const matches = (expected: string | RegExp, actual: string) => (typeof expected === 'string' ? actual === expected || actual.toLowerCase().includes(expected.toLowerCase()) : expected.test(actual) || expected.test(actual.charAt(0).toLowerCase() + actual.slice(1)))

/**
 * Saves every case on `backend` and checks each refusal, printing what the run found. `open` opens
 * the editor in a new page, the repository as the project has it (after a save that was not refused,
 * which may have written anything).
 */
async function everyRefusal(backend: Backend, root: string, open: () => Promise<Page>) {
  let page = await open()
  const reached: Rule[] = []
  const skipped: string[] = []
  const spoken: string[] = []
  for (const rule of RULES) {
    const broken = caseOf(rule, backend)
    if (typeof broken === 'string') {
      expect(broken.length, `${rule}: a rule left out needs a reason`).toBeGreaterThan(10)
      skipped.push(`${rule}: ${broken}`)
      continue
    }
    const shown = await refusalOf(page, root, broken)
    if (typeof shown === 'string') {
      expect.soft(shown, `${rule}: the save was not refused with a list of what to fix`).toBe('refused')
      await page.context().close()
      page = await open()
      continue
    }
    const ours = shown.some(({ field, advice }) => (broken.field === '' ? true : typeof broken.field === 'string' ? field === broken.field : broken.field.test(field)) && matches(broken.says, advice))
    expect.soft(ours, `${rule}: ${JSON.stringify(shown, null, 1)}`).toBe(true)
    if (ours) reached.push(rule)
    for (const { field, advice } of shown) {
      const line = field ? `${field}: ${advice}` : advice
      const words = developerWords(line)
      if (words.length) spoken.push(`${rule}: ${line} [${words.join(', ')}]`)
      expect.soft(words, `${rule}: ${line}`).toEqual([])
    }
  }
  console.log(`${backend}: ${RULES.length} rules, ${reached.length} refused in the browser as expected; developer words in ${spoken.length} refusals\n${spoken.join('\n')}\nnot met here:\n${skipped.join('\n')}`)
}

/** Every file of content/ under `root`, by path. */
const contentOf = (root: string) =>
  new Map(fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(root, 'content', name)).isFile()).map((name) => [name, fs.readFileSync(path.join(root, 'content', name), 'utf8')]))

/** A page that accepts leaving an unsaved form and declines Decap's offer of a backup of an earlier case. */
async function editorPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  page.on('dialog', (dialog) => void (/backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept()))
  return page
}

test.describe('on the local backend', () => {
  const PORT = 3996
  const admin = `http://localhost:${PORT}${ADMIN_PATH}`
  const server = devServerOnCopy('refusals-editor', admin, (root) => ({
    file: path.join(root, 'node_modules/.bin/node'),
    args: ['scripts/dev.ts', '--port', String(PORT), '--host', '127.0.0.1'],
    env: { ...process.env, EDITOR_PORT: '8094', LOCAL_BACKEND_PORT: '54396' },
  }))

  test('every refusal the rules give names the field as the form labels it, in words for people', async ({ browser }) => {
    const originals = contentOf(server.root)
    await everyRefusal('local', server.root, async () => {
      // The working tree as it was: a save that went through is undone.
      for (const [name] of contentOf(server.root)) if (!originals.has(name)) fs.rmSync(path.join(server.root, 'content', name))
      for (const [name, text] of originals) fs.writeFileSync(path.join(server.root, 'content', name), text)
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport })
      await exposeStore(context)
      const page = await editorPage(context)
      await page.goto(admin)
      await page.getByRole('button', { name: 'Login' }).click()
      await page.goto(`${admin}#/collections/blog/entries/how-often-office-cleaning`)
      await expect(page.getByLabel('Read time')).toHaveValue('5')
      return page
    })
  })
})

test.describe('on test-repo', () => {
  test('every refusal the rules give names the field as the form labels it, in words for people', async ({ browser }) => {
    // A new page's in-memory repository is the project's content again.
    await everyRefusal('test-repo', process.cwd(), async () => {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: test.info().project.use.viewport })
      await exposeStore(context)
      const page = await editorPage(context)
      await openTestRepoEditor(page, 'blog/entries/how-often-office-cleaning')
      await expect(page.getByLabel('Read time')).toHaveValue('5')
      return page
    })
  })
})
