// esbuild() starts the bundler's service with Go's collector relaxed, below a memory limit
// (lib/esbuild.mjs): the setting must reach the service process itself, which reads it as it starts.
import fs from 'node:fs'
import { afterEach, expect, test } from 'vitest'
import { processTree } from '../scripts/bench/processTreeMemory.ts'
import { esbuild, ONE_OFF_BUNDLING } from './esbuild.mjs'

const saved = { ...process.env }
afterEach(async () => {
  await esbuild().stop()
  for (const name of Object.keys(ONE_OFF_BUNDLING)) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

/** The esbuild processes below this one (a service, or the one behind esbuild's sync calls). */
function esbuildChildren(): number[] {
  return processTree(process.pid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'esbuild'
    } catch {
      return false // a process that ended meanwhile
    }
  })
}

test.runIf(process.platform === 'linux')("the service a bundling starts runs with Go's collector relaxed, below a memory limit", async () => {
  for (const name of Object.keys(ONE_OFF_BUNDLING)) delete process.env[name]
  const bundler = esbuild()
  // A service started earlier in this process, before the setting, must not be the one asked; one
  // stopped may take a moment to exit, so the service asked is the one that was not there before.
  await bundler.stop()
  const before = new Set(esbuildChildren())
  const { outputFiles } = await bundler.build({ stdin: { contents: 'export const answer = 6 * 7' }, format: 'esm', write: false, logLevel: 'silent' })
  expect(outputFiles[0]!.text).toContain('answer')
  const started = esbuildChildren().filter((pid) => !before.has(pid))
  expect(started, 'the one esbuild service the bundling started').toHaveLength(1)
  const environment = fs.readFileSync(`/proc/${started[0]}/environ`, 'utf8').split('\0')
  expect(environment).toContain('GOGC=800')
  expect(environment).toContain('GOMEMLIMIT=512MiB')
})

test('a setting of Go already in the environment is kept', async () => {
  process.env.GOGC = '150'
  delete process.env.GOMEMLIMIT
  esbuild()
  expect(process.env.GOGC).toBe('150')
  expect(process.env.GOMEMLIMIT).toBe('512MiB')
})
