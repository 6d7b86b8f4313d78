// Drafts and scheduled articles through real builds, with the clock set by BUILD_DATE: a copy of
// the project gets a draft at the end of one chain and an article scheduled for 2026-12-01 at the
// end of the other. The builds of the day before (a full build, then a content rebuild) publish
// neither; the next day's build, a content rebuild, publishes the scheduled one with its chain
// links, and writes what a build from scratch that day writes.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addArticle, NEW_ARTICLES } from '../support/contentCopy.ts'
import { childEnv } from '../../lib/settings.ts'
import { removeDir, resetBuild, temporaryCopy } from '../../scripts/projectCopy'
import { UNIT_GUARD_MS } from '../hangGuards.ts'

const DRAFT = 'deep-cleaning-schedule-planning'
const DRAFT_AFTER = 'deep-cleaning-commercial-properties'
const SCHEDULED = 'cleaning-audit-checklist-sydney'
const SCHEDULED_AFTER = 'workplace-safety-cleaning-service'
const DAY_BEFORE = '2026-11-30'
const THE_DAY = '2026-12-01'

let root: string

function build(today: string, ...args: string[]): 'full' | 'content' {
  const result = spawnSync('npm', ['run', 'build', '--', ...args], { cwd: root, encoding: 'utf8', timeout: UNIT_GUARD_MS, env: childEnv({ BUILD_DATE: today }) })
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
  return /Content rebuild: /.test(result.stdout) ? 'content' : 'full'
}

const read = (name: string) => fs.readFileSync(path.join(root, 'dist/client', name), 'utf8')
const exists = (name: string) => fs.existsSync(path.join(root, 'dist/client', name))
const article = (slug: string) => `blog/${slug}/index.html`
/** Where a page's "Previous" and "Next" links lead, and to which articles the blog index's cards lead. */
const hrefs = (html: string) => [...html.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((match) => match[1])

function builtFiles(): Map<string, string> {
  const client = path.join(root, 'dist/client')
  const files = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(client, name)).isFile())
  return new Map(files.sort().map((name) => [name, createHash('sha1').update(fs.readFileSync(path.join(client, name))).digest('hex')]))
}

describe('drafts and scheduled articles in builds', () => {
  beforeAll(() => {
    root = temporaryCopy('sparkwell-publication')
    addArticle(root, DRAFT_AFTER, DRAFT, NEW_ARTICLES[0], { draft: 'true' })
    addArticle(root, SCHEDULED_AFTER, SCHEDULED, NEW_ARTICLES[1], { date: THE_DAY })
    expect(build(DAY_BEFORE, '--full')).toBe('full')
  })
  afterAll(() => removeDir(root))

  test('the day before, neither the draft nor the scheduled article is in the site, its sitemap, RSS or blog index', () => {
    for (const slug of [DRAFT, SCHEDULED]) {
      expect(exists(article(slug))).toBe(false)
      for (const file of ['sitemap.xml', 'rss.xml', 'blog/index.html', '_redirects']) expect(read(file)).not.toContain(slug)
    }
    // The index lists the 20 published articles, and the chains end where they did.
    expect(new Set(hrefs(read('blog/index.html')).filter((href) => href !== '/blog'))).toHaveLength(20)
    expect(read('rss.xml').match(/<item>/g)).toHaveLength(20)
    expect(hrefs(read(article(DRAFT_AFTER)))).not.toContain(`/blog/${DRAFT}`)
    expect(hrefs(read(article(SCHEDULED_AFTER)))).not.toContain(`/blog/${SCHEDULED}`)
  })

  test('a content rebuild the same day still leaves both out', () => {
    expect(build(DAY_BEFORE)).toBe('content')
    for (const slug of [DRAFT, SCHEDULED]) expect(exists(article(slug))).toBe(false)
    expect(read('sitemap.xml')).not.toContain(SCHEDULED)
  })

  test('on its date, a content rebuild publishes the scheduled article with its chain links, as a build from scratch does', () => {
    expect(build(THE_DAY)).toBe('content')
    expect(read(article(SCHEDULED))).toContain(NEW_ARTICLES[1].title)
    expect(hrefs(read(article(SCHEDULED)))).toContain(`/blog/${SCHEDULED_AFTER}`)
    expect(hrefs(read(article(SCHEDULED_AFTER)))).toContain(`/blog/${SCHEDULED}`)
    for (const file of ['sitemap.xml', 'rss.xml', 'blog/index.html']) expect(read(file)).toContain(`/blog/${SCHEDULED}`)
    // Newest first: the first card of the index.
    expect(hrefs(read('blog/index.html')).find((href) => href !== '/blog')).toBe(`/blog/${SCHEDULED}`)
    // The draft still waits.
    expect(exists(article(DRAFT))).toBe(false)
    expect(read('sitemap.xml')).not.toContain(DRAFT)
    const rebuilt = builtFiles()
    resetBuild(root)
    expect(build(THE_DAY)).toBe('full')
    expect(rebuilt).toEqual(builtFiles())
  })
})
