import { expect, test, type Locator, type Page } from '@playwright/test'
import { testimonialsAreExamples } from '../../lib/content/placeholders'
import { testimonials } from './support'

/** The demo's testimonials are placeholders until the owner replaces them (lib/content/placeholders.ts). */
const examples = testimonialsAreExamples(process.cwd())
const CAROUSEL = { name: examples ? 'Examples of client testimonials' : 'Client testimonials' }

const first = testimonials[0]!.name
const START = new Date('2026-01-05T09:00:00+11:00')
const second = testimonials[1]!.name
const last = testimonials.at(-1)!.name

/** Opens the home page and scrolls to the carousel, which hydrates as it comes into view. */
async function openAtCarousel(page: Page) {
  await page.goto('/')
  const island = page.locator('[data-island="TestimonialCarousel"]')
  await island.scrollIntoViewIfNeeded()
  // The page's first frame: islands wait for the loaded page to have painted, on the test's clock.
  await page.clock.runFor(100)
  await expect(island).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Waits until the carousel rotates: it starts once it has read the visitor's motion setting, an
 * effect after hydration, and then stops announcing its turns. A test's clock must run only then,
 * or on a slow machine the carousel starts after the time the test gave it and never turns.
 */
const rotating = (carousel: Locator) => expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off')

test.describe('testimonial carousel', () => {
  test('placeholder testimonials are shown as examples, on every slide, never as clients\' words', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#testimonials')
    const carousel = page.getByRole('region', CAROUSEL)
    const label = carousel.getByText("Example testimonial, not a client's words")
    if (!examples) {
      await expect(section.getByRole('heading', { name: 'What our clients say' })).toBeVisible()
      await expect(label).toHaveCount(0)
      return
    }
    await expect(section.getByRole('heading', { name: 'Example testimonials' })).toBeVisible()
    const island = page.locator('[data-island="TestimonialCarousel"]')
    await island.scrollIntoViewIfNeeded()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(section).toContainText('not real clients')
    await expect(page.getByText('What our clients say')).toHaveCount(0)
    for (const { name } of testimonials) {
      await carousel.getByRole('button', { name: `Show testimonial ${testimonials.findIndex((item) => item.name === name) + 1}` }).click()
      await expect(carousel).toContainText(name)
      await expect(label).toBeVisible()
    }
  })

  test('the prerendered HTML already shows the first testimonial', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const carousel = page.getByRole('region', CAROUSEL)
    await expect(carousel).toContainText(first)
    await expect(carousel).toContainText(testimonials[0]!.text)
    await context.close()
  })

  test('previous and next wrap around', async ({ page }) => {
    // A paused clock: time moves only when the test says so.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(new Date(START.getTime() + 60_000))
    await openAtCarousel(page)
    const carousel = page.getByRole('region', CAROUSEL)
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(carousel).toContainText(last)
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(carousel).toContainText(first)
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(carousel).toContainText(second)
  })

  test('it advances every 5 seconds, and pauses while hovered', async ({ page }) => {
    // A paused clock: time moves only when the test says so.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(new Date(START.getTime() + 60_000))
    await openAtCarousel(page)
    const carousel = page.getByRole('region', CAROUSEL)
    await rotating(carousel)
    await page.clock.runFor(4900)
    await expect(carousel).toContainText(first)
    await page.clock.runFor(200)
    await expect(carousel).toContainText(second)

    await carousel.hover()
    await page.clock.runFor(15_000)
    await expect(carousel).toContainText(second)
    await page.mouse.move(5, 5)
    await page.clock.runFor(5000)
    await expect(carousel).toContainText(testimonials[2]!.name)
  })

  test('it pauses while focus is inside', async ({ page }) => {
    // A paused clock: time moves only when the test says so.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(new Date(START.getTime() + 60_000))
    await openAtCarousel(page)
    const carousel = page.getByRole('region', CAROUSEL)
    await carousel.getByRole('button', { name: 'Next testimonial' }).focus()
    await page.clock.runFor(15_000)
    await expect(carousel).toContainText(first)
  })

  test('it does not advance on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    // A paused clock: time moves only when the test says so.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(new Date(START.getTime() + 60_000))
    await openAtCarousel(page)
    const carousel = page.getByRole('region', CAROUSEL)
    await page.clock.runFor(20_000)
    await expect(carousel).toContainText(first)
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(carousel).toContainText(second)
  })

  test('unseen, it hydrates once the loaded page is idle, and still first turns 5 seconds after the page showed', async ({ page }) => {
    // A paused clock: time moves only when the test says so.
    await page.clock.install({ time: START })
    await page.clock.pauseAt(new Date(START.getTime() + 60_000))
    // The fake clock hides the browser's paint timings: the page shows at its start on this clock.
    await page.addInitScript(() => {
      const shownAt = performance.now()
      performance.getEntriesByName = ((name: string) => (name === 'first-contentful-paint' ? [{ startTime: shownAt }] : [])) as typeof performance.getEntriesByName
    })
    await page.goto('/')
    const island = page.locator('[data-island="TestimonialCarousel"]')
    await page.waitForLoadState('load')
    await expect(island).not.toHaveAttribute('data-hydrated')
    await page.clock.runFor(2500)
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    const carousel = page.getByRole('region', CAROUSEL)
    await rotating(carousel)
    await page.clock.runFor(2400)
    await expect(carousel).toContainText(first)
    await page.clock.runFor(200)
    await expect(carousel).toContainText(second)
    await page.clock.runFor(4800)
    await expect(carousel).toContainText(second)
    await page.clock.runFor(200)
    await expect(carousel).toContainText(testimonials[2]!.name)
  })
})
