// Pictures in a body are marked when its Markdown is rendered and become responsive <picture>s of
// the build's AVIF and WebP files only when a page is rendered (expandPictures): the rendered
// Markdown is cached across builds, and the encodings it would otherwise depend on are made later,
// by the client build. A module of its own, without remark: the page renderer needs only the
// expansion, and the server bundle would otherwise carry remark and micromark (800 kB) for it.
import { pictureHtml, type ImageManifest } from '../../images/manifest.ts'

// JSON with '>' escaped can never contain '-->', so the marker always ends at its first '}-->'.
export const pictureMarker = (src: string, alt: string) => `<!--picture ${JSON.stringify({ src, alt }).replace(/>/g, '\\u003e')}-->`
const PICTURE_MARKER = /<!--picture (\{.*?\})-->/g

/** Replaces the picture markers in rendered HTML with the pictures the build encoded (none outside a build). */
export function expandPictures(html: string, manifest: ImageManifest = {}): string {
  if (!html.includes('<!--picture ')) return html
  return html.replace(PICTURE_MARKER, (_marker, json: string) => {
    const { src, alt } = JSON.parse(json) as { src: string; alt: string }
    return pictureHtml(src, alt, undefined, manifest)
  })
}
