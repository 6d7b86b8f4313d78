import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

/** The modules as a new build process loads them: nothing in memory, only what .cache/ holds. */
async function freshProcess() {
  vi.resetModules()
  return { ...(await import('./speller.ts')), ...(await import('../hashCache.ts')) }
}

test("the dictionary's verdicts are kept in .cache/ for the next build, for the word list they were given with", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-speller-'))
  roots.push(root)
  const file = path.join(root, '.cache', 'spelling.json')
  const first = await freshProcess()
  const speller = first.spellerFor('Sparkwell\n', root)
  expect(['cleaning', 'Sparkwell', 'clening', 'HEPA'].map(speller)).toEqual([true, true, false, true])
  first.saveCaches()
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { right: string[]; wrong: string[] }
  expect(saved.wrong).toEqual(['clening'])

  // The next build answers from the file: a verdict written into it stands, whatever the dictionary says.
  fs.writeFileSync(file, JSON.stringify({ ...saved, right: [...saved.right, 'clening'], wrong: [] }))
  expect((await freshProcess()).spellerFor('Sparkwell\n', root)('clening')).toBe(true)
  // Another word list, another set of verdicts: the dictionary is asked again.
  const other = (await freshProcess()).spellerFor('Sparkwell\nclening\n', root)
  expect(other('clening')).toBe(true)
  expect(other('cleening')).toBe(false)
  expect((await freshProcess()).spellerFor('', root)('clening')).toBe(false)
})
