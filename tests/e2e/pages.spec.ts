import { expect, test } from '@playwright/test'
import { collectErrors, collectScripts, content, expectNoAxeViolations, FOUNDATION_ROUTES, site } from './support'

test.describe('every foundation page', () => {
  for (const route of FOUNDATION_ROUTES) {
    test(`${route} answers 200 with its own title, description, canonical URL and one h1`, async ({ page }) => {
      const errors = collectErrors(page)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(new RegExp(site.brand))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU')
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route === '/' ? '/$' : `${route}$`}`))
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^https?:\/\//)
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg')
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/)
      await expect(page.locator('h1')).toHaveCount(1)
      expect(errors).toEqual([])
    })

    test(`${route} has no WCAG 2.2 AA violations and follows the axe best practices`, async ({ page }) => {
      await page.goto(route)
      await expectNoAxeViolations(page)
    })
  }

  test('titles differ from page to page', async ({ page }) => {
    const titles = new Set<string>()
    for (const route of FOUNDATION_ROUTES) {
      await page.goto(route)
      titles.add(await page.title())
    }
    expect(titles.size).toBe(FOUNDATION_ROUTES.length)
  })
})

test('an unknown path gets the not-found page with status 404 and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true)
  await expectNoAxeViolations(page)
})

test('pages without islands load no script but the phone-click tracker and the landing keeper', async ({ page }) => {
  const expected: Record<string, string[]> = {
    '/about': ['/phone-click.js', '/landing.js'],
    '/privacy': ['/phone-click.js', '/landing.js'],
    '/terms': ['/phone-click.js', '/landing.js'],
    // The 404 page also logs the missing path, which only the browser knows.
    '/no-such-page': ['/phone-click.js', '/landing.js', '/not-found.js'],
  }
  for (const [route, scripts] of Object.entries(expected)) {
    const requested = collectScripts(page)
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    expect(requested, route).toEqual(scripts)
    page.removeAllListeners('request')
  }
})

test('the home page loads none of its islands\' code up front: it comes after the largest paint, all at once', async ({ page }) => {
  const html = await (await page.request.get('/')).text()
  // The order the browser asks for and receives the island's chunks, as the DevTools protocol reports it.
  const chunkOf = (url: string) => new URL(url).pathname
  const events: string[] = []
  page.on('request', (request) => events.push(`request ${chunkOf(request.url())}`))
  page.on('response', (response) => events.push(`response ${chunkOf(response.url())}`))
  await page.goto('/')
  const island = page.locator('[data-island="TestimonialCarousel"]')
  const chunks = ((await island.getAttribute('data-chunks')) ?? '').split(' ')
  // React and react-dom among them: far more than the few KB the page loads up front.
  expect(chunks.length).toBeGreaterThan(1)
  const preloadedByHtml = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((match) => match[1])
  expect(preloadedByHtml.filter((href) => chunks.includes(href!))).toEqual([])

  await expect(island).toHaveAttribute('data-hydrated', 'true')
  const timing = await page.evaluate(async (islandChunks) => {
    const lcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true }),
    )
    const resources = performance.getEntriesByType('resource').filter((entry) => islandChunks.includes(new URL(entry.name).pathname)) as PerformanceResourceTiming[]
    return { lcp, starts: resources.map((entry) => entry.startTime) }
  }, chunks)
  expect(timing.starts).toHaveLength(chunks.length)
  for (const start of timing.starts) expect(start).toBeGreaterThan(timing.lcp)
  // Preloaded together: every chunk was asked for before the first one arrived, no waterfall. (Their
  // timings cannot tell: over HTTP/1.1 a browser opens six connections to a host and queues the rest.)
  const ofChunks = events.filter((event) => chunks.includes(event.split(' ')[1]!))
  expect(ofChunks.filter((event) => event.startsWith('request'))).toHaveLength(chunks.length)
  expect(ofChunks.findLastIndex((event) => event.startsWith('request'))).toBeLessThan(ofChunks.findIndex((event) => event.startsWith('response')))
})

test('the home page shows the claims, the twelve services and how it works', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('section').first()
  for (const claim of ['24/7 emergency', 'Sydney and Greater Sydney', '100% satisfaction guarantee', '$20M public liability', 'Every enquiry answered within 24 hours']) {
    await expect(hero).toContainText(claim)
  }
  for (const stat of ['500+', '10+', '98%']) await expect(page.getByText(stat, { exact: true }).first()).toBeVisible()
  const services = page.locator('#services li')
  await expect(services).toHaveCount(12)
  for (const card of await services.all()) {
    await expect(card.locator('img')).toHaveAttribute('alt', /.{10,}/)
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/services\/[a-z-]+$/)
  }
  await expect(page.locator('#how-it-works li')).toHaveCount(4)
  await expect(page.getByRole('heading', { name: 'Ready for a cleaner workplace?' })).toBeVisible()
})

test('the about page shows who a buyer is dealing with: entity, ABN, certificates, certifier and covers', async ({ page }) => {
  const { legal, certifications, insurance } = content.site.facts
  await page.goto('/about')
  const table = page.getByRole('table').filter({ hasText: 'Legal entity' })
  for (const [label, value] of [
    ['Legal entity', legal.entity],
    ['ABN', legal.abn],
    ['ISO 9001 quality management', `Certificate ${certifications.iso9001}`],
    ['ISO 14001 environmental management', `Certificate ${certifications.iso14001}`],
    ['ISO 45001 occupational health and safety', `Certificate ${certifications.iso45001}`],
    ['Certified and audited each year by', certifications.certifier],
    ['Public liability', insurance.publicLiability],
    ['Professional indemnity', insurance.professionalIndemnity],
    ['Workers compensation', insurance.workersCompensation],
  ] as const) {
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) })).toContainText(value)
  }
})

test('privacy and terms carry the January 2024 date and the promised terms', async ({ page }) => {
  await page.goto('/privacy')
  await expect(page.getByText('January 2024')).toBeVisible()
  await page.goto('/terms')
  await expect(page.getByText('January 2024')).toBeVisible()
  const terms = page.locator('main')
  for (const promise of [/within 30 days/i, /30 days'? (written )?notice/i, /2 working days'? notice/i, /within 24 hours/i]) {
    await expect(terms).toContainText(promise)
  }
})
