// Which pages Vike prerenders and where it writes them, asked of Vike itself, so that a content
// rebuild knows exactly the pages a full build would write: no list kept beside pages/. A full build
// takes its pages from Vike's prerender (renderer/+onPrerenderStart.ts); a content rebuild, which
// runs without Vite, asks the last build's server bundle here, the same way Vike's prerender does:
// the URLs each onBeforePrerenderStart hook returns, then every route without parameters, then the
// error page as /404. Vike's own functions are used for each step (from its dist/ folder, the
// version this build runs), and the build tests compare every content rebuild with a full build.
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** One page as Vike lists it for prerendering. */
export interface ListedPage {
  url: string
  pageId: string
  is404: boolean
  /** The page's data, when its onBeforePrerenderStart hook hands it over with the URL. */
  data?: unknown
}

const vikeDist = path.resolve(path.dirname(createRequire(import.meta.url).resolve('vike/server')), '..', '..')
const fromVike = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(vikeDist, file)).href) as Promise<T>

export type PageFileOf = (page: Pick<ListedPage, 'url' | 'is404'>) => string

/** Where Vike's prerender writes a page, relative to dist/client: /blog/x to blog/x/index.html, /404 to 404.html. */
export async function vikePageFiles(): Promise<PageFileOf> {
  type UrlToFile = { urlToFile: (url: string, extension: string, doNotCreateExtraDirectory: boolean) => string }
  const { urlToFile } = await fromVike<UrlToFile>('utils/urlToFile.js')
  // An extra folder per page (about/index.html) but for the error page: Vike's default, which this site keeps.
  return ({ url, is404 }) => urlToFile(url, '.html', is404).slice(1)
}

interface PageConfig {
  pageId: string
  isErrorPage?: true
}
type Hook = { hookFn: () => unknown } | null

/** Every page Vike prerenders, from the server bundle imported in this process. */
export async function vikePages(): Promise<ListedPage[]> {
  const { getPagesAndRoutes } = await import('vike/__internal')
  const { pageRoutes, pageConfigs } = (await getPagesAndRoutes()) as unknown as {
    pageRoutes: { pageId: string; routeString?: string }[]
    pageConfigs: PageConfig[]
  }
  const [{ loadAndParseVirtualFilePageEntry }, { getHookFromPageConfig, getHook_setIsPrerenderering }, { getUrlFromRouteString }] = await Promise.all([
    fromVike<{ loadAndParseVirtualFilePageEntry: (config: PageConfig, isDev: boolean) => Promise<PageConfig> }>('shared-server-client/page-configs/loadAndParseVirtualFilePageEntry.js'),
    fromVike<{ getHookFromPageConfig: (config: PageConfig, name: string) => Hook; getHook_setIsPrerenderering: () => void }>('shared-server-client/hooks/getHook.js'),
    fromVike<{ getUrlFromRouteString: (route: string) => string | null }>('shared-server-client/route/resolveRouteString.js'),
  ])

  // As Vike's prerender does: prerender hooks get a prerender's time limits.
  getHook_setIsPrerenderering()
  const pages = new Map<string, ListedPage>()
  for (const config of pageConfigs) {
    const hook = getHookFromPageConfig(await loadAndParseVirtualFilePageEntry(config, false), 'onBeforePrerenderStart')
    if (!hook) continue
    for (const entry of (await hook.hookFn()) as (string | { url: string; pageContext?: { data?: unknown } })[]) {
      const url = typeof entry === 'string' ? entry : entry.url
      pages.set(url, { url, pageId: config.pageId, is404: false, data: typeof entry === 'string' ? undefined : entry.pageContext?.data })
    }
  }
  for (const route of pageRoutes) {
    const url = route.routeString === undefined ? null : getUrlFromRouteString(route.routeString)
    if (url && !pages.has(url)) pages.set(url, { url, pageId: route.pageId, is404: false })
  }
  const errorPage = pageConfigs.find((config) => config.isErrorPage)
  if (errorPage) pages.set('/404', { url: '/404', pageId: errorPage.pageId, is404: true })
  return [...pages.values()]
}
