import { createContext, useContext } from 'react'
import { cn } from '../../lib/cn'
import { srcSet, type ImageManifest } from '../../lib/images/manifest'

/** The build's encodings of raster pictures, which the renderer provides; none in `vike dev`. */
export const ImageManifestOf = createContext<ImageManifest>({})

/** Card grids: one column on phones, two on tablets, three on wide screens. */
export const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'

interface PictureProps {
  src: string
  alt: string
  /** The intrinsic size; raster pictures take theirs from the build's manifest. */
  width: number
  height: number
  /** How wide the picture is drawn at each breakpoint, for the browser's choice of file. */
  sizes: string
  /** The page's largest picture above the fold: fetched first, never lazily. */
  priority?: boolean
  className?: string
  /** The part of a cropped picture to keep, as the editor chose it (CSS object-position). */
  focus?: string
}

/**
 * A picture with its width and height set, so nothing shifts while it loads. Raster sources the
 * build encoded are offered as AVIF and WebP at several widths; vector sources are used as they are.
 */
export function Picture({ src, alt, width, height, sizes, priority = false, className, focus }: PictureProps) {
  const loading = priority ? undefined : 'lazy'
  const fetchPriority = priority ? 'high' : undefined
  // 'keep-x-50 keep-y-10' for '50% 10%' (renderer/style.css).
  const classes = cn(className, focus?.split(' ').map((value, axis) => `keep-${'xy'[axis]}-${parseInt(value)}`))
  const encoded = useContext(ImageManifestOf)[src]
  if (!encoded) {
    return <img src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={classes} />
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(encoded.variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(encoded.variants.webp)} sizes={sizes} />
      <img src={src} alt={alt} width={encoded.width} height={encoded.height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={classes} />
    </picture>
  )
}
