// What every editor test does on /admin/, whatever the backend: publish, and read a refusal.
import { expect, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
}

/**
 * The refusal of a save, once it says `text` in the form's words (no Decap error code, file path
 * or stack); with `lasting`, once Decap's own toast has gone and the refusal is still there.
 */
export async function expectRefusal(page: Page, text: string | RegExp, { lasting = false } = {}): Promise<Locator> {
  const refusal = page.getByRole('alertdialog', { name: /^Not (saved|deleted)/ })
  await expect(refusal).toContainText(text)
  await expect(refusal).not.toContainText(/API_ERROR|content\/|\.md\b|\.yaml\b|Error:/)
  if (lasting) {
    const toast = page.getByText(/^Not (saved|deleted): see the list above the form\.$/)
    await expect(toast).toBeVisible()
    // The toast's 8 seconds are its progress bar's CSS animation (react-toastify closes it when the
    // animation ends), so finishing the page's animations is those seconds passing, without the wait.
    await expect(async () => {
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) animation.finish()
      })
      await expect(toast).toBeHidden({ timeout: 250 })
    }).toPass()
    await expect(refusal).toBeVisible()
  }
  return refusal
}

/** The read time refusal: the field as the form labels it, and the read times to choose from. */
export const READ_TIME_REFUSAL = /Read time: 12 min, but the text has [\d,]+ words, about [\d.]+ min: set Read time to \d+-\d+, or change the text\./

/** The new article the editor tests write unless told otherwise. */
export const NEW_ARTICLE = { slug: 'office-kitchen-hygiene', title: 'Keeping the Office Kitchen Clean', date: '2025-01-22' }

/** A new article's form filled in as an editor would, all but its neighbours and its text. */
export async function fillNewArticle(page: Page, { slug, title, date } = NEW_ARTICLE) {
  await page.getByLabel('Slug').fill(slug)
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Description').fill('How often a shared office kitchen needs cleaning, who does what, and what a nightly clean covers.')
  await page.locator('[id^=category-field]').click()
  await page.getByRole('option', { name: 'Office Cleaning', exact: true }).click()
  await page.getByLabel('Read time').fill('1')
  await page.locator('input[type=date]').fill(date)
  page.once('dialog', (dialog) => void dialog.accept('/images/blog/how-often-office-cleaning.svg'))
  await page.getByText('Insert from URL').click()
  await page.getByLabel('Alt').fill('A tidy office kitchen bench beside a sink')
}

/** The file fillNewArticle's article is saved as: every field of the schema, empty ones as the files write them. */
export const newArticleText = (prev: string | null, body: string) =>
  [
    '---',
    'slug: office-kitchen-hygiene',
    'title: Keeping the Office Kitchen Clean',
    'description: How often a shared office kitchen needs cleaning, who does what, and what a nightly clean covers.',
    'category: Office Cleaning',
    'readTime: 1',
    'date: 2025-01-22',
    'heroImage:',
    '  src: /images/blog/how-often-office-cleaning.svg',
    '  alt: A tidy office kitchen bench beside a sink',
    `prev: ${prev ?? 'null'}`,
    'next: null',
    'aliases: []',
    'draft: false',
    '---',
    '',
    body,
    '',
  ].join('\n')

const frontMatterOf = (file: string) => parse(fs.readFileSync(file, 'utf8').split(/^---$/m)[1]!) as Record<string, unknown>

/** The last article of the chain that starts with `first` in the project at `root`, as its front matter. */
export function chainEnd(root: string, first: string): Record<string, unknown> {
  const folder = path.join(root, 'content/blog')
  const posts = fs.readdirSync(folder).map((name) => frontMatterOf(path.join(folder, name)))
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  let last = bySlug.get(first)!
  while (last.next) last = bySlug.get(last.next)!
  return last
}

/** The text fillChainedArticle types into the new article. */
export const CHAINED_ARTICLE_TEXT = 'Wipe the benches every night, and read how often offices need cleaning: [our guide](/blog/how-often-office-cleaning).'

