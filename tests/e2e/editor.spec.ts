import { expect, test, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { ADMIN_DIR, ADMIN_PATH } from '../../lib/editor/adminPath'
import { BROWSER_GUARD_MS } from '../hangGuards'
import { MAX_PICTURE_BYTES } from '../../lib/images/uploadLimit'
import { cameraPhoto } from '../fixtures/cameraPhoto'
import { devServerOnCopy } from './devServer'
import { CHAINED_ARTICLE_TEXT, chainEnd, contentTexts, deleteArticle, expectDeletedFromEnd, expectDeletedFromMiddle, expectRefusal, expectRenamed, expectUploadShown, fillChainedArticle, misspellArticle, MISSPELT_ARTICLE, newArticleText, publish, READ_TIME_REFUSAL, MIDDLE, RENAME, renameArticle, seriesEnd, SPELLING_REFUSALS } from './editorPage'

// The web editor as an editor uses it: `npm run dev` (the site and the local backend) on a copy of
// the project, /admin/ in the browser, and the files the saves write.
const PORT = 3997
const EDITOR_PORT = 8093
const admin = `http://localhost:${PORT}${ADMIN_PATH}`
const SCREENSHOTS = process.env.EDITOR_SCREENSHOTS
const server = devServerOnCopy('site-editor', admin, (root) => ({
  file: path.join(root, 'node_modules/.bin/node'),
  args: ['scripts/dev.ts', '--port', String(PORT), '--host', '127.0.0.1'],
  env: { ...process.env, EDITOR_PORT: String(EDITOR_PORT), LOCAL_BACKEND_PORT: '54397' },
}))

const file = (name: string) => path.join(server.root, name)
const frontMatter = (name: string) => parse(fs.readFileSync(file(name), 'utf8').split(/^---$/m)[1]!) as Record<string, unknown>

async function openEditor(page: Page, hash: string) {
  await page.goto(admin)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${admin}#/collections/${hash}`)
}

/** Publishes and waits for "Entry saved" (`npm run bench:save` times this wait). */
async function publishAndWaitForSaved(page: Page) {
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()
}

test('an article created through the form is written as Markdown, passes the check and joins its chain', async ({ page }) => {
  // The current last article of the chain that holds how-often-office-cleaning.
  const last = chainEnd(server.root, 'how-often-office-cleaning')
  await openEditor(page, 'blog/new')
  await fillChainedArticle(page, last)

  // The preview draws the article with the site's own components and stylesheet.
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1, name: 'Keeping the Office Kitchen Clean' })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Back to Blog' })).toBeVisible()
  await expect(preview.getByRole('heading', { name: 'Need Professional Cleaning Services?' })).toBeVisible()
  await expect(preview.getByText('22 January 2025')).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800')
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-article.png') })

  await publishAndWaitForSaved(page)

  const written = fs.readFileSync(file('content/blog/office-kitchen-hygiene.md'), 'utf8')
  expect(written).toBe(
    newArticleText(String(last.slug), CHAINED_ARTICLE_TEXT),
  )
  expect(frontMatter(`content/blog/${last.slug}.md`).next).toBe('office-kitchen-hygiene')

  const check = spawnSync(path.join(server.root, 'node_modules/.bin/node'), ['scripts/check-content.ts'], { cwd: server.root, encoding: 'utf8', timeout: BROWSER_GUARD_MS })
  expect(check.stdout + check.stderr).toContain('Content check passed')
  expect(check.status).toBe(0)

  const build = spawnSync('npm', ['run', 'build'], { cwd: server.root, encoding: 'utf8', timeout: BROWSER_GUARD_MS })
  expect(build.status, build.stderr).toBe(0)
  const built = (slug: string) => fs.readFileSync(file(`dist/client/blog/${slug}/index.html`), 'utf8')
  expect(built('office-kitchen-hygiene')).toContain('Wipe the benches every night')
  expect(built('office-kitchen-hygiene')).toContain(`href="/blog/${last.slug}"`)
  expect(built(String(last.slug))).toContain('href="/blog/office-kitchen-hygiene"')
})

