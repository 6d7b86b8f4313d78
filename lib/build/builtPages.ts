// The pages of a built site: every .html file under dist/client with the route it serves. The web
// editor under /admin/ is no page of the site, so it is left out (adminPath.ts).
import fs from 'node:fs'
import path from 'node:path'
import { ADMIN_DIR } from '../editor/adminPath.ts'

export interface BuiltPage {
  /** The .html file's full path. */
  file: string
  /** The URL path it serves: /, /about, /blog/page/2, /404. */
  route: string
}

/** Every page's .html file under the folder, sorted by route. */
export function builtPages(root: string): BuiltPage[] {
  const files: BuiltPage[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (full !== path.join(root, ADMIN_DIR)) walk(full)
      } else if (entry.name.endsWith('.html')) {
        const relative = path.relative(root, full).split(path.sep).join('/')
        const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`
        files.push({ file: full, route: route === '/' ? '/' : route.replace(/\/$/, '') })
      }
    }
  }
  walk(root)
  return files.sort((a, b) => a.route.localeCompare(b.route))
}
