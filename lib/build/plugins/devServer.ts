// What `vike dev` serves besides the pages: it keeps the content store in step with the files (any
// file added, changed or deleted empties it, and the next page request has the content checked
// again first) and serves the web editor at /admin/, bundled afresh when the page is opened. The
// check and the editor's bundler load through Vite's module runner when first needed, so their
// modules reload when they change, as the pages' do, and the Vite config, which every `vike build`
// bundles several times, carries none of them.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, ViteDevServer } from 'vite'
import { ADMIN_PATH } from '../../editor/adminPath.ts'

const CONTENT_TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', yml: 'text/yaml; charset=utf-8', js: 'text/javascript; charset=utf-8' }

const moduleOf = <T>(server: ViteDevServer, file: string) => server.ssrLoadModule(fileURLToPath(new URL(file, import.meta.url))) as Promise<T>
type Store = typeof import('../../content/store.ts')

export function devServerPlugin(): Plugin {
  return {
    name: 'sparkwell-dev-server',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root
      server.watcher.on('all', () => void moduleOf<Store>(server, '../../content/store.ts').then((store) => store.invalidateContent()))
      let adminFiles: Record<string, string | Uint8Array> = {}
      server.middlewares.use(async (request, response, next) => {
        try {
          const url = (request.url ?? '').split('?')[0]!
          if (`${url}/` === ADMIN_PATH) return void response.writeHead(301, { Location: ADMIN_PATH }).end()
          if (url.startsWith(ADMIN_PATH)) {
            const name = url.slice(ADMIN_PATH.length) || 'index.html'
            // Opening the page bundles the editor again, so a reload shows a schema or preview change.
            if (name === 'index.html' || !(name in adminFiles)) adminFiles = await (await moduleOf<typeof import('../../editor/adminBundle.ts')>(server, '../../editor/adminBundle.ts')).adminFiles(root)
            const body = adminFiles[name]
            if (body === undefined) return next()
            response.writeHead(200, { 'Content-Type': CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
            return void response.end(body)
          }
          const store = await moduleOf<Store>(server, '../../content/store.ts')
          await store.contentForRequest(root, request, async () => (await moduleOf<typeof import('../../content/checkContent.ts')>(server, '../../content/checkContent.ts')).checkContent(root))
          next()
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
