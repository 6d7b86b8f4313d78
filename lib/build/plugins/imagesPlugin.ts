// Encodes the raster pictures of public/ and content/images/ during the client build (see
// lib/images/responsiveImages.ts) and records them in a manifest the prerendered pages read.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { IMAGE_MANIFEST_FILE, type ImageManifest } from '../../images/manifest.ts'
import { encodeImage, findRasterImages } from '../../images/responsiveImages.ts'

export function imagesPlugin(): Plugin {
  return {
    name: 'responsive-images',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const manifest: ImageManifest = {}
      for (const { file, url } of findRasterImages(process.cwd())) {
        const { files, entry } = await encodeImage(file, url, path.resolve('.cache/images'))
        for (const [variantUrl, source] of files) this.emitFile({ type: 'asset', fileName: variantUrl.slice(1), source })
        manifest[url] = entry
      }
      fs.mkdirSync(path.dirname(IMAGE_MANIFEST_FILE), { recursive: true })
      fs.writeFileSync(IMAGE_MANIFEST_FILE, JSON.stringify(manifest, null, 2))
    },
  }
}
