import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { CHAINED_ARTICLE_TEXT, chainEnd, contentTexts, deleteArticle, expectDeletedFromEnd, expectDeletedFromMiddle, expectRefusal, expectRenamed, expectUploadShown, fillChainedArticle, fillNewArticle, misspellArticle, MISSPELT_ARTICLE, newArticleText, publish, MIDDLE, READ_TIME_REFUSAL, RENAME, renameArticle, seriesEnd, SPELLING_REFUSALS } from './editorPage'
import { ADMIN_PATH } from '../../lib/editor/adminPath'
import { openTestRepoEditor, storedFile, storedFiles } from './testRepo'
import { checkContent } from '../../lib/content/checkContent'
import { cameraPhoto } from '../fixtures/cameraPhoto'
import { copyContent, removeCopies } from '../support/contentCopy'

// The web editor as it runs in production, minus GitHub: the built /admin/ on Decap's in-memory
// test-repo backend, so every rule here is the editor's own, with no local server behind it.
const ARTICLE = 'content/blog/how-often-office-cleaning.md'

test('a save breaking a rule is refused with the field named in plain words, the message stays until dismissed, and nothing is stored', async ({ page }) => {
  await openTestRepoEditor(page, 'blog/entries/how-often-office-cleaning')
  const readTime = page.getByLabel('Read time')
  await expect(readTime).toHaveValue('5')
  await readTime.fill('12')
  await publish(page)

  const refusal = await expectRefusal(page, READ_TIME_REFUSAL, { lasting: true })
  expect(await storedFile(page, ARTICLE)).toBe(fs.readFileSync(ARTICLE, 'utf8'))

  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refusal).toHaveCount(0)
})

test('a misspelt word in the title and the text is refused by the prose rules with each field named, the message stays, and nothing is stored', async ({ page }) => {
  await openTestRepoEditor(page, 'blog/new')
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
  await misspellArticle(page)
  await publish(page)
  const refusal = await expectRefusal(page, SPELLING_REFUSALS[0]!)
  for (const words of SPELLING_REFUSALS.slice(1)) await expect(refusal).toContainText(words)
  await expect(refusal.getByRole('listitem')).toHaveCount(2)
  expect(scripts.filter((script) => /\/admin\/prose\.\w+\.js$/.test(script))).toHaveLength(1)
  await expectRefusal(page, SPELLING_REFUSALS[0]!, { lasting: true })
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, 'editor-spelling-refused.png') })
  expect(await storedFile(page, MISSPELT_ARTICLE)).toBeUndefined()
  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  await expect(refusal).toHaveCount(0)
})

test("a word added to the editor's word list is accepted by the next save, and the list is stored as typed", async ({ page }) => {
  const list = fs.readFileSync('content/words.txt', 'utf8')
  await openTestRepoEditor(page, 'words/entries/words')
  const words = page.getByLabel('Words', { exact: true })
  await expect(words).toHaveValue(list)
  await words.press('ControlOrMeta+End')
  await words.pressSequentially('Kurnell')
  if (process.env.EDITOR_SCREENSHOTS) {
    await words.evaluate((field) => field.scrollIntoView({ block: 'end' }))
    await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, 'editor-word-list.png') })
  }
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()
  expect(await storedFile(page, 'content/words.txt')).toBe(`${list}Kurnell\n`)

  // As an editor goes back to the article: the list of articles, then the article (a reload would empty test-repo).
  await page.goto(`${ADMIN_PATH}#/collections/blog`)
  await page.getByRole('link', { name: /How Often Should Your Office Be Cleaned/ }).click()
  await expect(page.getByLabel('Read time')).toHaveValue('5')
  const title = page.getByLabel('Title', { exact: true })
  await title.fill(`${await title.inputValue()} in Kurnell`)
  await publish(page)
  // The word list's "Entry saved" may still be showing: wait for the article itself.
  await expect.poll(() => storedFile(page, ARTICLE)).toContain(' in Kurnell\n')
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
})

