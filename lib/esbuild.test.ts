// esbuild() starts the bundler's service with Go's collector relaxed, below a memory limit
// (lib/esbuild.mjs): the setting must reach the service process itself, which reads it as it starts.
import fs from 'node:fs'
import { afterEach, expect, test } from 'vitest'
import { esbuild, ONE_OFF_BUNDLING } from './esbuild.mjs'

const saved = { ...process.env }
afterEach(async () => {
  await esbuild().stop()
  for (const name of Object.keys(ONE_OFF_BUNDLING)) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
})

/** The environment of the esbuild service this process started, as the system holds it. */
function serviceEnvironment(): string[] {
  const services = fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // "pid (comm) state ppid ...": the name may hold spaces, so the fields after it are read from its closing bracket.
      return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'esbuild' && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid
    } catch {
      return false // a process that ended meanwhile
    }
  })
  expect(services, 'one esbuild service started by this process').toHaveLength(1)
  return fs.readFileSync(`/proc/${services[0]}/environ`, 'utf8').split('\0')
}

test.runIf(process.platform === 'linux')("the service a bundling starts runs with Go's collector relaxed, below a memory limit", async () => {
  for (const name of Object.keys(ONE_OFF_BUNDLING)) delete process.env[name]
  const bundler = esbuild()
  // A service started earlier in this process, before the setting, must not be the one asked.
  await bundler.stop()
  const { outputFiles } = await bundler.build({ stdin: { contents: 'export const answer = 6 * 7' }, format: 'esm', write: false, logLevel: 'silent' })
  expect(outputFiles[0]!.text).toContain('answer')
  const environment = serviceEnvironment()
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
