import { expect, test, type Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { RASTER } from '../../lib/images/pictureFiles'
import { createStaticServer } from '../../scripts/static-server'
import { removeDir, temporaryCopy } from '../../scripts/projectCopy'
import { BROWSER_GUARD_MS } from '../hangGuards'
import { cameraPhoto, quadrantsOf, UPRIGHT_QUADRANTS } from '../fixtures/cameraPhoto'
import { metadataIn } from '../fixtures/pictureMetadata'
import { site } from './support'

// What the main build does not exercise, in a second build of a copy of the project: a Google Tag
// Manager container (with a stand-in container script served in place of Google's), and photos as
// they come off a phone (stored sideways with EXIF orientation 6, GPS position, camera, author and
// colour profile) used as an article's hero image and in its body.
const PORT = 4331
const ORIGIN = `http://127.0.0.1:${PORT}`
const CONTAINER = 'GTM-TEST123'
const STAND_IN = `window.standInContainer = new URL(document.currentScript.src).searchParams.get('id');`

let root: string
let server: Server

const ARTICLE = 'how-often-office-cleaning'
/** The photo: 3000 x 2000 as stored, a 2000 x 3000 portrait upright; a JPEG in public/. */
const HERO = { url: '/images/blog/crew.jpg', folder: 'public', format: 'jpeg', width: 2000, height: 3000 } as const
/** A smaller one in content/images/, saved as WebP by some app. */
const BODY = { url: '/images/blog/site-visit.webp', folder: 'content', format: 'webp', width: 900, height: 1200 } as const
const uploaded = new Map<string, Buffer>()

/** The photos as an editor would add them: the article's hero, its top chosen as the part to keep, and a picture in its body. */
async function addPhotos(project: string) {
  for (const photo of [HERO, BODY]) {
    const file = path.join(project, photo.folder, photo.url)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    uploaded.set(photo.url, await cameraPhoto(photo.format, photo.width, photo.height))
    fs.writeFileSync(file, uploaded.get(photo.url)!)
  }
  const file = path.join(project, 'content/blog', `${ARTICLE}.md`)
  const text = fs.readFileSync(file, 'utf8')
  fs.writeFileSync(file, text.replace(/src: \/images\/blog\/.*\.svg/, `src: ${HERO.url}\n  focus: 50% 0%`).replace(/\n## /, `\n![Our crew at work in a Sydney office](${BODY.url})\n\n## `))
}

/** A file of the built site, by the URL the site serves it at. */
const built = (url: string) => fs.readFileSync(path.join(root, 'dist/client', decodeURIComponent(new URL(url, ORIGIN).pathname)))

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  root = temporaryCopy('site-variant')
  await addPhotos(root)
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, env: { ...process.env, PUBLIC_ENV__GTM_ID: CONTAINER, LOCAL_BACKEND_PORT: '54398' }, encoding: 'utf8', timeout: BROWSER_GUARD_MS })
  expect(build.status, build.stderr).toBe(0)
  server = await createStaticServer(path.join(root, 'dist/client'))
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

const pictures = (page: Page) => [
  { photo: HERO, picture: page.locator('article header picture'), widths: [480, 960, 1600] },
  { photo: BODY, picture: page.locator('article .prose picture'), widths: [480, 900] },
]

/** A srcset's files and the widths they are labelled with. */
const candidates = (srcset: string) => srcset.split(', ').map((entry) => ({ url: entry.split(' ')[0]!, width: Number(entry.split(' ')[1]!.slice(0, -1)) }))

test('a raster picture comes out as AVIF and WebP with srcset, sizes and its upright size, the hero first and the rest lazy', async ({ page, request }) => {
  await page.goto(`${ORIGIN}/blog/${ARTICLE}`)
  for (const { photo, picture, widths } of pictures(page)) {
    const name = path.basename(photo.url).replace(RASTER, '')
    for (const format of ['avif', 'webp']) {
      const srcset = (await picture.locator(`source[type="image/${format}"]`).getAttribute('srcset'))!
      expect(srcset).toMatch(new RegExp(`^/_img/${name}-[0-9a-f]{10}-\\d+\\.${format} \\d+w(, |$)`))
      expect(candidates(srcset).map((candidate) => candidate.width)).toEqual(widths)
      for (const { url } of candidates(srcset)) {
        const response = await request.get(ORIGIN + url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-type']).toBe(`image/${format}`)
      }
      await expect(picture.locator(`source[type="image/${format}"]`)).toHaveAttribute('sizes', /vw/)
    }
    // The size of the file the <img> itself names: the widest encoding, upright.
    await expect(picture.locator('img')).toHaveAttribute('src', photo.url)
    await expect(picture.locator('img')).toHaveAttribute('width', String(widths.at(-1)))
    await expect(picture.locator('img')).toHaveAttribute('height', String(Math.round((widths.at(-1)! * photo.height) / photo.width)))
  }
  const [hero, body] = pictures(page).map(({ picture }) => picture)
  // The hero is the page's largest picture: fetched at once, first.
  await expect(hero!.locator('img')).toHaveAttribute('fetchpriority', 'high')
  await expect(hero!.locator('img')).not.toHaveAttribute('loading', 'lazy')
  await expect(body!.locator('img')).toHaveAttribute('loading', 'lazy')
  // The browser picks AVIF.
  expect(await hero!.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
})

test('every file the build writes from a camera photo is upright, labelled with its true width, and carries no EXIF, GPS, XMP or colour profile', async ({ page }) => {
  await page.goto(`${ORIGIN}/blog/${ARTICLE}`)
  for (const { photo, picture } of pictures(page)) {
    const files = [...(await picture.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset')!)))].flatMap(candidates)
    const img = picture.locator('img')
    files.push({ url: (await img.getAttribute('src'))!, width: Number(await img.getAttribute('width')) })
    for (const { url, width } of files) {
      const bytes = built(url)
      const metadata = await sharp(bytes).metadata()
      expect({ url, width: metadata.width, portrait: metadata.height > metadata.width }).toEqual({ url, width, portrait: true })
      expect(await quadrantsOf(bytes), url).toEqual(UPRIGHT_QUADRANTS)
      expect(await metadataIn(bytes), url).toEqual([])
    }
    expect(Number(await img.getAttribute('height'))).toBe((await sharp(built(photo.url)).metadata()).height)
  }

  // What search engines and link previews fetch: re-encoded files too.
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@type': string; image?: string })
  const posting = blocks.find((block) => block['@type'] === 'BlogPosting')!
  expect(new URL(posting.image!).pathname).toBe(HERO.url)
  const shareImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!
  for (const url of [posting.image!, shareImage]) {
    expect(await metadataIn(built(url)), url).toEqual([])
  }
  expect(await quadrantsOf(built(posting.image!))).toEqual(UPRIGHT_QUADRANTS)

  // Nothing in the whole site carries metadata, and no file is an upload as it came.
  const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  const uploadedHashes = new Set([...uploaded.values()].map(hash))
  const client = path.join(root, 'dist/client')
  const rasters = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => RASTER.test(name))
  expect(rasters.length).toBeGreaterThan(12)
  for (const name of rasters) {
    const bytes = fs.readFileSync(path.join(client, name))
    expect(await metadataIn(bytes), name).toEqual([])
    expect(uploadedHashes.has(hash(bytes)), name).toBe(false)
  }
})

test("the article's portrait photo, in its wide space on the page, shows the part the editor chose to keep: its top", async ({ page }) => {
  await page.goto(`${ORIGIN}/blog/${ARTICLE}`)
  const hero = page.locator('article header img')
  await expect(hero).toHaveCSS('object-position', '50% 0%')
  await expect.poll(() => hero.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  const shown = await hero.screenshot(process.env.EDITOR_SCREENSHOTS ? { path: path.join(process.env.EDITOR_SCREENSHOTS, 'built-photo-focus.png') } : {})
  // Centred, the lower half of the space would show the photo's lower half.
  const { topLeft, topRight } = UPRIGHT_QUADRANTS
  expect(await quadrantsOf(shown)).toEqual({ topLeft, topRight, bottomLeft: topLeft, bottomRight: topRight })
})

// The viewports of a phone, a tablet and a desktop, at their usual pixel densities.
const SCREENS = [
  { width: 390, height: 844, scale: 3 },
  { width: 768, height: 1024, scale: 2 },
  { width: 1280, height: 800, scale: 1 },
  { width: 1280, height: 800, scale: 2 },
  { width: 1920, height: 1080, scale: 1 },
]

for (const screen of SCREENS) {
  test(`at ${screen.width} px wide and ${screen.scale}x, the browser fetches each picture at least as wide as its slot needs, upright`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale })
    const page = await context.newPage()
    await page.goto(`${ORIGIN}/blog/${ARTICLE}`)
    for (const { picture, widths } of pictures(page)) {
      const img = picture.locator('img')
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
      // For a srcset choice naturalWidth is the width `sizes` promised, in CSS pixels; the file's own
      // pixels are decoded apart.
      const shown = await img.evaluate(async (element: HTMLImageElement) => {
        const file = await createImageBitmap(await (await fetch(element.currentSrc)).blob())
        return { url: new URL(element.currentSrc).pathname, width: file.width, height: file.height, slot: element.getBoundingClientRect().width, promised: element.naturalWidth }
      })
      // `sizes` tells the browser the slot's true width before layout.
      expect(shown.promised, `sizes for a slot of ${shown.slot} CSS px`).toBe(Math.round(shown.slot))
      const label = candidates((await picture.locator('source[type="image/avif"]').getAttribute('srcset'))!).find((candidate) => candidate.url === shown.url)
      // Chromium takes AVIF; the file it took is as wide as its label says, and upright.
      expect(label, shown.url).toBeDefined()
      expect(shown.width).toBe(label!.width)
      expect(shown.height).toBeGreaterThan(shown.width)
      // Sharp on this screen: as many pixels as the slot has device pixels, or the widest there is.
      expect(shown.width, `${shown.url} for a slot of ${shown.slot} CSS px`).toBeGreaterThanOrEqual(Math.min(Math.ceil(shown.slot * screen.scale), widths.at(-1)!))
    }
    await context.close()
  })
}