/** The lines of `after` that differ from `before`, line by line (the edits here never add or remove lines). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n')
  return after.split('\n').filter((line, index) => line !== old[index])
}

test("a one-fact change is a one-line diff of facts.yaml, every comment and the file's order kept", async ({ page }) => {
  const file = 'content/facts.yaml'
  const original = fs.readFileSync(file, 'utf8')
  await openTestRepoEditor(page, 'settings/entries/facts')
  const field = page.getByLabel('Public liability', { exact: true })
  await expect(field).toHaveValue('$20M')
  await field.fill('$30M')
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()

  const stored = (await storedFile(page, file))!
  // The line keeps its comment (the demo's placeholder marker) beside the new value.
  const line = original.split('\n').find((text) => text.startsWith('  publicLiability: '))!
  expect(changedLines(original, stored)).toEqual([line.replace('$20M', '$30M')])
  expect(stored.split('\n')).toHaveLength(original.split('\n').length)
})

test('a one-field change of a service page is a one-line diff, its body and front matter as they were', async ({ page }) => {
  const file = 'content/services/office-cleaning.md'
  const original = fs.readFileSync(file, 'utf8')
  await openTestRepoEditor(page, 'services/entries/office-cleaning')
  const field = page.getByLabel('Checklist heading', { exact: true })
  const heading = await field.inputValue()
  await field.fill(`${heading}, every night`)
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()

  const stored = (await storedFile(page, file))!
  expect(changedLines(original, stored)).toEqual([`checklistHeading: ${heading}, every night`])
  expect(stored.split('\n')).toHaveLength(original.split('\n').length)
})

test('a new article is stored with every field the schema wants, empty ones as its files write them', async ({ page }) => {
  await openTestRepoEditor(page, 'blog/new')
  await fillNewArticle(page)
  await page.locator('[data-slate-editor=true]').first().click()
  await page.keyboard.insertText('Wipe the benches every night.')
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()

  expect(await storedFile(page, 'content/blog/office-kitchen-hygiene.md')).toBe(
    newArticleText(null, 'Wipe the benches every night.'),
  )
})

test("a new article's slug and read time left empty are filled in from its title and text when it is saved", async ({ page }) => {
  await openTestRepoEditor(page, 'blog/new')
  await fillNewArticle(page)
  // Emptied as a person would, by selecting the text and deleting it.
  for (const label of ['Slug', 'Read time']) {
    const field = page.getByLabel(label)
    await field.click()
    await field.press('End')
    const length = (await field.inputValue()).length
    for (let typed = 0; typed < length; typed++) await field.press('Backspace')
    await expect(page.getByLabel(label)).toHaveValue('')
  }
  await page.locator('[data-slate-editor=true]').first().click()
  await page.keyboard.insertText('Wipe the benches every night.')
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()

  const stored = await storedFile(page, 'content/blog/keeping-the-office-kitchen-clean.md')
  expect(stored).toBe(newArticleText(null, 'Wipe the benches every night.').replace('slug: office-kitchen-hygiene', 'slug: keeping-the-office-kitchen-clean'))
  await expect(page.getByLabel('Slug')).toHaveValue('keeping-the-office-kitchen-clean')
})

test('a new article following the end of a chain gives that article its link back in the same save, a one-line diff', async ({ page }) => {
  const last = chainEnd(process.cwd(), 'how-often-office-cleaning')
  const lastFile = `content/blog/${String(last.slug)}.md`
  await openTestRepoEditor(page, 'blog/new')
  await fillChainedArticle(page, last)
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()

  expect(await storedFile(page, 'content/blog/office-kitchen-hygiene.md')).toBe(newArticleText(String(last.slug), CHAINED_ARTICLE_TEXT))
  const original = fs.readFileSync(lastFile, 'utf8')
  const stored = (await storedFile(page, lastFile))!
  expect(changedLines(original, stored)).toEqual(['next: office-kitchen-hygiene'])
  expect(stored.split('\n')).toHaveLength(original.split('\n').length)
})

test('renaming an article moves it, keeps its old address as an alias and changes every link to it in the same save, and the content check passes', async ({ page }) => {
  await openTestRepoEditor(page, `blog/entries/${RENAME.from}`)
  await renameArticle(page)
  const stored = await storedFiles(page)
  expectRenamed((file) => stored[file], contentTexts(process.cwd()))
  expectCheckPasses(stored)
})

/** The repository as the saves left it passes the whole content check. */
function expectCheckPasses(stored: Record<string, string>) {
  const root = copyContent('test-repo-rename')
  try {
    // The repository holds content/'s Markdown and YAML (testRepo.ts); the rest of the copy stays.
    for (const name of fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })) {
      const file = `content/${name.split(path.sep).join('/')}`
      if (/\.(md|yaml)$/.test(file) && !(file in stored)) fs.rmSync(path.join(root, file))
    }
    for (const [file, text] of Object.entries(stored)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    expect(checkContent(root, { render: false }).problems).toEqual([])
  } finally {
    removeCopies()
  }
}

