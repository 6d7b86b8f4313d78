// What every editor test does on /admin/, whatever the backend: publish, and read a refusal.
import { expect, type Locator, type Page } from '@playwright/test'

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
    await expect(toast).toBeHidden()
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

/** The file of the misspelt new article: the saves that refuse it must leave it unwritten. */
export const MISSPELT_ARTICLE = `content/blog/${NEW_ARTICLE.slug}.md`

/**
 * A new article misspelt as an editor might: "recieve" in its title and "organize" (American) in
 * its text. A new article, whose empty text is typed whole: a click into an existing text lands
 * where the layout puts it.
 */
export async function misspellArticle(page: Page) {
  await fillNewArticle(page, { ...NEW_ARTICLE, title: `${NEW_ARTICLE.title}, and when to recieve a quote` })
  await page.locator('[data-slate-editor=true]').first().click()
  await page.keyboard.type('We organize the kitchen every night.')
}

/** The refusal of misspellArticle's save: each field by its label, what to write, and where a right word goes. */
export const SPELLING_REFUSALS = [
  'Title: "recieve" is not Australian English: write "receive"',
  'Body: "organize" is not Australian English: write "organise"',
  'if it is right (a name, a trade term), add it to the "Word list" in the editor\'s menu and publish that, then save this again.',
]
