// scripts/build.mjs bundles the build script once and runs that bundle again while none of the
// files it came from changed: these hold it to running the code as it is now after any of them does,
// and to running it (in a child Node with glibc's malloc tuned) as one build that stops as a whole.
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { generateArticles } from '../../scripts/bench/articles'
import { removeDir, temporaryCopy } from '../../scripts/projectCopy'
import { UNIT_GUARD_MS } from '../hangGuards.ts'

let root: string
beforeAll(() => {
  root = temporaryCopy('sparkwell-launcher')
})
afterAll(() => removeDir(root))

/** What `npm run build -- --help` prints, run through the launcher as npm runs it. */
function help(): string {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--help'], { cwd: root, encoding: 'utf8', timeout: UNIT_GUARD_MS })
  if (result.status !== 0) throw new Error(`the launcher failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

const edit = (file: string, from: string, to: string) => {
  const full = path.join(root, file)
  const text = fs.readFileSync(full, 'utf8')
  expect(text).toContain(from)
  fs.writeFileSync(full, text.replace(from, to))
}

test('the bundle is made once, reused while its files are unchanged, and made again when the build script or a file it imports changes', () => {
  expect(help()).toContain('--full  run the full build')
  const bundle = path.join(root, '.cache', 'build-script', 'build.mjs')
  const made = fs.statSync(bundle).mtimeMs
  expect(help()).toContain('--full  run the full build')
  expect(fs.statSync(bundle).mtimeMs).toBe(made)

  edit('scripts/build.ts', '--full  run the full build', '--full  build everything again')
  expect(help()).toContain('--full  build everything again')
  edit('scripts/commandLine.ts', 'console.log(usage)', "console.log(`${usage}\\n(from the edited commandLine.ts)`)")
  expect(help()).toContain('(from the edited commandLine.ts)')
})

/** The command lines of the processes running from the copy: the build script's bundle, the `vike build` it starts. */
function processesOfCopy(): string[] {
  return fs.readdirSync('/proc').flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return []
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
      return command.includes(root) ? [`${pid} ${command}`] : []
    } catch {
      return [] // ended meanwhile
    }
  })
}

/** Waits for a state of the processes (the test's own time limit guards against a hang). */
async function until(state: () => boolean): Promise<void> {
  while (!state()) await sleep(50)
}

test('usage errors come back through the launcher with their exit status', () => {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--fast'], { cwd: root, encoding: 'utf8', timeout: UNIT_GUARD_MS })
  expect(result.stderr).toContain("Unknown option '--fast'")
  expect(result.status).toBe(2)
})

/** Starts a full build, waits for the `vike build` it starts, and returns the build script's process and the exit to come. */
async function startFullBuild() {
  const build = spawn(process.execPath, ['scripts/build.mjs', '--full'], { cwd: root, stdio: 'ignore' })
  const exited = once(build, 'exit')
  await until(() => processesOfCopy().some((command) => command.includes('vike/bin.js build')))
  return { build, exited, child: processesOfCopy().find((command) => command.includes(path.join('.cache', 'build-script', 'build.mjs'))) }
}

/** Stops the build with SIGTERM, sent to the launcher alone, and waits until none of its processes is left. */
async function stopBuild({ build, exited }: Awaited<ReturnType<typeof startFullBuild>>): Promise<void> {
  build.kill('SIGTERM')
  expect(await exited).toEqual([null, 'SIGTERM'])
  // The build script ends at once; the `vike build` it started, when it finds the channel to it closed.
  await until(() => processesOfCopy().length === 0)
}

test.runIf(process.platform === 'linux')('a small site builds in the launcher\'s own process, and a build stopped by a signal leaves none of its processes running', async () => {
  const started = await startFullBuild()
  expect(started.child).toBeUndefined()
  await stopBuild(started)
})

test.runIf(process.platform === 'linux')('a large site built from nothing runs in a child with a fixed malloc trim threshold, which stops with the launcher', async () => {
  generateArticles(root, 600)
  const started = await startFullBuild()
  expect(started.child).toBeDefined()
  expect(fs.readFileSync(`/proc/${started.child!.split(' ')[0]}/environ`, 'utf8').split('\0')).toContain('MALLOC_TRIM_THRESHOLD_=131072')
  await stopBuild(started)
})
