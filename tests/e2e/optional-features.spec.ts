import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { createStaticServer } from '../../scripts/static-server'
import sharp from 'sharp'
import { removeDir, temporaryCopy } from '../../scripts/projectCopy'
import { BROWSER_GUARD_MS } from '../hangGuards'
import { site } from './support'

// What the main build does not exercise, in a second build of a copy of the project: a Google Tag
// Manager container (with a stand-in container script served in place of Google's), and a raster
// photo used as an article's hero image and in its body.
const PORT = 4331
const ORIGIN = `http://127.0.0.1:${PORT}`
const CONTAINER = 'GTM-TEST123'
const STAND_IN = `window.standInContainer = new URL(document.currentScript.src).searchParams.get('id');`

let root: string
let server: Server

const ARTICLE = 'how-often-office-cleaning'
const PHOTO = '/images/blog/crew.jpg'

/** A 2400x1350 JPEG as an editor would add it: the article's hero, and a picture in its body. */
async function addPhoto(project: string) {
  await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#1d4ed8' } }).jpeg().toFile(path.join(project, 'public', PHOTO))
  const file = path.join(project, 'content/blog', `${ARTICLE}.md`)
  const text = fs.readFileSync(file, 'utf8')
  fs.writeFileSync(file, text.replace(/src: \/images\/blog\/.*\.svg/, `src: ${PHOTO}`).replace(/\n## /, `\n![Our crew at work in a Sydney office](${PHOTO})\n\n## `))
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  root = temporaryCopy('site-variant')
  await addPhoto(root)
  const build = spawnSync('npx', ['vike', 'build'], { cwd: root, env: { ...process.env, PUBLIC_ENV__GTM_ID: CONTAINER, LOCAL_BACKEND_PORT: '54398' }, encoding: 'utf8', timeout: BROWSER_GUARD_MS })
  expect(build.status, build.stderr).toBe(0)
  server = createStaticServer(path.join(root, 'dist/client'))
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve))
})

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  removeDir(root)
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

test('a raster picture comes out as AVIF and WebP with srcset, sizes and its size, the hero first and the rest lazy', async ({ page, request }) => {
  await page.goto(`${ORIGIN}/blog/${ARTICLE}`)
  const hero = page.locator('article header picture')
  const body = page.locator('article .prose picture')
  for (const picture of [hero, body]) {
    for (const format of ['avif', 'webp']) {
      const srcset = await picture.locator(`source[type="image/${format}"]`).getAttribute('srcset')
      expect(srcset).toMatch(new RegExp(`^/_img/crew-[0-9a-f]{10}-480\\.${format} 480w, /_img/\\S+-960\\.${format} 960w, /_img/\\S+-1600\\.${format} 1600w$`))
      for (const url of srcset!.split(', ').map((entry) => entry.split(' ')[0]!)) {
        const response = await request.get(ORIGIN + url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-type']).toBe(`image/${format}`)
      }
      await expect(picture.locator(`source[type="image/${format}"]`)).toHaveAttribute('sizes', /vw/)
    }
    await expect(picture.locator('img')).toHaveAttribute('width', '2400')
    await expect(picture.locator('img')).toHaveAttribute('height', '1350')
  }
  // The hero is the page's largest picture: fetched at once, first.
  await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high')
  await expect(hero.locator('img')).not.toHaveAttribute('loading', 'lazy')
  await expect(body.locator('img')).toHaveAttribute('loading', 'lazy')
  // The browser picks AVIF.
  expect(await hero.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
})
