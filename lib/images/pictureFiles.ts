// The raster pictures of the project, where the build encodes them from. Kept apart from the
// encoder, so the content check (which limits their size) never loads sharp.
import fs from 'node:fs'
import path from 'node:path'
import { projectPaths } from '../settings.ts'

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
  const paths = projectPaths(root)
  walk(paths.public, paths.public)
  walk(path.join(paths.content, 'images'), paths.content)
  return found
}
