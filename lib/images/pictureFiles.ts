// The raster pictures of the project, where the build encodes them from. Kept apart from the
// encoder, so the content check (which limits their size) never loads sharp.
import fs from 'node:fs'
import path from 'node:path'
import { projectPaths } from '../settings.ts'

export const RASTER = /\.(jpe?g|png|webp|avif)$/i

/** Every raster picture under public/ and content/images/, with the URL pages use for it. */
export function findRasterImages(root: string): { file: string; url: string }[] {
  const under = (dir: string, base: string) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [])
      .filter((name) => RASTER.test(name))
      .map((name) => ({ file: path.join(dir, name), url: `/${path.relative(base, path.join(dir, name)).split(path.sep).join('/')}` }))
  const paths = projectPaths(root)
  // A picture in content/images/ is addressed like one in public/images/.
  return [...under(paths.public, paths.public), ...under(path.join(paths.content, 'images'), paths.content)]
}
