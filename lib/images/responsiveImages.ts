// Raster pictures (JPEG, PNG, WebP) that editors put in public/ or content/ come out of the build
// as AVIF and WebP at responsive widths. Editors reference the source file only; pages render a
// <picture> from the manifest this module writes. Encoded files are cached by content hash, so a
// rebuild encodes only new or changed pictures.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { FORMATS, type Format, type ImageVariant, type ResponsiveImage } from './manifest.ts'

/** Widths to encode, in CSS pixels at 1x and 2x of the layouts' image slots. */
export const WIDTHS = [480, 960, 1600] as const

const RASTER = /\.(jpe?g|png|webp)$/i

/** Every raster picture under public/ and content/, with the URL pages use for it. */
export function findRasterImages(root: string): { file: string; url: string }[] {
  const found: { file: string; url: string }[] = []
  const walk = (dir: string, base: string) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full, base)
      else if (RASTER.test(entry.name)) found.push({ file: full, url: `/${path.relative(base, full).split(path.sep).join('/')}` })
    }
  }
  // A picture in content/images/ is addressed like one in public/images/.
  walk(path.join(root, 'public'), path.join(root, 'public'))
  walk(path.join(root, 'content', 'images'), path.join(root, 'content'))
  return found
}

/**
 * Encodes one picture at each width up to its own (never upscaled) in AVIF and WebP, returning
 * the files to write (URL to bytes) and its manifest entry.
 */
export async function encodeImage(file: string, url: string, cacheDir: string): Promise<{ files: Map<string, Buffer>; entry: ResponsiveImage }> {
  const source = fs.readFileSync(file)
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
  const { width = 0, height = 0 } = await sharp(source).metadata()
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < width), Math.min(width, WIDTHS.at(-1)!)])]
  const name = path.basename(url).replace(RASTER, '')
  const files = new Map<string, Buffer>()
  const variants = { avif: [], webp: [] } as Record<Format, ImageVariant[]>
  fs.mkdirSync(cacheDir, { recursive: true })
  for (const format of FORMATS) {
    for (const targetWidth of widths) {
      const variantUrl = `/_img/${name}-${hash}-${targetWidth}.${format}`
      const cached = path.join(cacheDir, path.basename(variantUrl))
      if (!fs.existsSync(cached)) {
        const resized = sharp(source).resize({ width: targetWidth })
        const encoded = await (format === 'avif' ? resized.avif({ quality: 55, effort: 4 }) : resized.webp({ quality: 75 })).toBuffer()
        fs.writeFileSync(cached, encoded)
      }
      files.set(variantUrl, fs.readFileSync(cached))
      variants[format].push({ url: variantUrl, width: targetWidth })
    }
  }
  return { files, entry: { width, height, variants } }
}
