// Raster pictures (JPEG, PNG, WebP, AVIF) that editors put in public/ or content/images/ come out of
// the build as AVIF and WebP at responsive widths, and as a re-encoded copy at the picture's own
// address for browsers that take neither (and for search engines and link previews). Every file
// is drawn from the decoded pixels turned upright, never from the uploaded bytes: a phone photo
// carries its camera, time and GPS position in EXIF, and its orientation only as a tag that some
// decoders ignore. Each encoding is kept in the project's store (lib/cache.ts) by the picture's
// bytes, its size and format, the encoder's settings below and sharp's version: a build encodes only
// new or changed pictures, whatever else changed.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { hashOf, rememberFile } from '../cache.ts'
import { FORMATS, WIDTHS, type Format, type ImageVariant, type ResponsiveImage } from './manifest.ts'
import { RASTER } from './pictureFiles.ts'

/** One file to write, with the size read back from its own bytes, so a label can never be wrong. */
interface Encoded {
  bytes: Buffer
  width: number
  height: number
}

type OutputFormat = Format | 'jpeg' | 'png'

/** The extension of a picture's own address, as the format its re-encoded copy must keep. */
const formatOfUrl = (url: string): OutputFormat => {
  const extension = path.extname(url).slice(1).toLowerCase()
  return extension === 'jpg' ? 'jpeg' : (extension as OutputFormat)
}

/**
 * Turned upright from its EXIF orientation first, then scaled to `width`. Without withMetadata(),
 * sharp writes no EXIF, XMP, IPTC or ICC profile, and converts the colours to sRGB from the
 * picture's own profile, so a wide-gamut phone photo keeps its colours with the profile dropped.
 */
const encodeUpright = (source: Buffer, width: number, format: OutputFormat) => sharp(source).rotate().resize({ width }).toFormat(format, SETTINGS[format]).toBuffer()

/** Each format's encoder settings. */
const SETTINGS = { avif: { quality: 55, effort: 4 }, webp: { quality: 75 }, jpeg: { quality: 80, mozjpeg: true }, png: { compressionLevel: 9 } }

async function encoding(source: Buffer, width: number, format: OutputFormat): Promise<Encoded> {
  const key = hashOf(source, String(width), format, JSON.stringify(SETTINGS[format]), sharp.versions.sharp ?? '', sharp.versions.vips)
  const bytes = Buffer.from(await rememberFile('picture', key, () => encodeUpright(source, width, format)))
  const metadata = await sharp(bytes).metadata()
  return { bytes, width: metadata.width, height: metadata.height }
}

/** Reads a picture's upright size; a file that is no picture stops the build with what to do. */
async function uprightSize(source: Buffer, file: string): Promise<{ width: number; height: number }> {
  try {
    return (await sharp(source).metadata()).autoOrient
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`${path.relative(process.cwd(), file)}: cannot be read as a picture (${reason}): open it in a photo editor and save it again as JPEG, PNG or WebP`, { cause: error })
  }
}

/**
 * Encodes one picture at each width up to its own upright width (never upscaled) in AVIF and
 * WebP, and once more in its own format at the widest of those for its own URL. Returns the files
 * to write (URL to bytes) and its manifest entry: the size of the file at its own URL, which the
 * <img> carries, and each variant labelled with the width of its bytes.
 */
export async function encodeImage(file: string, url: string): Promise<{ files: Map<string, Buffer>; entry: ResponsiveImage }> {
  const source = fs.readFileSync(file)
  const { width } = await uprightSize(source, file)
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < width), Math.min(width, WIDTHS.at(-1)!)])]
  const name = path.basename(url).replace(RASTER, '')
  const encode = (targetWidth: number, format: OutputFormat) => encoding(source, targetWidth, format)
  const [fallback, encodings] = await Promise.all([
    encode(widths.at(-1)!, formatOfUrl(url)),
    Promise.all(FORMATS.flatMap((format) => widths.map(async (targetWidth) => ({ format, ...(await encode(targetWidth, format)) })))),
  ])

  const files = new Map<string, Buffer>([[url, fallback.bytes]])
  const variants = { avif: [], webp: [] } as Record<Format, ImageVariant[]>
  for (const { format, bytes, width: trueWidth } of encodings) {
    // Named by the bytes' own hash: a file served as immutable can never change under its name.
    const variantUrl = `/_img/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}-${trueWidth}.${format}`
    files.set(variantUrl, bytes)
    variants[format].push({ url: variantUrl, width: trueWidth })
  }
  return { files, entry: { width: fallback.width, height: fallback.height, variants } }
}