test('a save changes only the edited line, and saving the old value back restores the file byte for byte', async ({ page, browser }) => {
  const name = 'content/services/office-cleaning.md'
  const original = fs.readFileSync(file(name), 'utf8')
  await openEditor(page, 'services/entries/office-cleaning')
  const field = page.getByLabel('Checklist heading', { exact: true })
  const heading = String(frontMatter(name).checklistHeading)
  await expect(field).toHaveValue(heading)

  await field.fill(`${heading}, every night`)
  await publishAndWaitForSaved(page)
  const edited = fs.readFileSync(file(name), 'utf8')
  const changed = edited.split('\n').filter((line, index) => line !== original.split('\n')[index])
  expect(changed).toEqual([`checklistHeading: ${heading}, every night`])

  // Decap sends the whole entry in its own YAML layout; the file keeps its own.
  // A fresh browser, so the form starts from the file as saved.
  const again = await browser.newPage()
  await openEditor(again, 'services/entries/office-cleaning')
  const fieldAgain = again.getByLabel('Checklist heading', { exact: true })
  await expect(fieldAgain).toHaveValue(`${heading}, every night`)
  await fieldAgain.fill(heading)
  await publish(again)
  await expect.poll(() => fs.readFileSync(file(name), 'utf8')).toBe(original)
})

test('a scheduled article and a draft say so in the preview and in npm run dev, and the Draft toggle is saved', async ({ page }) => {
  const last = chainEnd(server.root, 'trustworthy-commercial-cleaning-company')
  await openEditor(page, 'blog/new')
  // A Monday well ahead: the daily build publishes it at 06:00 Sydney time that day.
  await fillChainedArticle(page, last, { slug: 'office-deep-clean-plan', title: 'Planning an Office Deep Clean', date: '2030-06-03' })
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('status')).toHaveText('Scheduled: published by the first build on 3 June 2030 (Sydney time), with its links from the articles beside it.')
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-scheduled.png'), animations: 'disabled' })
  const draft = page.locator('[id^=draft-field]')
  await expect(draft).toHaveAttribute('aria-checked', 'false')
  await draft.click()
  await expect(draft).toHaveAttribute('aria-checked', 'true')
  await expect(preview.getByRole('status')).toHaveText(/^Draft: not published\./)
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-draft.png'), animations: 'disabled' })
  await publishAndWaitForSaved(page)
  expect(frontMatter('content/blog/office-deep-clean-plan.md')).toMatchObject({ draft: true, date: '2030-06-03', prev: last.slug })
  expect(frontMatter(`content/blog/${last.slug}.md`).next).toBe('office-deep-clean-plan')

  // npm run dev shows the draft, with its notice, and the chain's link to it.
  await page.goto(`http://localhost:${PORT}/blog/office-deep-clean-plan`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planning an Office Deep Clean')
  await expect(page.getByRole('status')).toHaveText(/^Draft: not published\./)
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'dev-draft.png'), animations: 'disabled' })
  await page.goto(`http://localhost:${PORT}/blog/${String(last.slug)}`)
  await expect(page.locator('a[href="/blog/office-deep-clean-plan"]')).toBeVisible()
  await expect(page.getByRole('status')).toHaveCount(0)
})

