// Measures what each built page loads, in gzip bytes: up front, its scripts (entry, preloads and the
// phone-click tracker, the landing keeper) and stylesheets; after interaction, the island code its HTML names
// (data-chunks), which islands/hydrate.ts fetches when an island's moment comes (the visitor starts
// on a form, the carousel nears the screen or the page goes idle); on submit, what a form's code
// imports when it sends (supabase-js, docs/decisions.md). Used by `npm run size` and the budget test.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { builtPages } from '../lib/build/builtPages.ts'

export interface PageWeight {
  /** The page's URL path, e.g. /about. */
  route: string
  /** JavaScript the page loads as it opens. */
  upFrontJsBytes: number
  /** JavaScript its islands load at their moments, beyond what was loaded up front. */
  afterInteractionJsBytes: number
  /** JavaScript its forms fetch when the visitor sends one, beyond the above. */
  onSubmitJsBytes: number
  cssBytes: number
  scripts: string[]
  islandScripts: string[]
}

const ATTRIBUTE = /<(script|link)\b[^>]*>/g
const ISLAND_CHUNKS = /\sdata-chunks="([^"]*)"/g
const ISLAND_LOADER = /\sdata-loader="([^"]*)"/g
const DYNAMIC_IMPORT = /import\([`'"](\.\/[^`'"]+)[`'"]\)/g

export function measurePages(root = 'dist/client'): PageWeight[] {
  const gzipCache = new Map<string, number>()
  const gzipSize = (url: string) => {
    if (!gzipCache.has(url)) gzipCache.set(url, zlib.gzipSync(fs.readFileSync(path.join(root, url)), { level: 9 }).length)
    return gzipCache.get(url)!
  }
  const pages = builtPages(root).map(({ file, route }) => {
    const html = fs.readFileSync(file, 'utf8')
    const scripts = new Set<string>()
    const styles = new Set<string>()
    for (const [tag, name] of html.matchAll(ATTRIBUTE)) {
      const url = /\b(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1]
      if (!url || url.startsWith('//')) continue
      if (name === 'script' || /rel="modulepreload"/.test(tag)) scripts.add(url)
      else if (/rel="stylesheet"/.test(tag)) styles.add(url)
    }
    const islandScripts = new Set<string>()
    for (const [, chunks] of html.matchAll(ISLAND_CHUNKS)) {
      for (const url of chunks!.split(' ')) if (url && !scripts.has(url)) islandScripts.add(url)
    }
    const loaders = [...html.matchAll(ISLAND_LOADER)].map(([, url]) => url!)
    return { route, scripts, styles, islandScripts, loaders }
  })
  // What any page loads up front or at an island's moment; the rest an island imports, it imports on submit.
  const scheduled = new Set(pages.flatMap((page) => [...page.scripts, ...page.islandScripts, ...page.loaders]))
  const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gzipSize(url), 0)
  return pages.map(({ route, scripts, styles, islandScripts }) => {
    const onSubmit = new Set<string>()
    for (const url of islandScripts) {
      for (const [, relative] of fs.readFileSync(path.join(root, url), 'utf8').matchAll(DYNAMIC_IMPORT)) {
        const target = path.posix.join(path.posix.dirname(url), relative!)
        if (!scheduled.has(target)) onSubmit.add(target)
      }
    }
    return {
      route,
      upFrontJsBytes: sum(scripts),
      afterInteractionJsBytes: sum(islandScripts),
      onSubmitJsBytes: sum(onSubmit),
      cssBytes: sum(styles),
      scripts: [...scripts],
      islandScripts: [...islandScripts],
    }
  })
}
