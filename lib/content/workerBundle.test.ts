import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, expect, test, vi } from 'vitest'
import { writeFile } from './contentCopy.ts'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

/** A project of three modules; the job imports a project file and a package, which its worker bundle carries inside. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-worker-bundle-'))
  roots.push(root)
  const write = (file: string, text: string) => writeFile(root, file, text)
  write('package-lock.json', '{"lockfileVersion": 3}\n')
  write('node_modules/shout/package.json', '{"name": "shout", "version": "1.0.0", "main": "index.js"}\n')
  write('node_modules/shout/index.js', 'module.exports = (text) => text.toUpperCase() + "!"\n')
  write('job.ts', "import shout from 'shout'\nimport { twice } from './twice.ts'\nexport const run = (text: string) => shout(twice(text))\n")
  write('twice.ts', 'export const twice = (text: string) => text + text\n')
  write('other.ts', "export const other = 'other'\n")
  return root
}

/** The modules as a new process has them: nothing in memory, only what .cache/ holds. */
async function fresh() {
  vi.resetModules()
  return { ...(await import('../hashFiles.ts')), ...(await import('./workerBundle.ts')) }
}

test("a worker's bundle runs on its own, packages inside, and is named by the module's fingerprint however that was found first", async () => {
  const root = project()
  const { writeWorkerBundle } = await fresh()
  const file = writeWorkerBundle(root, 'job.ts', 'job-worker')
  const { run } = (await import(pathToFileURL(file).href)) as { run: (text: string) => string }
  expect(run('ab')).toBe('ABAB!')

  // The fingerprint the bundle gave is the one codeFingerprint finds by a bundle of its own, with the packages left out.
  fs.rmSync(path.join(root, '.cache', 'code-fingerprints.json'))
  const { codeFingerprint } = await fresh()
  expect(path.basename(file, '.mjs')).toBe(codeFingerprint(root, 'job.ts'))

  // Another process finds the bundle by the recorded fingerprint; a change to a file the job imports makes a new one, in its place.
  const again = await fresh()
  expect(again.writeWorkerBundle(root, 'job.ts', 'job-worker')).toBe(file)
  fs.writeFileSync(path.join(root, 'twice.ts'), 'export const twice = (text: string) => `${text}-${text}`\n')
  const changed = (await fresh()).writeWorkerBundle(root, 'job.ts', 'job-worker')
  expect(changed).not.toBe(file)
  expect(fs.readdirSync(path.dirname(changed))).toEqual([path.basename(changed)])
  expect(((await import(pathToFileURL(changed).href)) as { run: (text: string) => string }).run('ab')).toBe('AB-AB!')
})
