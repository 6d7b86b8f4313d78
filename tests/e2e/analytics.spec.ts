import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { createStaticServer } from '../../scripts/static-server'
import { copyProject } from './projectCopy'
import { site } from './support'

// Google Tag Manager is off in the main build; this file builds a copy with a container ID and
// serves a stand-in container script in place of Google's.
const PORT = 4331
const ORIGIN = `http://127.0.0.1:${PORT}`
const CONTAINER = 'GTM-TEST123'
const STAND_IN = `window.standInContainer = new URL(document.currentScript.src).searchParams.get('id');`

let root: string
let server: Server

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  root = copyProject('site-gtm-')
  const build = spawnSync('npx', ['vike', 'build'], { cwd: root, env: { ...process.env, PUBLIC_ENV__GTM_ID: CONTAINER, LOCAL_BACKEND_PORT: '54398' }, encoding: 'utf8' })
  expect(build.status, build.stderr).toBe(0)
  server = createStaticServer(path.join(root, 'dist/client'))
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(root, { recursive: true, force: true })
})

test('with a container configured, GTM loads without blocking, within the CSP, and receives phone_click', async ({ page }) => {
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  await page.route('https://www.googletagmanager.com/gtm.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: STAND_IN }))

  const response = await page.goto(`${ORIGIN}/about`)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' https://www.googletagmanager.com")
  await expect(page.locator('script[src="/analytics.js"]')).toHaveAttribute('async', '')
  await expect.poll(() => page.evaluate(() => (window as unknown as { standInContainer?: string }).standInContainer)).toBe(CONTAINER)

  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
  await page.locator('footer').getByRole('link', { name: site.phone.display }).click()
  const events = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((entry) => entry.event))
  expect(events).toEqual(['gtm.js', 'phone_click'])
  expect(cspViolations).toEqual([])
})

test('without a container, no page makes a third-party request or loads analytics', async ({ page, baseURL }) => {
  const external: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:') && !request.url().includes('127.0.0.1')) external.push(request.url())
  })
  for (const route of ['/', '/about', '/contact', '/services/office-cleaning', '/blog/how-often-office-cleaning']) {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('script[src="/analytics.js"]')).toHaveCount(0)
  }
  expect(external).toEqual([])
})
