import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { afterEach, expect, test, vi } from 'vitest'
import type { Content } from './entries.ts'
import { contentWatchPlugin, getCollection, invalidateContent, provideContent } from './store.ts'

// What the store loads once emptied: a content whose site says how many loads there were.
let loads = 0
vi.mock('./checkContent.ts', () => ({ checkContent: () => ({ content: { site: { loads: ++loads } }, problems: [] }) }))

const fakeContent = (name: string) => ({ site: { name } }) as unknown as Content

/** The plugin's page-request hook in a dev server whose file watcher never reports anything. */
function devServer(root: string): (accept: string) => void {
  let middleware: Connect.NextHandleFunction | undefined
  const server = { watcher: { on: () => undefined }, middlewares: { use: (handler: Connect.NextHandleFunction) => (middleware = handler) } }
  ;((contentWatchPlugin(root) as Plugin).configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer)
  return (accept) => middleware!({ headers: { accept } } as Connect.IncomingMessage, {} as never, () => undefined)
}

const roots: string[] = []
afterEach(() => {
  invalidateContent()
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

test('a page asked for right after an edit, before the file watcher reports it, is drawn from the edited content', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'))
  roots.push(root)
  const article = path.join(root, 'content/blog/an-article.md')
  fs.mkdirSync(path.dirname(article), { recursive: true })
  fs.writeFileSync(article, '---\ntitle: Before\n---\n')
  const requestPage = devServer(root)

  requestPage('text/html')
  provideContent(fakeContent('as loaded'))
  requestPage('text/html')
  expect(getCollection('site')).toEqual({ name: 'as loaded' })

  fs.writeFileSync(article, '---\ntitle: After the edit\n---\n')
  requestPage('text/css')
  expect(getCollection('site')).toEqual({ name: 'as loaded' })
  requestPage('text/html,application/xhtml+xml')
  expect(getCollection('site')).toEqual({ loads: loads })
  expect(loads).toBe(1)
})
