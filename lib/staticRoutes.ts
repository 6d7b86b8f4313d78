// The routes that exist whatever the content says (/, /about, /faq...), read from pages/ the way
// Vike's filesystem routing reads it: a folder with a +Page file is a page, its path is its route,
// with `index` and (group) folders left out; @param folders take their URLs from the content, and
// _error is the not-found page. For the content check, which runs before any build and so cannot
// ask Vike; tests/build/incrementalBuild.test.ts compares this with the pages Vike prerenders.
import fs from 'node:fs'
import path from 'node:path'
import { PAGES_DIR } from './settings.ts'

/** The static routes of the project at `root` (the working directory: the code being built). */
export function staticRoutes(root: string = process.cwd()): string[] {
  const files = fs.readdirSync(path.join(root, PAGES_DIR), { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep))
  const routeFile = files.find((parts) => parts.at(-1)!.startsWith('+route.'))
  if (routeFile) throw new Error(`${path.join(PAGES_DIR, ...routeFile.slice(0, -1))} has a +route file, which staticRoutes() does not read: teach it that route`)
  const pages = files.filter((parts) => parts.at(-1)!.startsWith('+Page.') && parts[0] !== '_error' && !parts.some((part) => part.startsWith('@')))
  const routes = pages.map((parts) => `/${parts.slice(0, -1).filter((segment) => segment !== 'index' && !/^\(.*\)$/.test(segment)).join('/')}`)
  return [...new Set(routes)].sort()
}
