import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../content/checkContent.ts'
import { copyContent, removeCopies, writeFile } from '../../tests/support/contentCopy.ts'
import { refusalsFor } from './refusalWords.ts'
import { guardDelete } from './saveGuard.ts'
import { deleteChanges, deleteProblems, frontMatter, linkingFiles, linkNeighbours, linksTo, moveChanges, movedTo, neighbourFiles, withOldAddress } from './siteRules.ts'

// A copy of the content, so that guardDelete's scratch check cannot touch the project's files.
let root: string
beforeAll(() => {
  root = copyContent('site-rules')
})
afterAll(removeCopies)

/** Every Markdown file of content/, as a backend lists them. */
const siteFiles = () =>
  new Map(
    fs
      .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .map((name) => [`content/${name.split(path.sep).join('/')}`, fs.readFileSync(path.join(root, 'content', name), 'utf8')]),
  )

describe('deleteProblems', () => {
  it("names every link a delete would break in the whole content check's words", () => {
    const file = 'content/blog/how-often-office-cleaning.md'
    const files = siteFiles()
    const refusals = refusalsFor(deleteProblems(files, [file]), (name) => files.get(name), file)
    const checked = guardDelete(root, [file])
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(refusals.length).toBeGreaterThan(1)
    const links = checked.refusals.filter((refusal) => refusal.rule === 'link')
    expect(new Set(refusals.map((refusal) => JSON.stringify(refusal)))).toEqual(new Set(links.map((refusal) => JSON.stringify(refusal))))
  })

  it('lets an article nothing links to go', () => {
    const file = 'content/blog/office-kitchen-hygiene.md'
    const files = siteFiles()
    files.set(file, '---\nslug: office-kitchen-hygiene\nprev: null\nnext: null\n---\n\nText.\n')
    expect(deleteProblems(files, [file])).toEqual([])
  })
})

describe('deleteChanges', () => {
  const blog = (slug: string) => `content/blog/${slug}.md`
  /** The site once the delete's changes are written and the article is gone: the content check's problems. */
  function deleteIn(deleted: string, target: string, removeLinks: boolean) {
    const copy = copyContent('site-rules-delete')
    const files = siteFiles()
    const changes = deleteChanges(files, blog(deleted), blog(target), removeLinks)
    for (const [file, text] of changes) writeFile(copy, file, text)
    fs.rmSync(path.join(copy, blog(deleted)))
    return { changes, problems: checkContent(copy, { render: false }).problems, linking: linkingFiles(files, blog(deleted)) }
  }

  it('takes an article out of the middle of its series: its neighbours name each other, its address and old addresses go to the next, its links are removed with their words kept', () => {
    const { changes, problems, linking } = deleteIn('commercial-cleaning-service-included', 'choose-commercial-cleaning-sydney', true)
    expect(problems).toEqual([])
    expect(frontMatter(changes.get(blog('how-often-office-cleaning'))!).next).toBe('choose-commercial-cleaning-sydney')
    expect(frontMatter(changes.get(blog('choose-commercial-cleaning-sydney'))!)).toMatchObject({ prev: 'how-often-office-cleaning', aliases: ['choose-commercial-cleaning-company-melbourne', 'commercial-cleaning-service-included'] })
    expect(linking.length).toBeGreaterThan(0)
    for (const file of linking) expect(changes.get(file)).not.toContain('/blog/commercial-cleaning-service-included')
    expect(changes.get(linking[0]!)!.length).toBeLessThan(siteFiles().get(linking[0]!)!.length)
  })

  it("takes the last article out: the one before ends the series and takes its address, and links to it go there when kept", () => {
    const { changes, problems, linking } = deleteIn('deep-cleaning-commercial-properties', 'commercial-cleaning-cost-factors-sydney', false)
    expect(problems).toEqual([])
    expect(frontMatter(changes.get(blog('commercial-cleaning-cost-factors-sydney'))!)).toMatchObject({ next: null, aliases: ['commercial-cleaning-cost-factors-melbourne', 'deep-cleaning-commercial-properties'] })
    expect(linking.length).toBeGreaterThan(0)
    for (const file of linking) expect(changes.get(file)).toContain('/blog/commercial-cleaning-cost-factors-sydney')
  })

  it('removes an inline link, keeping its words, and sends a reference elsewhere', () => {
    const files = new Map([
      [blog('a'), '---\nslug: a\nprev: null\nnext: b\naliases: []\n---\n\nText.\n'],
      [blog('b'), '---\nslug: b\nprev: a\nnext: null\naliases: []\n---\n\nText.\n'],
      ['content/pages/about.md', '---\ntitle: About\n---\n\nRead [our guide](/blog/a#costs "Costs") or [this][g].\n\n[g]: /blog/a\n'],
    ])
    expect(deleteChanges(files, blog('a'), blog('b'), true).get('content/pages/about.md')).toBe('---\ntitle: About\n---\n\nRead our guide or [this][g].\n\n[g]: /blog/b\n')
  })
})