test("a checklist of 11 items and a link to an alias are refused with the check's words, and nothing is written", async ({ page, browser }) => {
  const name = 'content/services/office-cleaning.md'
  const original = fs.readFileSync(file(name), 'utf8')
  await openEditor(page, 'services/entries/office-cleaning')

  // The service page's preview: the site's hero, checklist and FAQ.
  const preview = page.frameLocator('iframe').first()
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(preview.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  await expect(preview.getByRole('link', { name: 'Get Free Quote' }).first()).toBeVisible()

  // The list labelled Checklist (Aliases comes first on service pages); its last item's top bar ends with the remove button.
  const checklist = page.locator('[aria-label="list field"]').filter({ has: page.getByText('Checklist', { exact: true }) })
  const lastItem = checklist.locator('input').last()
  await lastItem.scrollIntoViewIfNeeded()
  await lastItem.locator('xpath=ancestor::div[.//button][1]').locator('button').last().click()
  await expect(checklist.locator('input')).toHaveCount(11)
  await publish(page)
  await expect(page.getByText('Checklist: must list exactly 12 items')).toBeVisible()
  if (SCREENSHOTS) {
    await page.getByText('Checklist: must list exactly 12 items').scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-checklist.png') })
  }
  expect(fs.readFileSync(file(name), 'utf8')).toBe(original)

  // A rule across files is the check's, run on save: a link to an old article address.
  const fresh = await browser.newPage()
  await openEditor(fresh, 'services/entries/office-cleaning')
  const body = fresh.locator('[data-slate-editor=true]').last()
  await body.click()
  await fresh.keyboard.press('Control+End')
  await fresh.keyboard.insertText(' Read [our guide](/blog/choose-commercial-cleaning-company-melbourne).')
  await publish(fresh)
  // The local server's check across files, in the form's words: the field, no file path or line.
  await expectRefusal(fresh, 'Body: the link to /blog/choose-commercial-cleaning-company-melbourne uses an old address of the article "How to Choose a Commercial Cleaning Company in Sydney": link to /blog/choose-commercial-cleaning-sydney')
  if (SCREENSHOTS) await fresh.screenshot({ path: path.join(SCREENSHOTS, 'editor-refused.png') })
  expect(fs.readFileSync(file(name), 'utf8')).toBe(original)
})

test('a save breaking a rule of the entry is refused before it reaches the local server, in plain words that stay until dismissed', async ({ page }) => {
  const name = 'content/blog/how-often-office-cleaning.md'
  const original = fs.readFileSync(file(name), 'utf8')
  await openEditor(page, 'blog/entries/how-often-office-cleaning')
  await page.getByLabel('Read time').fill('12')
  await publish(page)
  const refusal = await expectRefusal(page, READ_TIME_REFUSAL, { lasting: true })
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-read-time-refused.png') })
  expect(fs.readFileSync(file(name), 'utf8')).toBe(original)
  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refusal).toHaveCount(0)
})

test('a misspelt word in the title and the text is refused by the prose rules in the editor, with each field named, and nothing is written', async ({ page }) => {
  await openEditor(page, 'blog/new')
  await misspellArticle(page)
  await publish(page)
  const refusal = await expectRefusal(page, SPELLING_REFUSALS[0]!, { lasting: true })
  for (const words of SPELLING_REFUSALS.slice(1)) await expect(refusal).toContainText(words)
  await expect(refusal.getByRole('listitem')).toHaveCount(2)
  expect(fs.existsSync(file(MISSPELT_ARTICLE))).toBe(false)
  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refusal).toHaveCount(0)
})

test("a phone photo uploaded in the article's picture field shows at once in the field and the preview, and is saved with the article, which the check accepts", async ({ page }) => {
  const name = 'content/blog/how-often-office-cleaning.md'
  await openEditor(page, 'blog/entries/how-often-office-cleaning')
  await page.getByRole('button', { name: 'Choose different image' }).click()
  await page.locator('input[type=file]').setInputFiles({ name: 'img_4021.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('jpeg', 800, 1200) })
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await expectUploadShown(page)
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, 'editor-photo-unsaved.png') })
  await publishAndWaitForSaved(page)
  expect(frontMatter(name).heroImage).toMatchObject({ src: '/images/blog/img_4021.jpg' })
  expect(fs.existsSync(file('public/images/blog/img_4021.jpg'))).toBe(true)
})

test("an article's preview fills every token of its text from the company's details", async ({ page }) => {
  await openEditor(page, 'blog/entries/allergies-sensitivities-commercial-cleaning')
  const brand = (parse(fs.readFileSync(file('content/site.yaml'), 'utf8')) as { brand: string }).brand
  const preview = page.frameLocator('iframe').first()
  // The article's "## How {{brand}} can help", as the page shows it.
  await expect(preview.getByRole('heading', { name: `How ${brand} can help` })).toBeVisible()
  await expect(preview.getByText(/\{\{/)).toHaveCount(0)
})

// The built page's handling of a phone photo is tested in optional-features.spec.ts.
test('a picture above the limit is refused with the limit in the message, and nothing is uploaded', async ({ page }) => {
  await openEditor(page, 'blog/entries/how-often-office-cleaning')
  await page.getByRole('button', { name: 'Choose different image' }).click()
  const upload = page.locator('input[type=file]')

  // One byte over the limit: Decap refuses it before sending anything.
  const refusal = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))))
  await upload.setInputFiles({ name: 'office-scan.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_PICTURE_BYTES + 1) })
  expect(await refusal).toBe(
    'This file is too large to upload: a picture may be at most 10 MB: save a smaller copy (3,200 pixels wide is plenty, the site shows pictures at most 1,600 pixels wide) and upload that.',
  )
  await expect(page.getByText('office-scan.jpg')).toHaveCount(0)
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-photo-refused.png') })
  expect(fs.existsSync(file('public/images/blog/office-scan.jpg'))).toBe(false)
})

