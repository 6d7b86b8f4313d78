// The one plan of a build's pages, for both build paths: given the previous build's state and this
// build's pages (as Vike lists them) and content, which pages to render, which to keep from the
// previous build and which to remove, and the state this build leaves for the next. A full build
// plans in renderer/+onPrerenderStart.ts (planPrerender below), a content rebuild in
// lib/build/incremental/contentRebuild.ts; both then carry the plan out and end with finishBuild.ts.
import fs from 'node:fs'
import path from 'node:path'
import { getCollection } from '../../content/store.ts'
import { serviceLinks } from '../../navigation.ts'
import { requireBuildContext, type BuildContext } from '../context.ts'
import { readBuiltAssets } from '../render/builtAssets.ts'
import { projectPaths } from '../../settings.ts'
import { builtCodeHash, pageKey, sharedValues, type BuildState, type PagePlan } from './buildState.ts'
import { vikePageFiles, type ListedPage, type PageFileOf } from './vikePages.ts'


/**
 * A page that may be reused is one whose data its onBeforePrerenderStart hook hands over with its
 * URL (ListedPage.data: the articles, the service and prose pages and the blog index's later pages):
 * its HTML depends on that data, the chrome around it and the build code only, which its key
 * hashes. The others (home, FAQ, /blog, the not-found and redirect pages) draw on all the content
 * or on nothing a key would hold, are a handful, and always render.
 */
export function planPages(context: BuildContext, pages: ListedPage[], fileOf: PageFileOf): PagePlan {
  // The chrome around every page lists the services, so they are part of every page's inputs:
  // written out once with the build code's hash, not again with each of thousands of pages.
  const everyPage = `${builtCodeHash(context.root)}\0${JSON.stringify(serviceLinks(getCollection('services')))}`
  const previous = context.previous
  const next: BuildState = { inputs: context.inputs, pages: {} }
  const render: ListedPage[] = []
  const reuse: string[] = []
  const shared = sharedValues(pages.flatMap((page) => (page.data === undefined ? [] : [{ url: page.url, inputs: page.data }])))
  for (const page of pages) {
    const file = fileOf(page)
    const key = page.data === undefined ? undefined : pageKey(everyPage, { url: page.url, inputs: page.data }, shared)
    next.pages[page.url] = key === undefined ? { pageId: page.pageId, file } : { pageId: page.pageId, file, key }
    const before = previous?.state.pages[page.url]
    const unchanged = key !== undefined && before?.key === key && before.file === file && fs.existsSync(path.join(previous!.clientDir, file))
    if (unchanged) reuse.push(page.url)
    else render.push(page)
  }
  const remove = Object.entries(previous?.state.pages ?? {})
    .filter(([url]) => !(url in next.pages))
    .map(([, record]) => record)
  return { pages, render, reuse, remove, next }
}

/**
 * Puts the previous build's pages where the plan wants them in `clientDir`: a full build moves the
 * reused ones over from the build it set aside; a content rebuild, working in place, deletes the
 * removed ones and the folders they leave empty (blog/page/ after the last extra index page).
 */
export function carryOverPages(plan: PagePlan, previousClientDir: string, clientDir: string): void {
  if (path.resolve(previousClientDir) !== path.resolve(clientDir)) {
    const madeDirs = new Set<string>()
    for (const url of plan.reuse) {
      const file = plan.next.pages[url]!.file
      const to = path.join(clientDir, file)
      const dir = path.dirname(to)
      if (!madeDirs.has(dir)) fs.mkdirSync(dir, { recursive: true })
      madeDirs.add(dir)
      fs.renameSync(path.join(previousClientDir, file), to)
    }
    return
  }
  for (const { file } of plan.remove) {
    const full = path.join(clientDir, file)
    fs.rmSync(full, { force: true })
    for (let dir = path.dirname(full); dir !== clientDir && fs.existsSync(dir) && !fs.readdirSync(dir).length; dir = path.dirname(dir)) fs.rmdirSync(dir)
  }
}

interface PrerenderPage {
  urlOriginal: string
  pageId: string | null
  is404: boolean | null
  /** Set when the page's onBeforePrerenderStart hook provided it. */
  data?: unknown
}

/**
 * A full build's plan, when Vike has listed the pages it is about to prerender: moves the unchanged
 * ones over from the previous build and takes them out of Vike's list, leaving those it must render.
 * The list is changed in place rather than returned: Vike reads a deprecated property of every page
 * a hook returns, and would log a warning for it.
 */
export async function planPrerender(pageContexts: PrerenderPage[]): Promise<void> {
  const context = requireBuildContext('planPrerender')
  const pages = pageContexts.map((page) => ({ url: page.urlOriginal, pageId: page.pageId ?? '', is404: Boolean(page.is404), data: page.data }))
  // The client build is done: what it wrote for the pages to name is read once, for every page.
  context.assets = readBuiltAssets(context.root)
  const plan = (context.plan = planPages(context, pages, await vikePageFiles()))
  if (context.previous) carryOverPages(plan, context.previous.clientDir, projectPaths(context.root).client)
  const toRender = new Set(plan.render.map((page) => page.url))
  const kept = pageContexts.filter((page) => toRender.has(page.urlOriginal))
  pageContexts.length = 0
  pageContexts.push(...kept)
}
