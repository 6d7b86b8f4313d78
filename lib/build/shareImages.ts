// A step at the end of either build path: the Open Graph / Twitter share images the pages name
// (render/shareImage.ts), a 1200x630 PNG per page type (home, each singleton page, and one shared
// by all service pages and one by all articles), drawn from the type's title with resvg and a font
// shipped in node_modules: no external service, no system fonts. One image per type, not per
// article, keeps a 4,000-article build from drawing 4,000 PNGs (about 25 ms each). Each image is
// kept in the project's store (lib/cache.ts) by its SVG and resvg's version, so a content rebuild
// draws only an image whose words changed; a build from nothing draws its ten at once, on libuv's threads.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { hashOf, rememberFile } from '../cache.ts'
import type { Site } from '../content/schema.ts'
import { projectPaths } from '../settings.ts'
import { pageType, shareImagePath, shareImageText, type ShareImageText } from './render/shareImage.ts'

const require = createRequire(import.meta.url)
const FONTS = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`))

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by an average glyph width: good enough for a bold sans at display sizes. */
export function wrapTitle(title: string, fontSize: number, maxWidth: number): string[] {
  const perLine = Math.floor(maxWidth / (fontSize * 0.58))
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

export function shareImageSvg({ title, label, brand, footer }: ShareImageText): string {
  // The largest size at which the title fits in three lines.
  const fontSize = [68, 60, 52, 46].find((size) => wrapTitle(title, size, 1040).length <= 3) ?? 40
  const lines = wrapTitle(title, fontSize, 1040).slice(0, 4)
  const lineHeight = Math.round(fontSize * 1.18)
  const top = 230 + fontSize
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="110" r="210" fill="#38bdf8" opacity="0.08"/>
  <rect x="80" y="64" width="56" height="56" rx="12" fill="#0b1f3a" stroke="#38bdf8" stroke-width="2"/>
  <path d="M108 74l4.6 13 13 4.6-13 4.6L108 109l-4.6-12.8L90.4 91.6l13-4.6z" fill="#38bdf8"/>
  <text x="152" y="102" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#ffffff">${escapeXml(brand)}</text>
  <text x="80" y="200" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="#f59e0b">${escapeXml(label)}</text>
  ${lines.map((line, index) => `<text x="80" y="${top + index * lineHeight}" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`).join('\n  ')}
  <rect x="80" y="520" width="1040" height="2" fill="#38bdf8" opacity="0.5"/>
  <text x="80" y="570" font-family="DejaVu Sans" font-size="28" fill="#e2e8f0">${escapeXml(footer)}</text>
</svg>`
}

/** The PNG of a share image. */
export function renderShareImage(text: ShareImageText): Promise<Uint8Array> {
  const svg = shareImageSvg(text)
  const resvgVersion = (require('@resvg/resvg-js/package.json') as { version: string }).version
  return rememberFile('share', hashOf(svg, resvgVersion), async () => {
    // resvg (a native module) is loaded only to draw.
    const { renderAsync } = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')
    return (await renderAsync(svg, { font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } })).asPng()
  })
}


/** A page of the build with the data it was rendered from (or will be reused with). */
export interface PageWithData {
  url: string
  is404: boolean
  data: unknown
}

/**
 * The share image of every page type the build has, by where it is served: the text the pages of
 * that type name in their heads (a type's first page; pages of one type name the same image).
 * The not-found page and redirect pages have none.
 */
export function shareImagesOf(pages: PageWithData[], site: Site): Map<string, ShareImageText> {
  const images = new Map<string, ShareImageText>()
  for (const { url, is404, data } of pages) {
    const head = (data as { head?: { title: string } } | undefined)?.head
    if (is404 || !head) continue
    const type = pageType(url)
    if (!images.has(shareImagePath(type))) images.set(shareImagePath(type), shareImageText(type, head.title, site))
  }
  return images
}

/** Draws the share images into the built site, all at once. */
export async function writeShareImages(root: string, images: Map<string, ShareImageText>): Promise<void> {
  const paths = projectPaths(root)
  await Promise.all(
    [...images].map(async ([url, text]) => {
      const png = await renderShareImage(text)
      const file = path.join(paths.client, url)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, png)
    }),
  )
}
