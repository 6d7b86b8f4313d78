// A deploy builds in CI, on a runner that starts from a fresh clone. The deploy workflow keeps the
// build's state between runs with actions/cache (.github/workflows/deploy.yml). This plays two
// deploys as the workflow runs them: the first builds a clone from scratch and its cache is saved
// (the workflow's own paths, read from the file); an article is edited and committed; the second
// deploy is a new clone, finds the cache under the key the workflow computes and restores it, and
// its build must take the content-rebuild path and show the edit.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { copyProject, linkNodeModules, makeSessionDir, removeDir } from '../../scripts/projectCopy'
import { UNIT_GUARD_MS } from '../hangGuards.ts'

/** A fresh git clone of the copy's repository, as CI checks one out (no dist/, no .cache/, nothing git ignores), its dependencies linked as in a copy. */
function cloneCopy(from: string, dir: string): void {
  execFileSync('git', ['clone', '--quiet', from, dir], { stdio: ['ignore', 'ignore', 'pipe'] })
  linkNodeModules(dir)
}

const WORKFLOW = '.github/workflows/deploy.yml'
const EDITED = 'content/blog/time-clean-standard-office-space.md'
const EDITED_PAGE = 'dist/client/blog/time-clean-standard-office-space/index.html'
const NEW_TITLE = 'How Long Does a Standard Office Take to Clean, Really?'

type Step = { id?: string; uses?: string; run?: string; with?: Record<string, string> }
const steps = (parse(fs.readFileSync(WORKFLOW, 'utf8')) as { jobs: Record<string, { steps: Step[] }> }).jobs.build!.steps
const cacheStep = steps.find((step) => step.uses?.startsWith('actions/cache@'))!
const fingerprintStep = steps.find((step) => step.id === 'code')!

const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] })
const fingerprint = (cwd: string) => execFileSync('npm', ['run', '--silent', 'build:fingerprint'], { cwd, encoding: 'utf8' }).trim()

function build(cwd: string): string {
  const result = spawnSync('npm', ['run', 'build'], { cwd, encoding: 'utf8', timeout: UNIT_GUARD_MS })
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

describe('a deploy after an article edit', () => {
  let session: string
  let repository: string
  let cachePaths: string[]

  beforeAll(() => {
    session = makeSessionDir('sparkwell-deploy')
    // The project's repository as CI sees it: every file committed, nothing git ignores.
    repository = path.join(session, 'repository')
    copyProject(repository)
    git(repository, 'init', '--quiet', '--initial-branch=main')
    git(repository, 'add', '--all')
    git(repository, 'commit', '--quiet', '--message', 'The site')
    cachePaths = cacheStep.with!.path!.split('\n').map((line) => line.trim()).filter(Boolean)
  })
  afterAll(() => removeDir(session))

  test('the workflow keys its cache by the lock file and the fingerprint of the code', () => {
    expect(cachePaths).toEqual(['dist', '.cache'])
    expect(fingerprintStep.run).toContain('npm run --silent build:fingerprint')
    const key = cacheStep.with!.key!
    expect(key).toContain("hashFiles('package-lock.json')")
    expect(key).toContain('steps.code.outputs.fingerprint')
    // The newest build with the same code comes first among the fallbacks.
    expect(cacheStep.with!['restore-keys']!.split('\n')[0]).toBe(key.slice(0, key.lastIndexOf('${{ github.sha }}')))
  })

  test(
    'a fresh clone with the last deploy\'s cache restored takes the content-rebuild path and shows the edit',
    () => {
      // The first deploy: a clone, built from scratch; actions/cache then saves the workflow's paths.
      const first = path.join(session, 'deploy-1')
      cloneCopy(repository, first)
      const firstKey = fingerprint(first)
      expect(build(first)).toMatch(/Full build: .*no previous build/)
      const saved = path.join(session, 'cache')
      for (const entry of cachePaths) fs.cpSync(path.join(first, entry), path.join(saved, entry), { recursive: true, verbatimSymlinks: true })

      // An editor's change reaches main.
      const source = fs.readFileSync(path.join(repository, EDITED), 'utf8')
      fs.writeFileSync(path.join(repository, EDITED), source.replace(/^title: .*$/m, `title: ${NEW_TITLE}`))
      git(repository, 'commit', '--quiet', '--all', '--message', 'Edit an article')

      // The next deploy: a new clone, whose key is the first one's, so the cache is restored.
      const second = path.join(session, 'deploy-2')
      cloneCopy(repository, second)
      expect(fs.existsSync(path.join(second, 'dist'))).toBe(false)
      expect(fingerprint(second)).toBe(firstKey)
      for (const entry of cachePaths) fs.cpSync(path.join(saved, entry), path.join(second, entry), { recursive: true, verbatimSymlinks: true })
      const log = build(second)
      expect(log).toMatch(/Content rebuild: \d+ of \d+ pages rendered, 0 removed/)
      expect(log).not.toMatch(/Full build/)
      expect(fs.readFileSync(path.join(second, EDITED_PAGE), 'utf8')).toContain(NEW_TITLE)

      // A change of code gives another key: that deploy falls back to .cache/ and builds in full.
      fs.appendFileSync(path.join(second, 'lib/navigation.ts'), '\n')
      expect(fingerprint(second)).not.toBe(firstKey)
    },
    UNIT_GUARD_MS,
  )
})
