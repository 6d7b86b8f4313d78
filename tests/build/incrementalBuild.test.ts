// Incremental builds must come out exactly as full builds do. These run `npm run build` in a copy
// of the project with 30 generated articles more (so that the blog index runs to three pages): a
// full build first, then content rebuilds after no change, an edit, a deletion and a service page's
// old address, and full builds after a code change, a new config file, a new code folder, a changed
// package version and a new page, each compared file by file with a build from scratch.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildInputs, readBuildState } from '../../lib/build/buildState'
import { staticRoutes } from '../../lib/staticRoutes'
import { generateArticles } from '../../scripts/bench/articles'
import { removeDir, resetBuild, temporaryCopy } from '../../scripts/projectCopy'
import { ADMIN_DIR } from '../../lib/editor/adminPath.ts'
import { UNIT_GUARD_MS } from '../hangGuards.ts'

const EDITED = 'content/blog/time-clean-standard-office-space.md'
const PREVIOUS_OF_EDITED = 'blog/customise-cleaning-checklist-business/index.html'
const NEW_TITLE = 'How Long Does a Standard Office Take to Clean?'

let root: string

type Build = { kind: 'full'; prerendered: number } | { kind: 'content'; rendered: number; removed: number; total: number }

function build(...args: string[]): Build {
  const result = spawnSync('npm', ['run', 'build', '--', ...args], { cwd: root, encoding: 'utf8', timeout: UNIT_GUARD_MS })
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
  const content = /Content rebuild: (\d+) of (\d+) pages rendered, (\d+) removed/.exec(result.stdout)
  if (content) return { kind: 'content', rendered: Number(content[1]), total: Number(content[2]), removed: Number(content[3]) }
  const prerendered = /(\d+) HTML documents pre-rendered/.exec(result.stdout)
  if (!/Full build: /.test(result.stdout) || !prerendered) throw new Error(`neither a content rebuild nor a full build in the log:\n${result.stdout}\n${result.stderr}\nstatus ${result.status} signal ${result.signal}`)
  return { kind: 'full', prerendered: Number(prerendered[1]) }
}

/** A build from scratch of the copy as it is now: the reference every other build must equal. */
function buildFromScratch(): Map<string, string> {
  resetBuild(root)
  expect(build().kind).toBe('full')
  return builtFiles()
}

/** Every file a host would serve, by path, as a hash of its bytes (pages are also compared as text). */
function builtFiles(): Map<string, string> {
  const client = path.join(root, 'dist/client')
  const files = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(client, name)).isFile())
  return new Map(files.sort().map((name) => [name, createHash('sha1').update(fs.readFileSync(path.join(client, name))).digest('hex')]))
}

const page = (name: string) => fs.readFileSync(path.join(root, 'dist/client', name), 'utf8')
// The web editor's page is no page of the site: a content rebuild leaves it as the full build wrote it.
const pageCount = (files: Map<string, string>) => [...files.keys()].filter((name) => name.endsWith('.html') && !name.startsWith(`${ADMIN_DIR}/`)).length

