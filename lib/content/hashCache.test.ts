import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

/** A cache as a new build process opens it: nothing in memory, only what .cache/ holds. */
async function freshCache(root: string) {
  vi.resetModules()
  const module = await import('./hashCache.ts')
  return { cache: module.hashCache<number>(root, 'lengths', 'lib/content/check/wordList.ts'), saveCaches: module.saveCaches, readCacheFile: module.readCacheFile }
}

test('entries new since the cache file was written go into its journal; once stale entries pass a quarter of those in use, the file is written anew with those alone', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-hash-cache-'))
  roots.push(root)
  const file = path.join(root, '.cache', 'lengths.v8')
  const journal = `${file}.added`
  const texts = Array.from({ length: 40 }, (_, index) => `text number ${index}`)
  let computed = 0
  const length = (text: string) => (computed++, text.length)
  const build = async (used: string[]) => {
    const { cache, saveCaches } = await freshCache(root)
    computed = 0
    for (const text of used) expect(cache.get(text, length)).toBe(text.length)
    saveCaches()
    return computed
  }

  expect(await build(texts)).toBe(40)
  expect(fs.existsSync(journal)).toBe(false)
  const written = fs.readFileSync(file)
  const edited = [...texts.slice(1), 'text number 0, edited']
  expect(await build(edited)).toBe(1)
  expect(fs.readFileSync(file).equals(written)).toBe(true)
  expect(fs.readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(2)
  // The next build finds every entry, from the file or the journal.
  expect(await build(edited)).toBe(0)
  expect(await build(texts)).toBe(0)
  expect(await build([...edited, 'another new text'])).toBe(1)

  expect(await build(texts.slice(0, 20))).toBe(0)
  expect(fs.existsSync(journal)).toBe(false)
  expect((await freshCache(root)).readCacheFile(file)?.entries.size).toBe(20)
  expect(await build(texts)).toBe(20)
})
