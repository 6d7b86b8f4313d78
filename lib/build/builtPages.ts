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
  const relatives = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/'))
  return relatives
    .filter((relative) => relative.endsWith('.html') && !relative.startsWith(`${ADMIN_DIR}/`))
    .map((relative) => ({ file: path.join(root, relative), route: `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}` }))
    .sort((a, b) => a.route.localeCompare(b.route))
}
