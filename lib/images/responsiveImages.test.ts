import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cameraPhoto, quadrantsOf, UPRIGHT_QUADRANTS, type PhotoFormat } from '../../tests/fixtures/cameraPhoto'
import { metadataIn } from '../../tests/fixtures/pictureMetadata'
import { pictureHtml } from './manifest'
import { encodeImage } from './responsiveImages'

let root: string
const projectDir = process.cwd()

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'))
  // The encodings are kept in the store of the project being built, the working directory's (lib/cache.ts).
  process.chdir(root)
  fs.mkdirSync(path.join(root, 'public/images/team'), { recursive: true })
  fs.mkdirSync(path.join(root, 'content/images'), { recursive: true })
  const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
  await photo(2400, 1350).jpeg().toFile(path.join(root, 'public/images/team/crew.jpg'))
  await photo(600, 400).png().toFile(path.join(root, 'content/images/badge.png'))
})

afterAll(() => {
  process.chdir(projectDir)
  fs.rmSync(root, { recursive: true, force: true })
})

const kept = () => path.join(root, '.cache/files/picture')

test('encodes AVIF and WebP at each responsive width up to the original, never larger', async () => {
  const [crew, badge] = await Promise.all([
    encodeImage(path.join(root, 'public/images/team/crew.jpg'), '/images/team/crew.jpg'),
    encodeImage(path.join(root, 'content/images/badge.png'), '/images/badge.png'),
  ])
  expect(crew.entry).toMatchObject({ width: 1600, height: 900 })
  expect(crew.entry.variants.avif.map((variant) => variant.width)).toEqual([480, 960, 1600])
  expect(badge.entry).toMatchObject({ width: 600, height: 400 })
  expect(badge.entry.variants.webp.map((variant) => variant.width)).toEqual([480, 600])
  for (const [url, bytes] of crew.files) {
    const metadata = await sharp(bytes).metadata()
    const format = { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[url.split('.').pop()!]
    expect(metadata.format, url).toBe(format)
    if (url.startsWith('/_img/')) expect(url).toMatch(new RegExp(`-${metadata.width}\\.(avif|webp)$`))
  }
  // A second build finds every encoding kept.
  const keptCount = fs.readdirSync(kept()).length
  const modified = fs.statSync(path.join(kept(), fs.readdirSync(kept())[0]!)).mtimeMs
  await encodeImage(path.join(root, 'public/images/team/crew.jpg'), '/images/team/crew.jpg')
  expect(fs.readdirSync(kept())).toHaveLength(keptCount)
  expect(fs.statSync(path.join(kept(), fs.readdirSync(kept())[0]!)).mtimeMs).toBe(modified)
})

// The files a phone photo becomes, whatever format it was saved in: JPEG and HEIC-to-JPEG from
// phones, PNG screenshots, WebP and AVIF from other apps.
describe.each<PhotoFormat>(['jpeg', 'png', 'webp', 'avif'])('a %s camera photo with orientation 6, GPS, XMP and a colour profile', (format) => {
  const url = `/images/photo.${format === 'jpeg' ? 'jpg' : format}`
  let source: Buffer
  let encoded: Awaited<ReturnType<typeof encodeImage>>

  beforeAll(async () => {
    // 640 x 960 upright: stored 960 x 640 and tagged to turn, as a phone saves a portrait. Small,
    // so four formats encode quickly; the browser test's build encodes a full-size one.
    source = await cameraPhoto(format, 640, 960)
    expect(await metadataIn(source)).toEqual(expect.arrayContaining(['EXIF (sharp)', 'XMP (sharp)', 'ICC profile (sharp)', `the text "SparkwellTestCam"`]))
    const file = path.join(root, `photo-${format}${path.extname(url)}`)
    fs.writeFileSync(file, source)
    encoded = await encodeImage(file, url)
  })

  test('every file is upright and labelled with the width of its own bytes, the <img> with its true size', async () => {
    expect(encoded.entry).toMatchObject({ width: 640, height: 960 })
    expect(encoded.entry.variants.avif.map((variant) => variant.width)).toEqual([480, 640])
    expect(encoded.entry.variants.webp.map((variant) => variant.width)).toEqual([480, 640])
    const labels = new Map([...encoded.entry.variants.avif, ...encoded.entry.variants.webp].map((variant) => [variant.url, variant.width]))
    labels.set(url, encoded.entry.width)
    expect([...encoded.files.keys()].sort()).toEqual([...labels.keys()].sort())
    for (const [fileUrl, bytes] of encoded.files) {
      const { width, height } = await sharp(bytes).metadata()
      expect({ fileUrl, width, portrait: height > width }).toEqual({ fileUrl, width: labels.get(fileUrl), portrait: true })
      expect(await quadrantsOf(bytes), fileUrl).toEqual(UPRIGHT_QUADRANTS)
    }
  })

  test('no file carries EXIF, GPS, XMP or a colour profile, and none is the uploaded file', async () => {
    for (const [fileUrl, bytes] of encoded.files) {
      expect(await metadataIn(bytes), fileUrl).toEqual([])
      expect(bytes.equals(source), fileUrl).toBe(false)
    }
  })
})

test('a file that is no picture stops the build naming the file and what to do', async () => {
  const file = path.join(root, 'public/images/broken.jpg')
  fs.writeFileSync(file, 'this is a text file saved with a .jpg name')
  await expect(encodeImage(file, '/images/broken.jpg')).rejects.toThrow(/broken\.jpg: cannot be read as a picture \(.+\): open it in a photo editor and save it again as JPEG, PNG or WebP$/)
  fs.rmSync(file)
})

test('a body picture offers AVIF and WebP with srcset and sizes, its size set and loading lazily', async () => {
  const { entry } = await encodeImage(path.join(root, 'public/images/team/crew.jpg'), '/images/team/crew.jpg')
  const html = pictureHtml('/images/team/crew.jpg', 'Our crew', '100vw', { '/images/team/crew.jpg': entry })
  expect(html).toMatch(/^<picture><source type="image\/avif" srcset="\/_img\/crew-[0-9a-f]{10}-480\.avif 480w, [^"]+ 1600w" sizes="100vw">/)
  expect(html).toContain('<source type="image/webp"')
  expect(html).toContain('<img src="/images/team/crew.jpg" alt="Our crew" loading="lazy" decoding="async" width="1600" height="900"></picture>')
})
