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

test("a cut-off or unreadable cache file costs only the time to compute its entries again and is written anew; an older build's JSON file is deleted", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-hash-cache-'))
  roots.push(root)
  const file = path.join(root, '.cache', 'lengths.v8')
  const texts = Array.from({ length: 10 }, (_, index) => `text number ${index}`)
  let computed = 0
  const build = async () => {
    const { cache, saveCaches } = await freshCache(root)
    computed = 0
    for (const text of texts) expect(cache.get(text, (value) => (computed++, value.length))).toBe(text.length)
    saveCaches()
    return computed
  }
  // What a build before the V8 files kept: never read, and deleted when the file is first written.
  const oldJson = path.join(root, '.cache', 'lengths.json')
  fs.mkdirSync(path.dirname(oldJson), { recursive: true })
  fs.writeFileSync(oldJson, '{"fingerprint":"x","entries":{}}')
  fs.writeFileSync(`${oldJson}.added`, '"x"\n')
  expect(await build()).toBe(10)
  expect(fs.existsSync(oldJson) || fs.existsSync(`${oldJson}.added`)).toBe(false)
  const whole = fs.readFileSync(file)
  // An interrupted copy, another Node's format, a file of something else.
  for (const damaged of [whole.subarray(0, whole.length >> 1), Buffer.from('{"fingerprint":"x","entries":{}}'), Buffer.alloc(0)]) {
    fs.writeFileSync(file, damaged)
    expect(await build()).toBe(10)
    expect(await build()).toBe(0)
  }
})

test('an entry at a key of hashes is kept under that key as given, read back by the next build, and a key that could pass for a hash is refused', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-hash-cache-'))
  roots.push(root)
  const { hashOf } = await import('./hashCache.ts')
  const key = `words\0${hashOf('a word list')}\0${hashOf('a text')}`
  let computed = 0
  const build = async () => {
    const { cache, saveCaches, readCacheFile } = await freshCache(root)
    expect(cache.getAt(key, () => (computed++, 6))).toBe(6)
    expect(() => cache.getAt(hashOf('a text'), () => 0)).toThrow(/not a key joined by NUL/)
    saveCaches()
    return readCacheFile<number>(path.join(root, '.cache', 'lengths.v8'))
  }
  expect([...(await build())!.entries]).toEqual([[key, 6]])
  expect(computed).toBe(1)
  await build()
  expect(computed).toBe(1)
})