/** Fills the new article form as a person would, the article following `after` in its chain. */
export async function fillChainedArticle(page: Page, after: Record<string, unknown>, article = NEW_ARTICLE) {
  await fillNewArticle(page, article)
  await page.locator('[id^=prev-field]').click()
  await page.keyboard.type(String(after.title).slice(0, 20))
  await page.getByRole('option', { name: String(after.title) }).click()
  await page.locator('[data-slate-editor=true]').first().click()
  await page.keyboard.insertText(CHAINED_ARTICLE_TEXT)
}

/** The rename the editor tests make: an article many pages link to, and a neighbour's prev names. */
export const RENAME = { from: 'how-often-office-cleaning', to: 'office-cleaning-frequency' }

/** Renames the open article through its Slug field and publishes; the editor then shows it at its new address. */
export async function renameArticle(page: Page) {
  const slug = page.getByLabel('Slug')
  await expect(slug).toHaveValue(RENAME.from)
  await slug.fill(RENAME.to)
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`#/collections/blog/entries/${RENAME.to}$`))
  await expect(page.getByLabel('Slug')).toHaveValue(RENAME.to)
  await expect(page.getByText(/entry not found|Failed to/i)).toHaveCount(0)
}

/** The Markdown of every entry in content/ of the project at `root`, by path: what a rename is compared with. */
export function contentTexts(root: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
      .map((name) => `content/${name.split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.md') && file !== 'content/README.md')
      .map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
  )
}

/**
 * What the rename must have written, given `stored` (a file's text after the save, undefined when
 * gone) and `before` (contentTexts before it): the old file gone, the new one with the old slug as
 * an alias, and every entry that linked to the old address (or named it as prev) changed to the new one.
 */
export function expectRenamed(stored: (file: string) => string | undefined, before: Map<string, string>) {
  const oldFile = `content/blog/${RENAME.from}.md`
  const newFile = `content/blog/${RENAME.to}.md`
  const original = before.get(oldFile)!
  expect(stored(oldFile)).toBeUndefined()
  const moved = stored(newFile)!
  expect(moved).toContain(`slug: ${RENAME.to}\n`)
  expect(moved).toContain(`aliases:\n  - ${RENAME.from}\n`)
  // The article's own text is as it was, bar its slug, its aliases and its links to itself.
  // A link to the page, not a picture named like it (/images/blog/how-often-office-cleaning.svg).
  const link = new RegExp(`(?<!/images)/blog/${RENAME.from}\\b`, 'g')
  const relinked = (text: string) => text.replace(link, `/blog/${RENAME.to}`)
  expect(moved.split('---\n').slice(2).join('---\n')).toBe(relinked(original.split('---\n').slice(2).join('---\n')))
  const linking = [...before].filter(([file, text]) => file !== oldFile && (relinked(text) !== text || text.includes(`\nprev: ${RENAME.from}\n`)))
  expect(linking.length).toBeGreaterThan(2)
  for (const [file, text] of linking) {
    expect(stored(file), file).toBe(relinked(text).replace(`\nprev: ${RENAME.from}\n`, `\nprev: ${RENAME.to}\n`))
  }
}

/** The misspelt new article, under a slug of its own (another test of the same copy saves NEW_ARTICLE); the saves that refuse it must leave its file unwritten. */
const MISSPELT = { ...NEW_ARTICLE, slug: 'office-kitchen-quote', title: `${NEW_ARTICLE.title}, and when to recieve a quote` }
export const MISSPELT_ARTICLE = `content/blog/${MISSPELT.slug}.md`

/**
 * A new article misspelt as an editor might: "recieve" in its title and "organize" (American) in
 * its text. A new article, whose empty text is typed whole: a click into an existing text lands
 * where the layout puts it.
 */
export async function misspellArticle(page: Page) {
  await fillNewArticle(page, MISSPELT)
  await page.locator('[data-slate-editor=true]').first().click()
  await page.keyboard.insertText('We organize the kitchen every night.')
}

/** The refusal of misspellArticle's save: each field by its label, what to write, and where a right word goes. */
export const SPELLING_REFUSALS = [
  'Title: "recieve" is not Australian English: write "receive"',
  'Body: "organize" is not Australian English: write "organise"',
  'if it is right (a name, a trade term), add it to the "Word list" in the editor\'s menu and publish that, then save this again.',
]

/**
 * An uploaded photo as the editor sees it before saving: drawn (not a broken image) in the picture
 * field and in the article's preview, from the upload itself.
 */
export async function expectUploadShown(page: Page) {
  const drawn = (picture: Locator) => expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
  const field = page.locator('img[role=presentation]').first()
  await drawn(field)
  await expect(field).toHaveAttribute('src', /^blob:/)
  const hero = page.frameLocator('iframe').first().locator('article header img')
  await drawn(hero)
  await expect(hero).toHaveAttribute('src', /^blob:/)
}

/** The article the delete tests take out of the middle of its series, its neighbours, and the words of the one page that links to it. */
export const MIDDLE = {
  slug: 'benefits-professional-cleaning-business',
  prev: 'choose-commercial-cleaning-sydney',
  next: 'cleaning-employee-health-productivity',
  says: [
    'Delete “The Business Case for Professional Cleaning: Benefits and ROI”?',
    'It will be taken out of its series: “How to Choose a Commercial Cleaning Company in Sydney” will lead to “How Workplace Cleaning Affects Employee Health and Productivity”.',
    '1 page links to it: “How Often Should Your Office Be Cleaned? A Sydney Guide”.',
  ],
  linkWords: 'our article on the business case for professional cleaning',
}

const blogFile = (slug: string) => `content/blog/${slug}.md`
const matterOf = (text: string | undefined) => parse(text!.split(/^---$/m)[1]!) as Record<string, unknown>

/** The last article of the series, and the one before it, by slug and title, in `files` (every Markdown file by path). */
export function seriesEnd(files: ReadonlyMap<string, string>) {
  const posts = [...files].filter(([file]) => file.startsWith('content/blog/')).map(([, text]) => matterOf(text))
  const last = posts.find((post) => post.next === null)!
  return { slug: String(last.slug), title: String(last.title), prev: String(last.prev), prevTitle: String(posts.find((post) => post.slug === last.prev)!.title) }
}

/**
 * Deletes the open article as an office manager would: Delete, Decap's own "are you sure", then the
 * editor's question, which must say `says` in titles (no address, file or slug) and propose
 * `target` (a title) for its address; `removeLinks` takes the links to it out. Returns when the
 * click on Delete was, for the time the whole delete takes.
 */
export async function deleteArticle(page: Page, { says, target, removeLinks }: { says: string[]; target: string; removeLinks: boolean }): Promise<number> {
  page.once('dialog', (dialog) => void dialog.accept())
  const started = Date.now()
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click()
  const question = page.getByRole('alertdialog', { name: /^Delete “/ })
  for (const words of says) await expect(question).toContainText(words)
  await expect(question.locator('select option:checked')).toHaveText(target)
  await expect(question).not.toContainText(/\/blog|content\/|\.md\b|null|\b[a-z]+(-[a-z]+){2,}\b/)
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.EDITOR_SCREENSHOTS, 'editor-delete.png') })
  if (removeLinks) await question.getByLabel('Remove those links (their words stay)').check()
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(question).toHaveCount(0)
  return started
}

/** The site after MIDDLE was deleted with its links removed: neighbours linked, its address the next one's alias, its link's words kept. */
export function expectDeletedFromMiddle(files: ReadonlyMap<string, string>) {
  expect(files.has(blogFile(MIDDLE.slug))).toBe(false)
  expect(matterOf(files.get(blogFile(MIDDLE.prev))).next).toBe(MIDDLE.next)
  expect(matterOf(files.get(blogFile(MIDDLE.next)))).toMatchObject({ prev: MIDDLE.prev, aliases: [MIDDLE.slug] })
  for (const [file, text] of files) expect(text, file).not.toContain(`/blog/${MIDDLE.slug}`)
  // The link's words, once in brackets, stand alone.
  expect([...files.values()].some((text) => text.includes(MIDDLE.linkWords))).toBe(true)
}

/** The site after the last article (`end`, seriesEnd's) was deleted, its links kept: the one before ends the series and takes its address and its links. */
export function expectDeletedFromEnd(files: ReadonlyMap<string, string>, end: ReturnType<typeof seriesEnd>) {
  expect(files.has(blogFile(end.slug))).toBe(false)
  const before = matterOf(files.get(blogFile(end.prev)))
  expect(before.next).toBeNull()
  expect(before.aliases).toContain(end.slug)
  for (const [file, text] of files) expect(text, file).not.toContain(`/blog/${end.slug}`)
}
