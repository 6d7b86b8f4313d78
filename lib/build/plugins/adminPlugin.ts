// Serves /admin/ (the web editor) from `vike dev` and writes it into dist/client on a build. Its
// script is bundled by esbuild beside Vite's work, not through the site's pages.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { adminFiles } from '../../editor/adminBundle.ts'
import { ADMIN_DIR, ADMIN_PATH } from '../../editor/adminPath.ts'
import { projectPaths } from '../../settings.ts'
import { fromBuildScript } from '../fromBuildScript.ts'

const CONTENT_TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', yml: 'text/yaml; charset=utf-8', js: 'text/javascript; charset=utf-8' }

type AdminFiles = Record<string, string | Uint8Array>

/**
 * The build's one bundling of the editor, kept on globalThis: Vike loads the config (and so this
 * plugin) more than once in a build, and each load would otherwise start its own.
 */
const SLOT = Symbol.for('sparkwell.adminFiles')
type WithAdminFiles = typeof globalThis & { [SLOT]?: Promise<AdminFiles> }

function startBundling(): Promise<AdminFiles> {
  const holder = globalThis as WithAdminFiles
  if (!holder[SLOT]) {
    // Under npm run build the build script bundles it once the content check has passed (lib/build/besideVike.ts).
    holder[SLOT] = fromBuildScript('admin-files') ?? adminFiles(process.cwd())
    // Awaited at the end of the build; a build stopped before (a failed content check) must not also
    // report an unhandled rejection.
    holder[SLOT].catch(() => {})
  }
  return holder[SLOT]
}

export function adminPlugin(): Plugin {
  return {
    name: 'sparkwell-admin',
    config: {
      // Before the full build's content check (fullBuildPlugin's config hook): run by itself, `vike
      // build` has esbuild bundle the editor in its own process, on the other core, while the check
      // runs on this one (started at the client build instead, it kept that build waiting about
      // 1.3 s). Under npm run build this only asks the build script, which bundles it once the
      // check has passed, while Vike prerenders (lib/build/besideVike.ts).
      order: 'pre',
      handler(_config, { command }) {
        if (command === 'build') startBundling()
      },
    },
    configureServer(server) {
      let files: AdminFiles = {}
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
    closeBundle: {
      // After the pages, not in the client build's output: nothing else waits for the editor, so
      // esbuild has until the end of the build to bundle it.
      async handler() {
        const holder = globalThis as WithAdminFiles
        if (this.environment.name !== 'ssr' || !holder[SLOT]) return
        const files = await holder[SLOT]
        // Used once: a later build in this process (a test's) bundles the editor as it is then.
        delete holder[SLOT]
        const dir = path.join(projectPaths(process.cwd()).client, ADMIN_DIR)
        fs.mkdirSync(dir, { recursive: true })
        for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), source)
      },
    },
  }
}