test('renaming a service page moves it, keeps its service and its old address, and changes the links to it', async ({ page }) => {
  const [from, to] = ['office-cleaning', 'offices']
  const before = contentTexts(process.cwd())
  await openTestRepoEditor(page, `services/entries/${from}`)
  await expect(page.getByLabel('Slug')).toHaveValue(from)
  await page.getByLabel('Slug').fill(to)
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`#/collections/services/entries/${to}$`))
  const stored = await storedFiles(page)
  expect(stored[`content/services/${from}.md`]).toBeUndefined()
  const moved = stored[`content/services/${to}.md`]!
  expect(moved).toContain(`slug: ${to}\n`)
  expect(moved).toMatch(new RegExp(`aliases:(\\n  - | \\[)${from}`))
  expect(moved).toContain('serviceName: Office Cleaning\n')
  const linking = [...before].filter(([, text]) => text.includes(`/services/${from})`))
  expect(linking.length).toBeGreaterThan(0)
  for (const [file, text] of linking) expect(stored[file], file).toBe(text.replaceAll(`/services/${from})`, `/services/${to})`))
  expectCheckPasses(stored)
})

test("renaming an article to another article's slug is refused in plain words, and nothing is stored", async ({ page }) => {
  const taken = 'commercial-cleaning-service-included'
  await openTestRepoEditor(page, `blog/entries/${RENAME.from}`)
  await expect(page.getByLabel('Slug')).toHaveValue(RENAME.from)
  await page.getByLabel('Slug').fill(taken)
  await publish(page)
  await expectRefusal(page, 'Slug: is already the address of the article "What Does a Commercial Cleaning Service Include in Sydney?": choose another', { lasting: true })
  expect(await storedFile(page, ARTICLE)).toBe(fs.readFileSync(ARTICLE, 'utf8'))
  expect(await storedFile(page, `content/blog/${taken}.md`)).toBe(fs.readFileSync(`content/blog/${taken}.md`, 'utf8'))
})

test("a phone photo uploaded in the article's picture field shows at once in the field and the preview, and is stored with the article when saved", async ({ page }) => {
  await openTestRepoEditor(page, 'blog/entries/how-often-office-cleaning')
  await page.getByRole('button', { name: 'Choose different image' }).click()
  await page.locator('input[type=file]').setInputFiles({ name: 'img_4021.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('jpeg', 800, 1200) })
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await expectUploadShown(page)
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, 'editor-photo-unsaved.png') })
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()
  expect(await storedFile(page, ARTICLE)).toContain('  src: /images/blog/img_4021.jpg\n')
  // The photo went into the repository with the save, where the image pipeline reads it.
  const photo = await page.evaluate(() => {
    let node: unknown = (window as unknown as { repoFiles: unknown }).repoFiles
    for (const part of 'public/images/blog/img_4021.jpg'.split('/')) node = (node as Record<string, unknown> | undefined)?.[part]
    return node !== undefined
  })
  expect(photo).toBe(true)
})

