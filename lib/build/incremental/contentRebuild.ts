// Rebuilds after content edits without Vite. When every source but the text of content/ is as it
// was at the last build (lib/build/incremental/buildState.ts), that build's client assets and server bundle
// are still right. So this checks the content, renders with the server bundle the article and
// blog index pages whose inputs changed plus the few pages drawn from all the content (home,
// services, FAQ, /blog...), removes the pages of deleted articles and rewrites the hosting files.
// It skips what dominates a rebuild after an editor's change: loading Vite, Vike and Tailwind,
// and bundling the client and the server again (about 4 s of a 6 s rebuild).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkAndReport } from '../../content/checkReport.ts'
import { shareCheckedContent } from '../../content/getContent.ts'
import { articlePageInputs } from '../../pages/articlePage.ts'
import { blogIndexPageInputs } from '../../pages/blogIndex.ts'
import { builtCodeHash, builtUrls, NOT_FOUND_URL, OUT_DIR, pageFile, pageKey, readBuildState, sourceFingerprint, writeBuildState } from './buildState.ts'
import { hostingFiles } from '../hosting/hostingFiles.ts'

const serverEntry = (root: string) => path.join(root, OUT_DIR, 'server', 'entry.mjs')

/** Why the build must be a full one, or undefined when a content rebuild will do. */
export function fullBuildReason(root: string): string | undefined {
  const state = readBuildState(root)
  if (!state) return 'there is no previous build'
  if (!fs.existsSync(serverEntry(root))) return 'the previous build has no server bundle'
  if (state.sources !== sourceFingerprint(root)) return 'code, pictures, packages or settings changed since the last build'
  return undefined
}

export interface Rebuilt {
  rendered: number
  removed: number
  total: number
}

/**
 * Rebuilds dist/ for the content as it is now; call only when fullBuildReason() is undefined.
 * Returns undefined when the content check fails (its problems printed): dist/ is then untouched.
 */
export async function rebuildContent(root: string): Promise<Rebuilt | undefined> {
  const state = readBuildState(root)
  if (!state) throw new Error('rebuildContent: no previous build to update')
  const content = await checkAndReport(root)
  if (!content) return undefined

  const clientDir = path.join(root, OUT_DIR, 'client')
  const builtCode = builtCodeHash(root)
  const pageKeys: Record<string, string> = {}
  const toRender: string[] = []
  for (const page of [...articlePageInputs(content), ...blogIndexPageInputs(content)]) {
    pageKeys[page.url] = pageKey(builtCode, page)
    if (state.pageKeys[page.url] !== pageKeys[page.url] || !fs.existsSync(pageFile(clientDir, page.url))) toRender.push(page.url)
  }
  const urls = builtUrls(content)
  toRender.push(...urls.filter((url) => !(url in pageKeys)))

  // The server bundle reads the checked content from here, as in a full build. Like the build
  // (scripts/build.ts), it needs NODE_ENV=production: the image manifest and React depend on it.
  shareCheckedContent(content)
  await import(pathToFileURL(serverEntry(root)).href)
  const { renderPage } = await import('vike/server')
  for (const url of toRender) {
    const { httpResponse } = await renderPage({ urlOriginal: url })
    const expected = url === NOT_FOUND_URL ? 404 : 200
    if (httpResponse?.statusCode !== expected) throw new Error(`rendering ${url} gave ${httpResponse ? `HTTP ${httpResponse.statusCode}` : 'no page'}, not HTTP ${expected}: see the error above`)
    const file = pageFile(clientDir, url)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, httpResponse.body)
  }

  const current = new Set(urls)
  const gone = state.urls.filter((url) => !current.has(url))
  for (const url of gone) removePage(clientDir, url)
  for (const [name, text] of Object.entries(hostingFiles(content))) fs.writeFileSync(path.join(clientDir, name), text)
  writeBuildState(root, { sources: state.sources, pageKeys, urls })
  return { rendered: toRender.length, removed: gone.length, total: urls.length }
}

/** Deletes a page and the folders it leaves empty (blog/page/ after the last extra index page). */
function removePage(clientDir: string, url: string): void {
  const file = pageFile(clientDir, url)
  fs.rmSync(file, { force: true })
  for (let dir = path.dirname(file); dir !== clientDir && fs.existsSync(dir) && !fs.readdirSync(dir).length; dir = path.dirname(dir)) fs.rmdirSync(dir)
}
