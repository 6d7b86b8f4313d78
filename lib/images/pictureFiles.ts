// The raster pictures of the project, where the build encodes them from, and the content check's
// rule on their size. Kept apart from the encoder, so the check never loads sharp.
import fs from 'node:fs'
import path from 'node:path'
import type { Problem } from '../content/problems.ts'
import { MAX_PICTURE_BYTES, pictureLimitAdvice } from './uploadLimit.ts'

export const RASTER = /\.(jpe?g|png|webp|avif)$/i

/** Every raster picture under public/ and content/images/, with the URL pages use for it. */
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
 * Pictures above the editor's upload limit, however they arrived (the editor's Media page, which
 * Decap does not limit, a commit, a copy into the folder), one problem each.
 */
export function oversizedPictures(root: string): Problem[] {
  return findRasterImages(root)
    .map(({ file }) => ({ file: path.relative(root, file).split(path.sep).join('/'), bytes: fs.statSync(file).size }))
    .filter(({ bytes }) => bytes > MAX_PICTURE_BYTES)
    .map(({ file, bytes }) => ({ file, field: '', message: `is ${(bytes / 1_000_000).toFixed(1)} MB; ${pictureLimitAdvice('replace this file with it')}` }))
}
