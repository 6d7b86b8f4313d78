// A rebuild after content edits alone, without Vite: the last build's client assets and server
// bundle are still right (scripts/build.ts decides), so the pages are rendered with that server
// bundle through Vike's renderPage (https://vike.dev/renderPage), the new and changed ones only
// (pagePlan.ts). Its pages are the last build's own, for the routes the code decides, and those the
// content decides as the pages' hooks list them (pages/contentPages.ts).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { projectPaths } from '../settings.ts'
import type { BuildState } from './buildState.ts'
import type { WrittenPage } from './finishBuild.ts'
import { planPrerender } from './pagePlan.ts'

/** A page whose address or data the content decides, as pages/contentPages.ts lists it. */
type ContentPage = { url: string; pageContext: { data: unknown } } | string

/** Where Vike writes a page, as its prerender does by default: /blog/x to blog/x/index.html, the not-found page to 404.html. */
const fileOf = (url: string, is404: boolean) => (is404 ? '404.html' : `${url.slice(1)}${url === '/' ? '' : '/'}index.html`)

/**
 * Renders the pages of a content rebuild; undefined when the last build has a page of a route whose
 * addresses the content decides but `contentPages` does not list (only a full build knows its pages).
 */
export async function rebuildPages(root: string, previous: BuildState, contentPages: Record<string, () => ContentPage[]>): Promise<WrittenPage[] | undefined> {
  const fixed = Object.entries(previous.pages).filter(([, page]) => !(page.pageId in contentPages))
  if (fixed.some(([, page]) => page.pageId.includes('/@'))) return undefined
  const listed = [
    ...fixed.map(([url, page]) => ({ urlOriginal: url, pageId: page.pageId, is404: page.file === fileOf(url, true) })),
    ...Object.entries(contentPages).flatMap(([pageId, pages]) =>
      pages().map((page) => (typeof page === 'string' ? { urlOriginal: page, pageId, is404: false } : { urlOriginal: page.url, pageId, is404: false, data: page.pageContext.data })),
    ),
  ]
  planPrerender(listed)
  const { client, serverEntry } = projectPaths(root)
  await import(pathToFileURL(serverEntry).href)
  const { renderPage } = await import('vike/server')
  const written: WrittenPage[] = []
  for (const page of listed) {
    const { httpResponse, data } = (await renderPage({ urlOriginal: page.urlOriginal })) as Awaited<ReturnType<typeof renderPage>> & { data?: unknown }
    const expected = page.is404 ? 404 : 200
    if (httpResponse?.statusCode !== expected) throw new Error(`rendering ${page.urlOriginal} gave ${httpResponse ? `HTTP ${httpResponse.statusCode}` : 'no page'}, not HTTP ${expected}: see the error above`)
    const filePath = path.join(client, previous.pages[page.urlOriginal]?.file ?? fileOf(page.urlOriginal, page.is404))
    fs.mkdirSync(path.dirname(filePath), { recursive: true })
    fs.writeFileSync(filePath, httpResponse.body)
    written.push({ filePath, fileType: 'HTML', pageContext: { urlOriginal: page.urlOriginal, data } })
  }
  return written
}
