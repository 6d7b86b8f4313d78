import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { copyContent, removeCopies } from '../contentCopy.ts'
import { loadContent } from '../checkContent.ts'
import { proseSources } from './checkProse.ts'
import { findRepeats, paragraphsOf, SAME_PAGE, SAME_PARAGRAPH, shinglesOf } from './repeats.ts'

afterEach(removeCopies)

/** The modules as a new build process loads them: nothing in memory, only what .cache/ holds. */
async function freshProcess() {
  vi.resetModules()
  return {
    ...(await import('./shingleCache.ts')),
    ...(await import('../hashCache.ts')),
  }
}

const realPassages = () => {
  const sources = proseSources(loadContent(process.cwd(), { render: false }), process.cwd())
  return sources.flatMap((source) => (source.field ? [source] : paragraphsOf(source.text, source.line).map((paragraph) => ({ ...source, ...paragraph }))))
}

test('repeats found from the cached shingles are those found by cutting every text, in the build that fills the cache and in the next', async () => {
  const root = copyContent()
  const original = realPassages()
  // A real paragraph copied onto another page, so that there are repeats to find.
  const copied = original.find((passage) => passage.text.split(' ').length > 40)!
  const passages = [...original, { ...copied, file: 'content/blog/copy.md', line: 3 }]
  const expected = [SAME_PARAGRAPH, SAME_PAGE].map((threshold) => findRepeats(passages, threshold))
  expect(expected[0]!.map((repeat) => repeat.later.file)).toContain('content/blog/copy.md')

  const first = await freshProcess()
  expect([SAME_PARAGRAPH, SAME_PAGE].map((threshold) => findRepeats(passages, threshold, first.shingleCache(root)))).toEqual(expected)
  first.saveCaches()
  expect(fs.statSync(path.join(root, '.cache', 'shingles.bin')).size).toBeGreaterThan(0)

  const next = await freshProcess()
  const cached = next.shingleCache(root)
  expect([SAME_PARAGRAPH, SAME_PAGE].map((threshold) => findRepeats(passages, threshold, cached))).toEqual(expected)
  for (const { text } of passages) expect(cached(text)).toEqual(shinglesOf(text))
})

test('a changed text is cut again, and the next build reads the new one from the cache', async () => {
  const root = copyContent()
  const before = 'Our crews clean offices across Sydney every night, and a supervisor checks each floor before the building opens in the morning for the staff and the visitors.'
  const after = before.replace('every night', 'on weekends')
  const first = await freshProcess()
  expect(first.shingleCache(root)(before)).toEqual(shinglesOf(before))
  first.saveCaches()

  const second = await freshProcess()
  const edited = second.shingleCache(root)(after)
  expect(edited).toEqual(shinglesOf(after))
  expect(edited).not.toEqual(shinglesOf(before))
  second.saveCaches()

  const third = await freshProcess()
  expect(third.shingleCache(root)(after)).toEqual(shinglesOf(after))
  expect(third.shingleCache(root)('Too short to compare.')).toBeUndefined()
})

test('a cut-off cache file costs only the time to cut the texts again', async () => {
  const root = copyContent()
  const texts = realPassages().map((passage) => passage.text)
  const first = await freshProcess()
  texts.forEach(first.shingleCache(root))
  first.saveCaches()
  const file = path.join(root, '.cache', 'shingles.bin')
  fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2) + 1)
  const next = await freshProcess()
  for (const text of texts) expect(next.shingleCache(root)(text)).toEqual(shinglesOf(text))
})

test('after an edit the new text is added at the end of the file; once stale texts are more than a quarter of those in use, the file is written anew without them', async () => {
  const root = copyContent()
  const texts = realPassages().map((passage) => passage.text)
  const file = path.join(root, '.cache', 'shingles.bin')
  const build = async (used: string[]) => {
    const process = await freshProcess()
    for (const text of used) expect(process.shingleCache(root)(text)).toEqual(shinglesOf(text))
    process.saveCaches()
    return fs.statSync(file).size
  }
  const first = await build(texts)
  const edited = [...texts.slice(1), `${texts[0]} One sentence more, added by an editor to the first paragraph.`]
  const appended = await build(edited)
  expect(appended).toBeGreaterThan(first)
  // The appended file holds what the next build reads, the stale text's entry still in it.
  expect(await build(edited)).toBe(appended)
  expect(await build(texts)).toBe(appended)
  const half = await build(texts.slice(0, texts.length / 2))
  expect(half).toBeLessThan(first * 0.75)
  expect(await build(texts.slice(0, texts.length / 2))).toBe(half)
})
