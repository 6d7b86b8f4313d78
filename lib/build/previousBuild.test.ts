// Incremental builds must come out exactly as full builds do. These build a copy of the project
// with `vike build`, the way `npm run build` does: cold, again unchanged, and after an edit. The
// copy has 30 generated articles more, so that the blog index runs to three pages.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { generateArticles } from '../../scripts/bench/articles'
import { removeDir, resetBuild, temporaryCopy } from '../../scripts/projectCopy'

const EDITED = 'content/blog/time-clean-standard-office-space.md'
const NEW_TITLE = 'How Long Does a Standard Office Take to Clean?'

let root: string

/** Builds the copy and returns how many pages Vike prerendered (the rest moved over from the previous build). */
function build(): number {
  const result = spawnSync('npx', ['vike', 'build'], { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
  const prerendered = /(\d+) HTML documents pre-rendered/.exec(result.stdout)
  if (!prerendered) throw new Error(`no prerender count in the build log:\n${result.stdout}`)
  return Number(prerendered[1])
}

/** Every HTML file of the built site, by path. */
function builtPages(): Map<string, string> {
  const client = path.join(root, 'dist/client')
  const files = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).sort()
  return new Map(files.map((name) => [name, fs.readFileSync(path.join(client, name), 'utf8')]))
}

describe('incremental builds', { timeout: 180_000 }, () => {
  let cold: Map<string, string>
  let coldCount: number

  beforeAll(() => {
    root = temporaryCopy('sparkwell-incremental')
    generateArticles(root, 30)
    coldCount = build()
    cold = builtPages()
  }, 180_000)
  afterAll(() => removeDir(root))

  test('a rebuild with unchanged content reuses the articles and writes the same site', () => {
    expect(coldCount).toBe(cold.size)
    expect(cold.has('blog/page/3/index.html')).toBe(true)
    const warmCount = build()
    // Every page but the articles renders each time, and the newest article does too.
    expect(warmCount).toBeLessThan(coldCount - 15)
    expect(builtPages()).toEqual(cold)
  })

  test('after an edit, a rebuild renders the article and its neighbours again and matches a full build', () => {
    const file = path.join(root, EDITED)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${NEW_TITLE}`))
    const before = builtPages()
    const incrementalCount = build()
    const incremental = builtPages()

    resetBuild(root)
    build()
    const full = builtPages()

    expect(incremental).toEqual(full)
    // The article itself, and the previous article, whose "Next article" link shows the new title.
    for (const page of ['blog/time-clean-standard-office-space/index.html', 'blog/customise-cleaning-checklist-business/index.html']) {
      expect(before.get(page)).not.toContain(NEW_TITLE)
      expect(incremental.get(page)).toContain(NEW_TITLE)
    }
    expect(incrementalCount).toBeLessThan(coldCount - 12)
  })
})
