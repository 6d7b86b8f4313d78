import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pictureHtml } from './manifest'
import { encodeImage, findRasterImages } from './responsiveImages'

let root: string

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'))
  fs.mkdirSync(path.join(root, 'public/images/team'), { recursive: true })
  fs.mkdirSync(path.join(root, 'content/images'), { recursive: true })
  const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
  await photo(2400, 1350).jpeg().toFile(path.join(root, 'public/images/team/crew.jpg'))
  await photo(600, 400).png().toFile(path.join(root, 'content/images/badge.png'))
  fs.writeFileSync(path.join(root, 'public/images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})

afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

test('finds the raster pictures of public/ and content/images/, addressed from the site root', () => {
  expect(findRasterImages(root).map((image) => image.url).sort()).toEqual(['/images/badge.png', '/images/team/crew.jpg'])
})

test('encodes AVIF and WebP at each responsive width up to the original, never larger', async () => {
  const cache = path.join(root, '.cache')
  const [crew, badge] = await Promise.all([
    encodeImage(path.join(root, 'public/images/team/crew.jpg'), '/images/team/crew.jpg', cache),
    encodeImage(path.join(root, 'content/images/badge.png'), '/images/badge.png', cache),
  ])
  expect(crew.entry).toMatchObject({ width: 2400, height: 1350 })
  expect(crew.entry.variants.avif.map((variant) => variant.width)).toEqual([480, 960, 1600])
  expect(badge.entry.variants.webp.map((variant) => variant.width)).toEqual([480, 600])
  for (const [url, bytes] of crew.files) {
    const metadata = await sharp(bytes).metadata()
    expect(metadata.format, url).toBe(url.endsWith('.avif') ? 'heif' : 'webp')
    expect(url).toMatch(new RegExp(`-${metadata.width}\\.(avif|webp)$`))
  }
  // A second build finds every file in the cache.
  const cachedCount = fs.readdirSync(cache).length
  await encodeImage(path.join(root, 'public/images/team/crew.jpg'), '/images/team/crew.jpg', cache)
  expect(fs.readdirSync(cache)).toHaveLength(cachedCount)
})

test('a body picture offers AVIF and WebP with srcset and sizes, its size set and loading lazily', async () => {
  const { entry } = await encodeImage(path.join(root, 'public/images/team/crew.jpg'), '/images/team/crew.jpg', path.join(root, '.cache'))
  const html = pictureHtml('/images/team/crew.jpg', 'Our crew', '100vw', { '/images/team/crew.jpg': entry })
  expect(html).toMatch(/^<picture><source type="image\/avif" srcset="\/_img\/crew-[0-9a-f]{10}-480\.avif 480w, [^"]+ 1600w" sizes="100vw">/)
  expect(html).toContain('<source type="image/webp"')
  expect(html).toContain('<img src="/images/team/crew.jpg" alt="Our crew" loading="lazy" decoding="async" width="2400" height="1350"></picture>')
})