describe('incremental builds', () => {
  let first: Map<string, string>

  beforeAll(() => {
    root = temporaryCopy('sparkwell-incremental')
    generateArticles(root, 30)
    first = buildFromScratch()
  })
  afterAll(() => removeDir(root))

  test('the build state knows every page Vike wrote, and pages/ gives the routes Vike found there', () => {
    const state = readBuildState(root)!
    const files = Object.values(state.pages).map((page) => page.file)
    // Every page but the editor's /admin/, which is not a page of the site and no Vike route.
    expect(files.sort()).toEqual([...first.keys()].filter((name) => name.endsWith('.html') && !name.startsWith(`${ADMIN_DIR}/`)).sort())
    const staticPages = Object.entries(state.pages).filter(([url, page]) => !page.pageId.includes('@') && url !== '/404')
    expect(staticPages.map(([url]) => url).sort()).toEqual(staticRoutes(root))
  })

  test("a full build writes the web editor's page, config and scripts", () => {
    const admin = [...first.keys()].filter((name) => name.startsWith(`${ADMIN_DIR}/`)).map((name) => name.replace(/(editor|prose)\.[0-9a-f]+\.js$/, '$1.js'))
    expect(admin.sort()).toEqual([`${ADMIN_DIR}/config.yml`, `${ADMIN_DIR}/editor.js`, `${ADMIN_DIR}/index.html`, `${ADMIN_DIR}/prose.js`])
    // The page names both scripts: the editor's, and the prose rules' its first save loads.
    const page = fs.readFileSync(path.join(root, 'dist/client', ADMIN_DIR, 'index.html'), 'utf8')
    const script = /<script src="\/admin\/(editor\.[0-9a-f]+\.js)"/.exec(page)?.[1]
    expect(first.has(`${ADMIN_DIR}/${script}`)).toBe(true)
    const proseScript = /<meta name="prose-rules" content="\/admin\/(prose\.[0-9a-f]+\.js)"/.exec(page)?.[1]
    expect(first.has(`${ADMIN_DIR}/${proseScript}`)).toBe(true)
  })

  test('a rebuild with unchanged content skips bundling, renders no article and writes the same site', () => {
    expect(first.has('blog/page/3/index.html')).toBe(true)
    const rebuild = build()
    expect(rebuild).toMatchObject({ kind: 'content', total: pageCount(first), removed: 0 })
    // The pages drawn from all the content render again (home, FAQ, /blog...); none of the 12 service
    // pages, 5 prose pages (about, careers, contact, privacy, terms), 50 articles and 2 later blog
    // index pages does (share images are drawn by a step of their own).
    expect(rebuild.kind === 'content' && rebuild.rendered).toBe(pageCount(first) - 69)
    expect(builtFiles()).toEqual(first)
  })

  test('after an edit, a rebuild shows the new title on the article and its neighbour, and the edited About page, as a full build does', () => {
    const file = path.join(root, EDITED)
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${NEW_TITLE}`))
    const about = path.join(root, 'content/pages/about.md')
    fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace('## Who we are', '## Who we are, and who we clean for'))
    const privacyWritten = fs.statSync(path.join(root, 'dist/client/privacy/index.html')).mtimeMs
    expect(page(PREVIOUS_OF_EDITED)).not.toContain(NEW_TITLE)
    const rebuild = build()
    expect(rebuild.kind).toBe('content')
    const rebuilt = builtFiles()
    expect(page('blog/time-clean-standard-office-space/index.html')).toContain(NEW_TITLE)
    // The previous article's "Next article" link shows the new title.
    expect(page(PREVIOUS_OF_EDITED)).toContain(NEW_TITLE)
    // A prose page is rendered again when its text changed, and kept when it did not.
    expect(page('about/index.html')).toContain('Who we are, and who we clean for')
    expect(fs.statSync(path.join(root, 'dist/client/privacy/index.html')).mtimeMs).toBe(privacyWritten)
    expect(rebuilt).toEqual(buildFromScratch())
  })

  test('after articles are deleted, a rebuild removes their pages and the blog index page no longer needed', () => {
    // The last three of the chain, which then ends one article earlier.
    for (const number of ['0028', '0029', '0030']) fs.rmSync(path.join(root, `content/blog/bench-${number}.md`))
    const newLast = path.join(root, 'content/blog/bench-0027.md')
    fs.writeFileSync(newLast, fs.readFileSync(newLast, 'utf8').replace(/^next: .*$/m, 'next: null'))
    const rebuild = build()
    expect(rebuild).toMatchObject({ kind: 'content', removed: 4 })
    const rebuilt = builtFiles()
    expect(rebuilt.has('blog/bench-0030/index.html')).toBe(false)
    expect(rebuilt.has('blog/page/3/index.html')).toBe(false)
    expect(fs.existsSync(path.join(root, 'dist/client/blog/page/3'))).toBe(false)
    expect(rebuilt).toEqual(buildFromScratch())
  })

  test('an old address given to a service page: a rebuild writes its 301 in _redirects and a redirect page there, and the edited page anew, as a full build does', () => {
    const file = path.join(root, 'content/services/office-cleaning.md')
    const described = 'description: "Office cleaning in Sydney, after hours: daily and weekly cleans and deep cleans by police-checked, insured teams."'
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^aliases: \[\]$/m, 'aliases: [commercial-office-cleaning]').replace(/^description: .*$/m, described))
    const otherService = fs.statSync(path.join(root, 'dist/client/services/retail-cleaning/index.html')).mtimeMs
    expect(build().kind).toBe('content')
    // A service page is rendered again when its own data changed, and kept when it did not.
    expect(page('services/office-cleaning/index.html')).toContain('Office cleaning in Sydney, after hours')
    expect(fs.statSync(path.join(root, 'dist/client/services/retail-cleaning/index.html')).mtimeMs).toBe(otherService)
    expect(page('_redirects').split('\n')).toContain('/services/commercial-office-cleaning /services/office-cleaning 301!')
    // Hosts that read no _redirects get a page that sends the visitor on and tells crawlers where it went.
    const moved = page('services/commercial-office-cleaning/index.html')
    expect(moved).toContain('<meta http-equiv="refresh" content="0; url=/services/office-cleaning">')
    expect(moved).toContain('<meta name="robots" content="noindex">')
    expect(page('sitemap.xml')).not.toContain('commercial-office-cleaning')
    expect(builtFiles()).toEqual(buildFromScratch())
  })

  test('a broken file stops a rebuild or a full build with the file, line and field to fix, and leaves the last build as it was', () => {
    const file = path.join(root, EDITED)
    const source = fs.readFileSync(file, 'utf8')
    const before = builtFiles()
    fs.writeFileSync(file, source.replace(/^date: .*$/m, 'date: 14 January 2025'))
    try {
      // A content rebuild, then a full build.
      for (const args of [[], ['--', '--full']]) {
        const result = spawnSync('npm', ['run', 'build', ...args], { cwd: root, encoding: 'utf8', timeout: UNIT_GUARD_MS })
        expect(result.status).not.toBe(0)
        expect(result.stderr).toMatch(new RegExp(`${EDITED}:\\d+: date: `))
        expect(builtFiles()).toEqual(before)
      }
    } finally {
      fs.writeFileSync(file, source)
    }
  })

  test('after a code change, the build is a full one, and the next a content rebuild', () => {
    const reference = builtFiles()
    const component = path.join(root, 'components/sections/BlogIndex.tsx')
    fs.appendFileSync(component, '\n// An edit that changes no output.\n')
    expect(build()).toEqual({ kind: 'full', prerendered: pageCount(reference) })
    expect(builtFiles()).toEqual(reference)
    expect(build().kind).toBe('content')
  })

  test('a new config file at the root, a new code folder or a changed package version makes the next build a full one', () => {
    const reference = builtFiles()
    const changes: Record<string, () => void> = {
      'a PostCSS config': () => fs.writeFileSync(path.join(root, 'postcss.config.js'), 'export default { plugins: [] }\n'),
      'a hooks/ folder': () => {
        fs.mkdirSync(path.join(root, 'hooks'))
        fs.writeFileSync(path.join(root, 'hooks/useNothing.ts'), 'export const useNothing = () => undefined\n')
      },
      'another remark version': () => {
        const lock = path.join(root, 'package-lock.json')
        fs.writeFileSync(lock, fs.readFileSync(lock, 'utf8').replace(/("node_modules\/remark": \{\s*"version": ")[^"]+/, '$1999.0.0'))
      },
    }
    // Each change on its own must change the fingerprint; one full build then covers all three.
    for (const [change, make] of Object.entries(changes)) {
      const before = buildInputs(root)
      make()
      expect(buildInputs(root), change).not.toBe(before)
    }
    const keptMarkdown = () => Object.keys(JSON.parse(fs.readFileSync(path.join(root, '.cache/results.json'), 'utf8')) as object).filter((key) => key.startsWith('markdown:'))
    const keptBefore = keptMarkdown()
    expect(keptBefore.length).toBeGreaterThan(50)
    expect(build().kind).toBe('full')
    expect(builtFiles()).toEqual(reference)
    // Another remark may render differently: no Markdown rendered by the code before is used.
    expect(keptMarkdown().filter((key) => keptBefore.includes(key))).toEqual([])
    expect(build().kind).toBe('content')
  })

  test('a new page is built by the next full build and kept by content rebuilds, and content may link to it', () => {
    const team = path.join(root, 'pages/team')
    fs.mkdirSync(team)
    fs.writeFileSync(path.join(team, '+Page.tsx'), 'export default function Page() {\n  return <h1>The people who clean your site</h1>\n}\n')
    fs.writeFileSync(path.join(team, '+data.ts'), "export const data = () => ({ head: { title: 'Our team', description: 'The cleaners, supervisors and account managers who look after your site.' } })\n")
    expect(build().kind).toBe('full')
    expect(page('team/index.html')).toContain('The people who clean your site')
    const file = path.join(root, EDITED)
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nMeet [our team](/team).\n`)
    expect(build().kind).toBe('content')
    expect(page('team/index.html')).toContain('The people who clean your site')
    expect(page('sitemap.xml')).toContain('/team</loc>')
    expect(builtFiles()).toEqual(buildFromScratch())
  })
})
