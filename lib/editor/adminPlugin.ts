// Serves /admin/ (the web editor) from `vike dev` and writes it into dist/client on a build. Its
// script is bundled by esbuild beside Vite's work, not through the site's pages.
import type { Plugin } from 'vite'
import { adminFiles } from './adminBundle.ts'
import { ADMIN_DIR, ADMIN_PATH } from './adminPath.ts'

const CONTENT_TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', yml: 'text/yaml; charset=utf-8', js: 'text/javascript; charset=utf-8' }

export function adminPlugin(): Plugin {
  let building: Promise<Record<string, string | Uint8Array>> | undefined
  return {
    name: 'sparkwell-admin',
    configureServer(server) {
      let files: Record<string, string | Uint8Array> = {}
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0]!
        if (`${url}/` === ADMIN_PATH) {
          response.writeHead(301, { Location: ADMIN_PATH }).end()
          return
        }
        if (!url.startsWith(ADMIN_PATH)) return next()
        const name = url.slice(ADMIN_PATH.length) || 'index.html'
        try {
          // Opening the page rebuilds the editor, so a reload shows a schema or preview change.
          if (name === 'index.html' || !(name in files)) files = await adminFiles(server.config.root)
        } catch (error) {
          return next(error)
        }
        const body = files[name]
        if (body === undefined) return next()
        response.writeHead(200, { 'Content-Type': CONTENT_TYPES[name.split('.').pop()!] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
        response.end(body)
      })
    },
    buildStart() {
      // Bundled while Vite builds the site: the two share no files.
      if (this.environment?.name === 'client') building ??= adminFiles(process.cwd())
    },
    async generateBundle() {
      if (this.environment.name !== 'client' || !building) return
      for (const [name, source] of Object.entries(await building)) this.emitFile({ type: 'asset', fileName: `${ADMIN_DIR}/${name}`, source })
    },
  }
}
