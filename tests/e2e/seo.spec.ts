import { expect, test, type Page } from '@playwright/test'
import { serviceRateRange } from '../../lib/content/check/figures'
import { E2E_BACKEND_PORT } from '../../scripts/local-backend/env'
import { content, FOUNDATION_ROUTES, site } from './support'

const canonical = [
  ...FOUNDATION_ROUTES,
  '/faq',
  '/blog',
  ...content.services.map((service) => `/services/${service.slug}`),
  ...content.posts.map((post) => `/blog/${post.slug}`),
]
const siteUrl = content.site.url

/** The JSON-LD blocks of a page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>)
}
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((block) => block['@type'] === type)

test('sitemap.xml lists every canonical page once, articles with their dates, and no alias or 404', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect([...locs].sort()).toEqual(canonical.map((route) => siteUrl + route).sort())
  for (const post of content.posts) expect(xml).toContain(`<loc>${siteUrl}/blog/${post.slug}</loc><lastmod>${post.date}</lastmod>`)
  expect(xml).not.toContain('melbourne')
  expect(xml).not.toContain('404')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

test('the RSS feed carries the twenty articles, newest first, and every page links to it', async ({ request, page }) => {
  const xml = await (await request.get('/rss.xml')).text()
  const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
  expect(titles).toEqual(content.posts.map((post) => post.title))
  for (const route of ['/', '/about', '/services/gym-cleaning', '/blog/how-often-office-cleaning']) {
    await page.goto(route)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml')
  }
})

test('every page describes the company as a LocalBusiness', async ({ page }) => {
  for (const route of canonical) {
    // The JSON-LD is in the served HTML: no need to wait for the page's images and styles.
    await page.goto(route, { waitUntil: 'domcontentloaded' })
    const [business] = ofType(await jsonLd(page), 'LocalBusiness')
    expect(business, route).toMatchObject({
      name: site.brand,
      telephone: site.phone.tel,
      email: site.email,
      address: { '@type': 'PostalAddress', addressLocality: 'Sydney', addressRegion: 'NSW', addressCountry: 'AU' },
      areaServed: [{ name: 'Sydney' }, { name: 'Greater Sydney' }],
      openingHoursSpecification: [{ opens: '08:00', closes: '18:00' }],
    })
  }
})

test('the LocalBusiness shows a photo that loads, its profiles, map and prices, and no review stars', async ({ page, request }) => {
  await page.goto('/')
  const blocks = await jsonLd(page)
  const [business] = ofType(blocks, 'LocalBusiness')
  const { profiles } = content.site
  expect(business).toMatchObject({ sameAs: [profiles.googleMaps, ...profiles.social], hasMap: profiles.googleMaps, geo: { '@type': 'GeoCoordinates' }, priceRange: '$50-105 per hour plus GST' })
  const image = await request.get(new URL(String(business!.image)).pathname)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|Rating/i)
})

test('the LocalBusiness names the legal entity, its ABN and the ISO certificates with their certifier', async ({ page }) => {
  const { legal, certifications } = content.site.facts
  await page.goto('/about')
  const [business] = ofType(await jsonLd(page), 'LocalBusiness')
  const recognizedBy = { '@type': 'Organization', name: certifications.certifier }
  expect(business).toMatchObject({
    legalName: legal.entity,
    taxID: legal.abn,
    identifier: [{ '@type': 'PropertyValue', propertyID: 'ABN', value: legal.abn }],
    hasCredential: [
      { name: 'ISO 9001 certificate', identifier: { value: certifications.iso9001 }, recognizedBy },
      { name: 'ISO 14001 certificate', identifier: { value: certifications.iso14001 }, recognizedBy },
      { name: 'ISO 45001 certificate', identifier: { value: certifications.iso45001 }, recognizedBy },
    ],
  })
})

test('service pages carry a Service and a FAQPage that match what the page shows', async ({ page }) => {
  for (const service of content.services) {
    await page.goto(`/services/${service.slug}`)
    const blocks = await jsonLd(page)
    expect(ofType(blocks, 'Service')[0]).toMatchObject({
      name: service.serviceName,
      url: `${siteUrl}/services/${service.slug}`,
      offers: { priceSpecification: { priceCurrency: 'AUD', minPrice: serviceRateRange(content.site.facts, service.rates).from, maxPrice: serviceRateRange(content.site.facts, service.rates).to } },
    })
    const faq = ofType(blocks, 'FAQPage')[0] as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity.map((question) => question.name)).toEqual(await page.locator('#faq summary').allInnerTexts())
    for (const question of faq.mainEntity) expect(question.acceptedAnswer.text.length).toBeGreaterThan(40)
  }
})

test('/faq carries a FAQPage of its thirty questions', async ({ page }) => {
  await page.goto('/faq')
  const faq = ofType(await jsonLd(page), 'FAQPage')[0] as { mainEntity: { name: string }[] }
  expect(faq.mainEntity.map((question) => question.name)).toEqual(await page.locator('main summary').allInnerTexts())
  expect(faq.mainEntity).toHaveLength(30)
})

test('articles carry a BlogPosting and a BreadcrumbList that match the page', async ({ page }) => {
  for (const post of content.posts) {
    await page.goto(`/blog/${post.slug}`)
    const blocks = await jsonLd(page)
    expect(ofType(blocks, 'BlogPosting')[0]).toMatchObject({
      headline: await page.locator('h1').innerText(),
      description: post.description,
      datePublished: await page.locator('article header time').getAttribute('datetime'),
      articleSection: post.category,
      url: `${siteUrl}/blog/${post.slug}`,
    })
    expect(ofType(blocks, 'BreadcrumbList')[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${siteUrl}/` },
        { position: 2, name: 'Blog', item: `${siteUrl}/blog` },
        { position: 3, name: post.title, item: `${siteUrl}/blog/${post.slug}` },
      ],
    })
  }
})

test.describe('hosting headers', () => {
  test('pages carry the security headers, and a CSP that allows only the site and the form origins', async ({ request }) => {
    const response = await request.get('/contact')
    const headers = response.headers()
    const csp = headers['content-security-policy']!
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain(`connect-src 'self' http://127.0.0.1:${E2E_BACKEND_PORT}`)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toContain('max-age=31536000')
  })

  test('hashed assets are cached for a year, immutable', async ({ request, page }) => {
    await page.goto('/')
    const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
    expect(css).toMatch(/^\/assets\//)
    expect((await request.get(css!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test('no page breaks its own CSP', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    for (const route of ['/', '/contact', '/careers', '/services/office-cleaning', '/blog/how-often-office-cleaning', '/faq']) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
  })
})

test('every page has a 1200x630 share image for Open Graph and Twitter, by absolute URL', async ({ page, request }) => {
  const images = new Set<string>()
  for (const route of canonical) {
    // The tags are in the served HTML's head: no need to wait for the page's images and styles.
    await page.goto(route, { waitUntil: 'domcontentloaded' })
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image, route).toMatch(new RegExp(`^${siteUrl}/og/[a-z-]+\\.png$`))
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /.{10,}/)
    images.add(image!.slice(siteUrl.length))
  }
  for (const image of images) {
    const png = await (await request.get(image)).body()
    // A PNG's width and height sit at bytes 16-23 of its IHDR chunk.
    expect(png.subarray(1, 4).toString(), image).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630])
  }
  // One per page type: home, each singleton page, the service pages and the articles.
  expect(images.size).toBe(10)
})
