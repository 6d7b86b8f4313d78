// scripts/build.mjs bundles the build script once and runs that bundle again while none of the
// files it came from changed: these hold it to running the code as it is now after any of them does.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
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
