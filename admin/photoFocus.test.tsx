import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { PostGrid } from '../components/sections/PostGrid'
import { ImageManifestOf } from '../components/ui/Picture'
import { cropNotice, keptPart } from './photoFocus'

const ARTICLE = 16 / 9
const PORTRAIT = 2 / 3

describe('the crop notice', () => {
  test.each([
    ['a portrait photo in a wide space', PORTRAIT, 'This photo is taller than its space on the page: its top and bottom will be trimmed. Click the part to keep.'],
    ['a panorama in a wide space', 3, 'This photo is wider than its space on the page: its sides will be trimmed. Click the part to keep.'],
    ['a photo of the space\'s own shape', 1.78, undefined],
  ])('for %s', (_case, shape, words) => {
    expect(cropNotice(shape, ARTICLE)).toBe(words)
  })
})

test('the part kept of a portrait photo moves from its top to its bottom with the focus, across the whole width', () => {
  const height = (100 * PORTRAIT) / ARTICLE
  expect(keptPart(PORTRAIT, ARTICLE, '50% 0%')).toEqual({ left: 0, width: 100, top: 0, height })
  expect(keptPart(PORTRAIT, ARTICLE, '50% 100%').top).toBeCloseTo(100 - height)
  expect(keptPart(PORTRAIT, ARTICLE, '50% 50%').top).toBeCloseTo((100 - height) / 2)
  expect(keptPart(3, ARTICLE, '20% 50%')).toMatchObject({ top: 0, height: 100, left: (1 - ARTICLE / 3) * 20 })
})

test("an article's card crops its photo, whichever size the browser picks, around the focus the editor chose", () => {
  const variants = (format: string) => [480, 960, 1600].map((width) => ({ url: `/_img/crew-${width}.${format}`, width }))
  const card = { slug: 'a', title: 'A', description: 'D', category: 'Tips', date: '2025-01-15', readTime: 3, heroImage: { src: '/images/blog/crew.jpg', alt: 'Our crew', focus: '50% 10%' } }
  const html = renderToStaticMarkup(
    <ImageManifestOf.Provider value={{ '/images/blog/crew.jpg': { width: 1600, height: 2400, variants: { avif: variants('avif'), webp: variants('webp') } } }}>
      <PostGrid posts={[card]} />
    </ImageManifestOf.Provider>,
  )
  // One <img> draws whichever source the browser picks, so every size is cropped the same way.
  expect(html.match(/<img [^>]*>/g)).toHaveLength(1)
  expect(html).toMatch(/<img [^>]*class="aspect-\[16\/9\] [^"]*object-cover keep-x-50 keep-y-10"/)
  for (const width of [480, 960, 1600]) expect(html).toContain(`/_img/crew-${width}.avif ${width}w`)
})
