import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })))

/** codeFingerprint as a new build process has it: nothing in memory, only what .cache/ holds. */
async function fingerprintNow(root: string, entry: string): Promise<string> {
  vi.resetModules()
  return (await import('./hashFiles.ts')).codeFingerprint(root, entry)
}

test("a module's fingerprint is kept with its files' stamps, and computed again when the module, a file it imports or the lock file changes", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sparkwell-fingerprint-'))
  roots.push(root)
  const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text)
  write('package-lock.json', '{"lockfileVersion": 3}\n')
  write('job.ts', "import { twice } from './twice.ts'\nexport const run = (n: number) => twice(n)\n")
  write('twice.ts', 'export const twice = (n: number) => 2 * n\n')
  write('other.ts', 'export const three = 3\n')

  const first = await fingerprintNow(root, 'job.ts')
  expect(await fingerprintNow(root, 'job.ts')).toBe(first)
  // While the stamps hold, the kept fingerprint is the answer: nothing is bundled or read again.
  const kept = path.join(root, '.cache', 'code-fingerprints.json')
  const saved = JSON.parse(fs.readFileSync(kept, 'utf8')) as Record<string, { fingerprint: string }>
  fs.writeFileSync(kept, JSON.stringify({ 'job.ts': { ...saved['job.ts'], fingerprint: 'kept' } }))
  expect(await fingerprintNow(root, 'job.ts')).toBe('kept')

  write('twice.ts', 'export const twice = (n: number) => n + n + 0\n')
  const afterImported = await fingerprintNow(root, 'job.ts')
  expect([first, 'kept']).not.toContain(afterImported)
  write('job.ts', "import { twice } from './twice.ts'\nimport { three } from './other.ts'\nexport const run = (n: number) => twice(n) + three\n")
  const afterModule = await fingerprintNow(root, 'job.ts')
  expect(afterModule).not.toBe(afterImported)
  write('other.ts', 'export const three = 3.0 // now imported\n')
  const afterNewImport = await fingerprintNow(root, 'job.ts')
  expect(afterNewImport).not.toBe(afterModule)
  write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}\n')
  expect(await fingerprintNow(root, 'job.ts')).not.toBe(afterNewImport)
})
