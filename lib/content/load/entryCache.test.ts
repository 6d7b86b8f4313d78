import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, test, vi } from 'vitest'
import { copyContent, editFile, removeCopies } from '../contentCopy.ts'

afterAll(removeCopies)

const ARTICLE = 'content/blog/allergies-sensitivities-commercial-cleaning.md'

/** readContent as a new check process runs it (nothing in memory, the copy's .cache/ on disk), its caches saved. */
async function readInNewProcess(root: string) {
  vi.resetModules()
  const { readContent } = await import('./readContent.ts')
  const { saveCaches } = await import('../hashCache.ts')
  const read = readContent(root)
  saveCaches()
  return read
}

/** The entries' reads a run added to the cache since its file was written (one line each after the fingerprint). */
const addedSinceWritten = (root: string) => {
  const journal = path.join(root, '.cache', 'entries.v8.added')
  return fs.existsSync(journal) ? fs.readFileSync(journal, 'utf8').trim().split('\n').length - 1 : 0
}

const bodyOf = (read: Awaited<ReturnType<typeof readInNewProcess>>) => read.entries.posts.find((post) => post.file === ARTICLE)!.body

test("a file's read is kept by its text, its name and the tokens' values: an edit to the file or to a token it quotes reads it again, the rest come from the cache", async () => {
  const root = copyContent('entry-cache')
  const first = await readInNewProcess(root)
  expect(bodyOf(first)).toContain('call 0491 570 156')
  expect(fs.existsSync(path.join(root, '.cache', 'entries.v8'))).toBe(true)

  // Unchanged: the same read, nothing new in the cache.
  const again = await readInNewProcess(root)
  expect(again.entries).toEqual(first.entries)
  expect(again.markdown).toEqual(first.markdown)
  expect(addedSinceWritten(root)).toBe(0)

  editFile(root, ARTICLE, (text) => text.replace('## How {{brand}} can help', '## How {{brand}} helps'))
  const edited = await readInNewProcess(root)
  expect(bodyOf(edited)).toContain('## How Sparkwell Commercial Cleaning helps')
  expect(addedSinceWritten(root)).toBe(1)

  // A token's new value reaches every text that quotes it, cached or not.
  editFile(root, 'content/site.yaml', (text) => text.replace('display: 0491 570 156', 'display: 0491 570 157'))
  expect(bodyOf(await readInNewProcess(root))).toContain('call 0491 570 157')
})

test("an entry the loader reads is frozen: code that changes it fails, rather than changing what the next read takes from the cache", async () => {
  const root = copyContent('entry-cache')
  // A text no cache holds yet, so that this process reads it.
  editFile(root, ARTICLE, (text) => text.replace('## How {{brand}} can help', `## How {{brand}} can help (${Date.now()})`))
  const read = await readInNewProcess(root)
  const post = read.entries.posts.find((entry) => entry.file === ARTICLE)!
  expect(() => {
    post.data.title = 'Changed'
  }).toThrow(TypeError)
})