describe('linksTo', () => {
  it.each([
    ['[guide](/blog/a)', ['/blog/a']],
    ['[guide](/blog/a/ "Title")', ['/blog/a/']],
    ['[guide](/blog/a#costs) and [more](/blog/a?x=1)', ['/blog/a#costs', '/blog/a?x=1']],
    ['[guide]: /blog/a', ['/blog/a']],
    ['<a href="/blog/a">guide</a>', ['/blog/a']],
    ['[other](/blog/ab) and [deeper](/blog/a/b) and /blog/a in text', []],
  ])('finds the links to /blog/a in %s', (text, urls) => {
    expect(linksTo(text, '/blog/a').map((link) => link.url)).toEqual(urls)
  })

  it('gives the line of each link', () => {
    expect(linksTo('---\nslug: x\n---\n\nSee [the guide](/blog/a).\n', '/blog/a')).toMatchObject([{ line: 5 }])
  })
})

describe('linkNeighbours', () => {
  it('gives the end of a chain the link back in a one-line change, once', () => {
    const last = 'content/blog/last.md'
    const lastText = '---\nslug: last\n# the newest\nprev: first\nnext: null\n---\n\nText.\n'
    const files = new Map([['content/blog/new.md', '---\nslug: new\nprev: last\nnext: null\n---\n\nNew.\n']])
    expect(neighbourFiles(files)).toEqual([last])
    linkNeighbours(files, (file) => (file === last ? lastText : undefined))
    expect(files.get(last)).toBe(lastText.replace('next: null', 'next: new'))
    const again = new Map(files)
    linkNeighbours(again, () => undefined)
    expect(again).toEqual(files)
  })
})

describe('moving an article to a new slug', () => {
  const from = 'content/blog/how-often-office-cleaning.md'
  const to = 'content/blog/office-cleaning-frequency.md'

  it('keeps the old slug as an alias, in a one-line change', () => {
    const text = fs.readFileSync(path.join(root, from), 'utf8')
    const moved = withOldAddress(text.replace('slug: how-often-office-cleaning', 'slug: office-cleaning-frequency'), from, to)
    expect(moved).toBe(text.replace('slug: how-often-office-cleaning', 'slug: office-cleaning-frequency').replace('aliases: []', 'aliases:\n  - how-often-office-cleaning'))
    // Moving back takes the slug off the aliases again.
    expect(withOldAddress(moved.replace('slug: office-cleaning-frequency', 'slug: how-often-office-cleaning'), to, from)).toContain('aliases:\n  - office-cleaning-frequency\n')
  })

  it('moves only entries whose collection keeps old addresses, and only when the slug changed', () => {
    expect(movedTo(from, { slug: 'office-cleaning-frequency' })).toBe(to)
    expect(movedTo(from, { slug: 'how-often-office-cleaning' })).toBeUndefined()
    expect(movedTo('content/faq/general.md', { slug: 'other' })).toBeUndefined()
  })

  it('rewrites every link to the old address and the neighbours naming it, and nothing else', () => {
    const files = siteFiles()
    files.set(to, files.get(from)!)
    files.delete(from)
    const changes = moveChanges(files, from, to)
    const linking = deleteProblems(siteFiles(), [from]).map((problem) => problem.file)
    expect(new Set(changes.keys())).toEqual(new Set(linking))
    for (const [file, text] of changes) {
      expect(text).not.toMatch(/\/blog\/how-often-office-cleaning\b|: how-often-office-cleaning$/m)
      expect(text.split('\n')).toHaveLength(files.get(file)!.split('\n').length)
    }
    expect(changes.get('content/blog/commercial-cleaning-service-included.md')).toContain('prev: office-cleaning-frequency\n')
  })
})
