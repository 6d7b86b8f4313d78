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
