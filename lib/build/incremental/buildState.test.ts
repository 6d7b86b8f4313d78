import { describe, expect, test } from 'vitest'
import { pageKey, sharedValues, type PageInputs } from './buildState.ts'

/** Article pages as a build lists them: each holds the one site object and data of its own. */
function articlePages(site: object, titles: string[]): PageInputs[] {
  return titles.map((title, index) => ({ url: `/blog/a${index}`, inputs: { site, post: { title, html: `<p>${title}</p>` }, prev: index ? { title: titles[index - 1] } : null } }))
}

const keysOf = (pages: PageInputs[]) => {
  const shared = sharedValues(pages)
  return pages.map((page) => pageKey('build code', page, shared))
}

describe('page keys', () => {
  const titles = ['One', 'Two', 'Three']

  test('the same inputs give the same keys in another build, with objects of their own', () => {
    expect(keysOf(articlePages({ brand: 'Sparkwell', phone: '0400' }, titles))).toEqual(keysOf(articlePages({ brand: 'Sparkwell', phone: '0400' }, titles)))
  })

  test('a change to what every page holds (the site settings) changes every key', () => {
    const before = keysOf(articlePages({ brand: 'Sparkwell', phone: '0400' }, titles))
    const after = keysOf(articlePages({ brand: 'Sparkwell', phone: '0411' }, titles))
    after.forEach((key, index) => expect(key).not.toBe(before[index]))
  })

  test("a change to one page's own data changes its key and those of the pages that show it", () => {
    const site = { brand: 'Sparkwell' }
    const before = keysOf(articlePages(site, titles))
    const after = keysOf(articlePages(site, ['One', 'Two, retitled', 'Three']))
    expect(after[0]).toBe(before[0])
    expect(after[1]).not.toBe(before[1])
    // The third page shows the second as its previous article.
    expect(after[2]).not.toBe(before[2])
  })

  test('the site settings are found shared by the pages, hashed once; data of one page is not', () => {
    const site = { brand: 'Sparkwell' }
    const pages = articlePages(site, titles)
    expect([...sharedValues(pages).keys()]).toEqual([site])
  })

  test('a value written out cannot pass for a shared one', () => {
    const site = { brand: 'Sparkwell' }
    const shared = sharedValues(articlePages(site, titles))
    const page = { url: '/blog/x', inputs: { site } }
    const forged = { url: '/blog/x', inputs: { site: `#${shared.get(site)}` } }
    expect(pageKey('build code', forged, shared)).not.toBe(pageKey('build code', page, shared))
  })
})
