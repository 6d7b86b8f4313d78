import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { removeDir, temporaryCopy } from '../../scripts/projectCopy'

// `npm run dev` on a copy of the project (outside it: Vike reads every +file under its root), so
// the test can edit content the way an editor would.
const PORT = 3999
const url = `http://127.0.0.1:${PORT}/about`
let root: string
let server: ChildProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A cold `vike dev` optimises its dependencies first, which takes a while on a busy machine.
  test.setTimeout(180_000)
  root = temporaryCopy('site-dev')
  server = spawn('npx', ['vike', 'dev', '--port', String(PORT), '--host', '127.0.0.1', '--strictPort'], { cwd: root, stdio: 'ignore', detached: true })
  await expect.poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 150_000 }).toBe(200)
})

test.afterAll(() => {
  if (server.pid) process.kill(-server.pid)
  removeDir(root)
})

test('an edited Markdown file shows on the next load, and a broken one shows the check message', async ({ page }) => {
  test.setTimeout(120_000)
  const about = path.join(root, 'content/pages/about.md')
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
