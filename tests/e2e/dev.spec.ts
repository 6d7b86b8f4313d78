import { expect, test } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { devServerOnCopy } from './devServer'

// `npm run dev` on a copy of the project (outside it: Vike reads every +file under its root), so
// the test can edit content the way an editor would.
const PORT = 3999
const url = `http://127.0.0.1:${PORT}/about`
const server = devServerOnCopy('site-dev', url, () => ({ file: 'npx', args: ['vike', 'dev', '--port', String(PORT), '--host', '127.0.0.1', '--strictPort'] }))

test('an edited Markdown file shows on the next load, and a broken one shows the check message', async ({ page }) => {
  const about = path.join(server.root, 'content/pages/about.md')
  const original = fs.readFileSync(about, 'utf8')

  fs.writeFileSync(about, original.replace(/^heading: .*$/m, 'heading: Sydney cleaners since day one'))
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sydney cleaners since day one')

  fs.writeFileSync(about, original.replace(/^title: .*$/m, 'title: 42'))
  const response = await page.goto(url)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content check failed')
  await expect(page.locator('pre')).toContainText('content/pages/about.md:2: title: must be text, not a number')

  fs.writeFileSync(about, original)
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Content check failed')
})
