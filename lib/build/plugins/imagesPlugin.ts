// Encodes the raster pictures of public/ and content/images/ during the client build (see
// lib/images/responsiveImages.ts) and records them in a manifest the prerendered pages read.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { ImageManifest } from '../../images/manifest.ts'
import { encodeImage, findRasterImages } from '../../images/responsiveImages.ts'
import { projectPaths } from '../../settings.ts'

export function imagesPlugin(): Plugin {
  return {
    name: 'responsive-images',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const manifest: ImageManifest = {}
      const paths = projectPaths(process.cwd())
      for (const { file, url } of findRasterImages(paths.root)) {
        const { files, entry } = await encodeImage(file, url, paths.cache('images'))
        for (const [variantUrl, source] of files) this.emitFile({ type: 'asset', fileName: variantUrl.slice(1), source })
        manifest[url] = entry
      }
      fs.mkdirSync(path.dirname(paths.imageManifest), { recursive: true })
      fs.writeFileSync(paths.imageManifest, JSON.stringify(manifest, null, 2))
    },
  }
}
