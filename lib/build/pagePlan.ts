// Which pages a build renders, when Vike has listed them (renderer/+onPrerenderStart.ts). A full
// build renders every page. A content rebuild keeps each page whose key (buildState.ts pageKey) is
// the one the last build recorded, and its file, where it is: only new and changed pages render.
// A page's key is made from the data its onBeforePrerenderStart hook hands over with its URL (the
// articles, the service and prose pages, the blog index's later pages); the others (home, FAQ,
// /blog, the not-found and redirect pages) draw on all the content or on nothing a key would hold,
// are a handful, and always render.
import fs from 'node:fs'
import path from 'node:path'
import { getCollection } from '../content/store.ts'
import { serviceLinks } from '../navigation.ts'
import { projectPaths } from '../settings.ts'
import { pageKey } from './buildState.ts'
import { requireBuildContext } from './context.ts'

interface PrerenderPage {
  urlOriginal: string
  pageId: string | null
  is404: boolean | null
  data?: unknown
}

/**
 * Records every page of the build and takes the unchanged ones out of Vike's list. The list is
 * changed in place rather than returned: Vike reads a deprecated property of every page a hook
 * returns, and would log a warning for it.
 */
export function planPrerender(pageContexts: PrerenderPage[]): void {
  const context = requireBuildContext('planPrerender')
  // The chrome around every page lists the services.
  const everyPage = JSON.stringify(serviceLinks(getCollection('services')))
  context.pages = pageContexts.map((page) => ({ url: page.urlOriginal, pageId: page.pageId ?? '', is404: Boolean(page.is404), data: page.data }))
  context.keys = new Map(context.pages.filter((page) => page.data !== undefined).map((page) => [page.url, pageKey(everyPage, page.url, page.data)]))
  const previous = context.previous?.pages
  if (!previous) return
  const client = projectPaths(context.root).client
  const kept = (url: string) => {
    const before = previous[url]
    return before?.key !== undefined && before.key === context.keys!.get(url) && fs.existsSync(path.join(client, before.file))
  }
  const render = pageContexts.filter((page) => !kept(page.urlOriginal))
  pageContexts.length = 0
  pageContexts.push(...render)
}