test.describe('in an office in Sydney at 8:30 am', () => {
  test.use({ timezoneId: 'Australia/Sydney' })

  test("a new article's preview is dated today in Sydney and fills every token in its text; the date's Now button gives Sydney's date", async ({ page }) => {
    // 8:30 am on 25 November in Sydney is still the 24th in UTC.
    await page.clock.setFixedTime(new Date('2026-11-24T21:30:00Z'))
    await openTestRepoEditor(page, 'blog/new')
    await page.getByLabel('Title', { exact: true }).fill('Keeping the Office Kitchen Clean')
    await page.locator('[data-slate-editor=true]').first().click()
    await page.keyboard.insertText('Call {{brand}} on {{phone}}: we carry {{insurance.publicLiability}} public liability cover.')

    const preview = page.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1, name: 'Keeping the Office Kitchen Clean' })).toBeVisible()
    await expect(preview.getByText('25 November 2026')).toBeVisible()
    const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as { brand: string; phone: { display: string } }
    const facts = parse(fs.readFileSync('content/facts.yaml', 'utf8')) as { insurance: { publicLiability: string } }
    await expect(preview.getByText(`Call ${site.brand} on ${site.phone.display}: we carry ${facts.insurance.publicLiability} public liability cover.`)).toBeVisible()
    await expect(preview.getByText(/\{\{|Invalid time value/)).toHaveCount(0)

    await page.getByRole('button', { name: 'Now' }).click()
    await expect(page.locator('input[type=date]')).toHaveValue('2026-11-25')
  })
})

test('deleting an article from the middle of its series links its neighbours, gives its address to the next one and removes the link to it, in one save the check passes', async ({ page }) => {
  await openTestRepoEditor(page, `blog/entries/${MIDDLE.slug}`)
  await expect(page.getByLabel('Read time')).not.toHaveValue('')
  await deleteArticle(page, { says: MIDDLE.says, target: 'How Workplace Cleaning Affects Employee Health and Productivity', removeLinks: true })
  await expect.poll(async () => (await storedFiles(page))[`content/blog/${MIDDLE.slug}.md`]).toBeUndefined()
  const stored = await storedFiles(page)
  expectDeletedFromMiddle(new Map(Object.entries(stored).filter(([file]) => file.endsWith('.md'))))
  expectCheckPasses(stored)
})

test('deleting the last article of its series makes the one before it the last and gives it its address', async ({ page }) => {
  const end = seriesEnd(contentTexts(process.cwd()))
  await openTestRepoEditor(page, `blog/entries/${end.slug}`)
  await expect(page.getByLabel('Read time')).not.toHaveValue('')
  await deleteArticle(page, { says: [`“${end.prevTitle}” will be the last of the series.`], target: end.prevTitle, removeLinks: false })
  await expect.poll(async () => (await storedFiles(page))[`content/blog/${end.slug}.md`]).toBeUndefined()
  expectDeletedFromEnd(new Map(Object.entries(await storedFiles(page)).filter(([file]) => file.endsWith('.md'))), end)
})

// The computer's own zone is not Sydney's: a laptop set to UTC, or an editor in Perth, at a moment
// when Sydney is already on 25 November and the computer still on the 24th.
const ELSEWHERE = [
  { timezoneId: 'UTC', at: '2026-11-24T21:30:00Z', sydney: '8:30 am' },
  { timezoneId: 'Australia/Perth', at: '2026-11-24T15:30:00Z', sydney: '2:30 am' },
]
for (const { timezoneId, at, sydney } of ELSEWHERE) {
  test.describe(`on a computer set to ${timezoneId}, at ${sydney} in Sydney`, () => {
    test.use({ timezoneId })

    test("the date's Now button gives Sydney's date, not the computer's", async ({ page }) => {
      await page.clock.setFixedTime(new Date(at))
      await openTestRepoEditor(page, 'blog/new')
      const date = page.locator('input[type=date]')
      await expect(date).toBeVisible()
      // The computer's own date is the 24th.
      expect(await page.evaluate(() => new Date().getDate())).toBe(24)
      await page.getByRole('button', { name: 'Now' }).click()
      await expect(date).toHaveValue('2026-11-25')
    })
  })
}
