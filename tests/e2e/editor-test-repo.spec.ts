import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import { expectRefusal, publish, READ_TIME_REFUSAL } from './editorPage'
import { openTestRepoEditor, storedFile } from './testRepo'

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
  expect(changedLines(original, stored)).toEqual(['  publicLiability: $30M'])
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
