// Encodes the raster pictures of public/ and content/images/ during the client build (see
// lib/images/responsiveImages.ts) and records them in a manifest the prerendered pages read.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import type { ImageManifest } from '../../images/manifest.ts'
import { findRasterImages } from '../../images/pictureFiles.ts'
import { projectPaths } from '../../settings.ts'

export function imagesPlugin(): Plugin {
  return {
    name: 'responsive-images',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const manifest: ImageManifest = {}
      const paths = projectPaths(process.cwd())
      const pictures = findRasterImages(paths.root)
      if (pictures.length) {
        // Loaded only when there are pictures: sharp is a native library of its own.
        const [{ encodeImage }, { saveStore }] = await Promise.all([import('../../images/responsiveImages.ts'), import('../../cache.ts')])
        for (const { file, url } of pictures) {
          const { files, entry } = await encodeImage(file, url)
          // The picture's own address gets its re-encoded copy too: Vite copied public/ into the
          // output before the bundle, and an emitted file replaces the uploaded bytes it put there.
          for (const [fileUrl, source] of files) this.emitFile({ type: 'asset', fileName: fileUrl.slice(1), source })
          manifest[url] = entry
        }
        saveStore()
      }
      fs.mkdirSync(path.dirname(paths.imageManifest), { recursive: true })
      fs.writeFileSync(paths.imageManifest, JSON.stringify(manifest, null, 2))
    },
  }
}
