// What the build encoded of each raster picture, as the prerendered pages read it. Kept apart from
// the encoder so that page code never loads sharp. The build reads the manifest the client build
// wrote (lib/build/render/builtAssets.ts); outside a build it is empty and sources serve as they are.

export const FORMATS = ['avif', 'webp'] as const
export type Format = (typeof FORMATS)[number]

/** Widths to encode, in CSS pixels at 1x and 2x of the layouts' image slots. */
export const WIDTHS = [480, 960, 1600] as const

export interface ImageVariant {
  url: string
  width: number
}

export interface ResponsiveImage {
  /** The upright size of the re-encoded file at the picture's own URL, the <img> fallback. */
  width: number
  height: number
  /** Each labelled with the width of its own bytes. */
  variants: Record<Format, ImageVariant[]>
}

/** Source URL ('/images/team.jpg') to its variants. */
export type ImageManifest = Record<string, ResponsiveImage>

export const srcSet = (variants: ImageVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

// The article body's width (max-w-3xl, 768 px) less its padding (px-4, sm:px-6).
const BODY_SIZES = '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

/** A picture in an article body: full column width, lazily loaded, its size reserved. */
export function pictureHtml(src: string, alt: string, sizes = BODY_SIZES, manifest: ImageManifest = {}): string {
  const encoded = manifest[src]
  const common = `alt="${escapeAttribute(alt)}" loading="lazy" decoding="async"`
  if (!encoded) return `<img src="${escapeAttribute(src)}" ${common}>`
  const sources = (['avif', 'webp'] as const).map((format) => `<source type="image/${format}" srcset="${srcSet(encoded.variants[format])}" sizes="${sizes}">`)
  return `<picture>${sources.join('')}<img src="${escapeAttribute(src)}" ${common} width="${encoded.width}" height="${encoded.height}"></picture>`
}
