import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import fs from 'node:fs'
import { parse } from 'yaml'
import { loadContent } from '../../lib/content/checkContent'

/** The pages that exist whatever the content (docs/decisions.md, Routes and pages). */
export const FOUNDATION_ROUTES = ['/', '/about', '/contact', '/careers', '/privacy', '/terms'] as const

/** The company facts, read from the same file the site reads. */
export const site = parse(fs.readFileSync('content/site.yaml', 'utf8')) as {
  brand: string
  phone: { display: string; tel: string }
  email: string
}

export const testimonials = (parse(fs.readFileSync('content/testimonials.yaml', 'utf8')) as { testimonials: { name: string; text: string }[] }).testimonials

/** Collects console errors and uncaught exceptions of a page, for a clean-console assertion. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Runs axe with the WCAG 2.2 A and AA rules (2.2 adds the size of tap targets) and axe's best
 * practices (every piece of content in a landmark, headings in order, roles their elements may
 * take), and expects no violation.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`)
  expect(summary).toEqual([])
}

/** Script URLs a page requested, in order. */
export function collectScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

/** The site's content as the build sees it, for tests that compare pages with their source. */
export const content = loadContent(process.cwd(), { render: false }).content

/** One page of each kind: the chrome is the same everywhere, the bodies are what differ. */
export const ONE_PAGE_OF_EACH_KIND = [...FOUNDATION_ROUTES, '/faq', '/blog', `/services/${content.services[0]!.slug}`, `/blog/${content.posts[0]!.slug}`]

/** Words a visitor reads in the page's main element. */
export async function mainWordCount(page: Page): Promise<number> {
  const text = await page.locator('main').innerText()
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}