test('the built /admin/ is the editor alone: noindex, out of the sitemap, and no public page loads any of it', () => {
  const built = path.resolve('dist/client')
  const page = fs.readFileSync(path.join(built, ADMIN_DIR, 'index.html'), 'utf8')
  expect(page).toContain('<meta name="robots" content="noindex, nofollow">')
  const script = /src="\/admin\/(editor\.[\w]+\.js)"/.exec(page)![1]!
  expect(fs.existsSync(path.join(built, ADMIN_DIR, script))).toBe(true)
  expect(fs.readFileSync(path.join(built, ADMIN_DIR, 'config.yml'), 'utf8')).toContain('folder: content/blog')
  expect(fs.readFileSync(path.join(built, 'sitemap.xml'), 'utf8')).not.toContain(ADMIN_PATH)
  const pages = fs.readdirSync(built, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html') && !name.startsWith(`${ADMIN_DIR}/`))
  expect(pages.length).toBeGreaterThan(40)
  for (const name of pages) expect(fs.readFileSync(path.join(built, name), 'utf8'), name).not.toMatch(/\/admin\/|decap/i)
})

test('renaming an article moves its file, keeps its old address as an alias and changes every link to it in the same save, and the content check passes', async ({ page }) => {
  const before = contentTexts(server.root)
  await openEditor(page, `blog/entries/${RENAME.from}`)
  await renameArticle(page)
  if (SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'editor-renamed.png') })
  expectRenamed((name) => (fs.existsSync(file(name)) ? fs.readFileSync(file(name), 'utf8') : undefined), before)

  const check = spawnSync(path.join(server.root, 'node_modules/.bin/node'), ['scripts/check-content.ts'], { cwd: server.root, encoding: 'utf8', timeout: BROWSER_GUARD_MS })
  expect(check.stdout + check.stderr).toContain('Content check passed')
  expect(check.status).toBe(0)
})

// After the rename above, which these change nothing of.
test('deleting an article from the middle of its series links its neighbours to each other, gives its address to the next one and removes the link to it the editor chose to remove', async ({ page }) => {
  await openEditor(page, `blog/entries/${MIDDLE.slug}`)
  await expect(page.getByLabel('Read time')).not.toHaveValue('')
  const started = await deleteArticle(page, { says: MIDDLE.says, target: 'How Workplace Cleaning Affects Employee Health and Productivity', removeLinks: true })
  await expect.poll(() => fs.existsSync(file(`content/blog/${MIDDLE.slug}.md`))).toBe(false)
  console.log(`delete from the middle of the series, Delete clicked to done: ${Date.now() - started} ms`)
  expectDeletedFromMiddle(contentTexts(server.root))
})

test('deleting the last article of its series makes the one before it the last, gives it its address and keeps the links to it going there, and the content check passes', async ({ page }) => {
  const end = seriesEnd(contentTexts(server.root))
  await openEditor(page, `blog/entries/${end.slug}`)
  await expect(page.getByLabel('Read time')).not.toHaveValue('')
  await deleteArticle(page, { says: [`“${end.prevTitle}” will be the last of the series.`], target: end.prevTitle, removeLinks: false })
  await expect.poll(() => fs.existsSync(file(`content/blog/${end.slug}.md`))).toBe(false)
  expectDeletedFromEnd(contentTexts(server.root), end)
  const check = spawnSync(path.join(server.root, 'node_modules/.bin/node'), ['scripts/check-content.ts'], { cwd: server.root, encoding: 'utf8', timeout: BROWSER_GUARD_MS })
  expect(check.stdout + check.stderr).toContain('Content check passed')
})
