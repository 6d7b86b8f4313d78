import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { afterEach, expect, test } from 'vitest'
import type { Content, LoadedContent } from './entries.ts'
import { devServerPlugin } from '../build/plugins/devServer.ts'
import * as store from './store.ts'
import { getCollection, invalidateContent, provideContent } from './store.ts'

const fakeContent = (name: string) => ({ site: { name } }) as unknown as Content

/** What the store keeps of a content check. */
type Checked = Pick<LoadedContent, 'content' | 'problems'>

/**
 * The plugin's request hook in a dev server whose file watcher never reports anything, and whose
 * module runner gives a content check that `check` stands in for. A request resolves once the hook
 * lets it go on (or rejects with the error it passed on).
 */
function devServer(root: string, check: () => Checked | Promise<Checked>): (accept: string, url?: string) => Promise<void> {
  let middleware: Connect.NextHandleFunction | undefined
  const server = {
    watcher: { on: () => undefined },
    middlewares: { use: (handler: Connect.NextHandleFunction) => (middleware = handler) },
    config: { root },
    ssrLoadModule: async (file: string) => {
      if (file === fileURLToPath(new URL('./store.ts', import.meta.url))) return store
      expect(file).toBe(fileURLToPath(new URL('./checkContent.ts', import.meta.url)))
      return { checkContent: check }
    },
  }
  ;((devServerPlugin() as Plugin).configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer)
  return (accept, url = '/blog/an-article') =>
    new Promise((resolve, reject) => middleware!({ url, headers: { accept } } as Connect.IncomingMessage, {} as never, (error?: unknown) => (error ? reject(error) : resolve())))
}

const roots: string[] = []
function projectWithArticle(): { root: string; article: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'))
  roots.push(root)
  const article = path.join(root, 'content/blog/an-article.md')
  fs.mkdirSync(path.dirname(article), { recursive: true })
  fs.writeFileSync(article, '---\ntitle: Before\n---\n')
  return { root, article }
}

afterEach(() => {
  invalidateContent()
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

test('a page asked for right after an edit, before the file watcher reports it, is drawn from the edited content', async () => {
  const { root, article } = projectWithArticle()
  let loads = 0
  const requestPage = devServer(root, () => ({ content: fakeContent(`load ${++loads}`), problems: [] }))

  await requestPage('text/html')
  expect(getCollection('site')).toEqual({ name: 'load 1' })
  provideContent(fakeContent('as provided'))
  await requestPage('text/html')
  expect(getCollection('site')).toEqual({ name: 'as provided' })

  fs.writeFileSync(article, '---\ntitle: After the edit\n---\n')
  await requestPage('text/css')
  expect(getCollection('site')).toEqual({ name: 'as provided' })
  await requestPage('text/html,application/xhtml+xml')
  expect(getCollection('site')).toEqual({ name: 'load 2' })
  expect(loads).toBe(2)
})

test('requests that come while the content is checked wait for that one check', async () => {
  const { root } = projectWithArticle()
  let loads = 0
  const requestPage = devServer(root, async () => ({ content: fakeContent(`load ${++loads}`), problems: [] }))
  await Promise.all([requestPage('text/html'), requestPage('text/css'), requestPage('text/html')])
  expect(loads).toBe(1)
  expect(getCollection('site')).toEqual({ name: 'load 1' })
})

test("a request for a script, a picture or Vite's own module goes on without a check; one for a page waits for it", async () => {
  const { root } = projectWithArticle()
  let loads = 0
  const request = devServer(root, () => ({ content: fakeContent(`load ${++loads}`), problems: [] }))
  for (const url of ['/@vite/client', '/@fs/tmp/x.ts', '/assets/site.css', '/images/blog/a.webp', '/islands/Quote.tsx?v=1']) await request('*/*', url)
  expect(loads).toBe(0)
  await request('*/*', '/services/office-cleaning?ref=menu')
  expect(loads).toBe(1)
  for (const url of ['/index.pageContext.json', '/404.html']) {
    invalidateContent()
    await request('*/*', url)
  }
  expect(loads).toBe(3)
})

test('a check that a change overtook is run again, so no page is drawn from the files before the change', async () => {
  const { root } = projectWithArticle()
  let loads = 0
  const requestPage = devServer(root, async () => {
    const name = `load ${++loads}`
    // The watcher reports a change while the first check reads the files.
    if (loads === 1) invalidateContent()
    return { content: fakeContent(name), problems: [] }
  })
  await requestPage('text/html')
  expect(loads).toBe(2)
  expect(getCollection('site')).toEqual({ name: 'load 2' })
})

test("a check's problems are what every page then shows, and a check that fails is passed on to the dev server", async () => {
  const { root } = projectWithArticle()
  const problem = { file: 'content/blog/an-article.md', line: 2, message: 'title: must be at least 10 characters' }
  await devServer(root, () => ({ content: fakeContent('unused'), problems: [problem] as LoadedContent['problems'] }))('text/html')
  expect(() => getCollection('site')).toThrow('title: must be at least 10 characters')

  invalidateContent()
  await expect(devServer(root, () => Promise.reject(new Error('the check could not run')))('text/html')).rejects.toThrow('the check could not run')
})

test('a change the watcher reports while a page is drawn leaves that page its content; the next page is checked again', async () => {
  const { root } = projectWithArticle()
  let loads = 0
  const requestPage = devServer(root, () => ({ content: fakeContent(`load ${++loads}`), problems: [] }))
  await requestPage('text/html')
  invalidateContent()
  expect(getCollection('site')).toEqual({ name: 'load 1' })
  await requestPage('text/html')
  expect(getCollection('site')).toEqual({ name: 'load 2' })
})

test('read before anything filled it (a fresh process), the store says who fills it', () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sparkwell.content')]
  expect(() => getCollection('site')).toThrow(/a build fills it .*provideContent.*npm run dev .*devServer/)
})
