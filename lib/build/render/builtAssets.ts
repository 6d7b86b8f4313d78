// What the client build wrote for the pages to name, read by each page as it renders: each island's
// chunks and each page's preloads, and the encodings of raster pictures.
import fs from 'node:fs'
import type { ImageManifest } from '../../images/manifest.ts'
import { projectPaths } from '../../settings.ts'
import type { Preloads } from './preloads.ts'

export interface BuiltAssets {
  preloads: Preloads
  images: ImageManifest
}

export function readBuiltAssets(root: string): BuiltAssets {
  const paths = projectPaths(root)
  const read = <T>(file: string, what: string): T => {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: the client build writes ${what} before any page renders`)
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  }
  return { preloads: read<Preloads>(paths.preloads, "the islands' chunks"), images: read<ImageManifest>(paths.imageManifest, 'the picture manifest') }
}
