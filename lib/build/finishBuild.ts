// The last steps of a build, once Vike has written its pages: the pages the content no longer has
// removed, the hosting files and share images written from the checked content and the build's
// pages, and the state the next build compares against.
import fs from 'node:fs'
import path from 'node:path'
import { saveStore } from '../cache.ts'
import { getCollection } from '../content/store.ts'
import { projectPaths } from '../settings.ts'
import { writeBuildState, type BuildState } from './buildState.ts'
import { requireBuildContext } from './context.ts'
import { checkHostFiles } from './hosting/hostFiles.ts'
import { hostingFiles } from './hosting/hostingFiles.ts'
import { shareImagesOf, writeShareImages } from './shareImages.ts'

/** A page Vike wrote in this build (Vike's prerenderContext.output: https://vike.dev/getVikeConfig). */
export interface WrittenPage {
  filePath: string
  fileType: string
  pageContext: { urlOriginal: string; data?: unknown }
}

/** What a build did: pages rendered, pages removed, pages in all. */
export interface Built {
  rendered: number
  removed: number
  total: number
}

export async function finishBuild(inputs: string, written: WrittenPage[]): Promise<Built> {
  const { root, pages, keys, previous } = requireBuildContext('finishBuild')
  if (!pages || !keys) throw new Error('finishBuild: Vike prerendered without planning the pages (is renderer/+onPrerenderStart.ts gone?)')
  const { client } = projectPaths(root)
  const rendered = new Map(
    written.filter((page) => page.fileType === 'HTML').map((page) => [page.pageContext.urlOriginal, { file: path.relative(client, page.filePath).split(path.sep).join('/'), data: page.pageContext.data }]),
  )
  const next: BuildState = { inputs, pages: {} }
  for (const { url, pageId } of pages) {
    const file = rendered.get(url)?.file ?? previous?.pages[url]?.file
    if (!file) throw new Error(`Vike wrote no file for ${url}`)
    next.pages[url] = { pageId, file, key: keys.get(url) }
  }
  const removed = Object.entries(previous?.pages ?? {}).filter(([url]) => !(url in next.pages))
  for (const [, { file }] of removed) removePage(client, file)
  for (const [name, text] of Object.entries(hostingFiles(pages))) fs.writeFileSync(path.join(client, name), text)
  await checkHostFiles(client)
  const withData = pages.map(({ url, is404, data }) => ({ url, is404, data: data ?? rendered.get(url)?.data }))
  await writeShareImages(root, shareImagesOf(withData, getCollection('site')))
  saveStore()
  writeBuildState(root, next)
  return { rendered: rendered.size, removed: removed.length, total: pages.length }
}

/** Deletes a page the content no longer has, and the folders it leaves empty (blog/page/ after the last extra index page). */
function removePage(client: string, file: string): void {
  const full = path.join(client, file)
  fs.rmSync(full, { force: true })
  for (let dir = path.dirname(full); dir !== client && fs.existsSync(dir) && !fs.readdirSync(dir).length; dir = path.dirname(dir)) fs.rmdirSync(dir)
}
