import { describe, expect, test } from 'vitest'
import { staticRoutes } from '../../staticRoutes.ts'
import { previewPages } from './previewPages.ts'

const routes = new Set(staticRoutes())

describe('the pages a pull request changes', () => {
  test.each([
    ['an article', ['content/blog/how-often-office-cleaning.md'], ['/blog/how-often-office-cleaning']],
    ['a service page', ['content/services/office-cleaning.md'], ['/services/office-cleaning']],
    ['a new article', ['content/blog/office-kitchen-hygiene.md'], ['/blog/office-kitchen-hygiene']],
    ['an FAQ group, on the FAQ page', ['content/faq/01-pricing-billing.md'], ['/faq']],
    ['a prose page, on its route in pages/', ['content/pages/about.md', 'content/pages/careers.md'], ['/about', '/careers']],
    ['the company facts, on every page: the home page', ['content/facts.yaml', 'content/testimonials.yaml'], ['/']],
    ['code, pictures and the word list: no page of their own', ['lib/format.ts', 'public/images/blog/our-team.jpg', 'content/words.txt', 'content/README.md'], []],
  ])('%s', (_, files, expected) => {
    expect(previewPages(files, routes)).toEqual(expected)
  })

  test('each page once, in URL order', () => {
    expect(previewPages(['content/services/retail-cleaning.md', 'content/faq/02-cleaning-process-products.md', 'content/faq/01-pricing-billing.md', 'content/blog/a.md'], routes)).toEqual([
      '/blog/a',
      '/faq',
      '/services/retail-cleaning',
    ])
  })
})
