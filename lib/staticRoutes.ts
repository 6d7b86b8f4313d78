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
  const routes: string[] = []
  const walk = (segments: string[]) => {
    const dir = path.join(root, PAGES_DIR, ...segments)
    const entries = fs.readdirSync(dir, { withFileTypes: true })
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
    if (files.some((name) => name.startsWith('+route.'))) throw new Error(`${path.join(PAGES_DIR, ...segments)} has a +route file, which staticRoutes() does not read: teach it that route`)
    const isParameterised = segments.some((segment) => segment.startsWith('@'))
    if (files.some((name) => name.startsWith('+Page.')) && !isParameterised && segments[0] !== '_error') {
      const kept = segments.filter((segment) => segment !== 'index' && !/^\(.*\)$/.test(segment))
      routes.push(`/${kept.join('/')}`)
    }
    for (const entry of entries) if (entry.isDirectory()) walk([...segments, entry.name])
  }
  walk([])
  return routes.sort()
}
