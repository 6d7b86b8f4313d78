import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { guardDelete, guardSave } from './saveGuard.ts'
import { deleteChanges, moveChanges, withOldAddress } from './siteRules.ts'

// A copy of content/ (public/ linked) so that nothing here can touch the project's files.
let root: string
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'save-guard-'))
  fs.cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true })
  fs.symlinkSync(path.resolve('public'), path.join(root, 'public'))
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const frontMatter = (file: string) => parse(read(file).split(/^---$/m)[1]!) as Record<string, unknown>
const bodyOf = (file: string) => read(file).split(/^---$/m).slice(2).join('---')

/** What Decap sends for an entry: its own YAML layout, empty fields as ''. */
const decapRaw = (data: Record<string, unknown>, body: string) => `---\n${stringify(data, { lineWidth: 0 })}---\n${body}`

describe('guardSave', () => {
  it('writes nothing for a save without changes, whatever layout the editor sends', () => {
    const file = 'content/services/office-cleaning.md'
    const outcome = guardSave(root, [{ path: file, raw: decapRaw(frontMatter(file), bodyOf(file).trim()), slug: 'office-cleaning' }])
    expect(outcome).toEqual({ ok: true, files: [], removed: [] })
  })

  it('writes a new article as a person would and links the end of its chain back to it', () => {
    const last = 'content/blog/deep-cleaning-commercial-properties.md'
    const data = {
      slug: 'office-kitchen-hygiene',
      title: 'Keeping the Office Kitchen Clean',
      navTitle: '',
      description: 'How often a shared office kitchen needs cleaning, and what a nightly clean covers.',
      category: 'Office Cleaning',
      readTime: 1,
      date: '2025-01-22',
      heroImage: { src: '/images/blog/how-often-office-cleaning.svg', alt: 'A tidy office kitchen bench' },
      prev: 'deep-cleaning-commercial-properties',
      next: '',
    }
    const outcome = guardSave(root, [{ path: 'content/blog/office-kitchen-hygiene.md', raw: decapRaw(data, 'Wipe the benches [every night](/blog/how-often-office-cleaning).'), slug: 'office-kitchen-hygiene' }])
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const written = Object.fromEntries(outcome.files.map((file) => [file.path, file.text]))
    expect(written['content/blog/office-kitchen-hygiene.md']).toBe(
      [
        '---',
        'slug: office-kitchen-hygiene',
        'title: Keeping the Office Kitchen Clean',
        'description: How often a shared office kitchen needs cleaning, and what a nightly clean covers.',
        'category: Office Cleaning',
        'readTime: 1',
        'date: 2025-01-22',
        'heroImage:',
        '  src: /images/blog/how-often-office-cleaning.svg',
        '  alt: A tidy office kitchen bench',
        'prev: deep-cleaning-commercial-properties',
        'next: null',
        'aliases: []',
        // Written out, so the file says whether it is published.
        'draft: false',
        '---',
        '',
        'Wipe the benches [every night](/blog/how-often-office-cleaning).',
        '',
      ].join('\n'),
    )
    // The neighbour's one changed line, and nothing else of it.
    expect(written[last]).toBe(read(last).replace(/^next: null$/m, 'next: office-kitchen-hygiene'))
  })

  it("refuses a checklist of 11 items with the content check's message, and in the form's words", () => {
    const file = 'content/services/office-cleaning.md'
    const data = frontMatter(file)
    data.checklist = (data.checklist as string[]).slice(0, 11)
    const outcome = guardSave(root, [{ path: file, raw: decapRaw(data, bodyOf(file)), slug: 'office-cleaning' }])
    expect(outcome).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^content\/services\/office-cleaning\.md:\d+: checklist: must list exactly 12 items$/)],
      refusals: [{ rule: 'field', field: 'Checklist', advice: 'must list exactly 12 items' }],
    })
  })

  it('refuses a link to an alias and a neighbour that does not link back', () => {
    const file = 'content/blog/how-often-office-cleaning.md'
    const data = frontMatter(file)
    const outcome = guardSave(root, [
      { path: file, raw: decapRaw({ ...data, next: 'deep-cleaning-commercial-properties' }, `${bodyOf(file)}\nSee [our guide](/blog/choose-commercial-cleaning-company-melbourne).\n`), slug: 'how-often-office-cleaning' },
    ])
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.problems.join('\n')).toContain('/blog/choose-commercial-cleaning-company-melbourne is an alias; link to /blog/choose-commercial-cleaning-sydney')
    expect(outcome.problems.join('\n')).toContain('next: points at "deep-cleaning-commercial-properties", but content/blog/deep-cleaning-commercial-properties.md has prev: commercial-cleaning-cost-factors-sydney')
    expect(outcome.refusals).toContainEqual({
      rule: 'linkToAlias',
      field: 'Body',
      advice: 'the link to /blog/choose-commercial-cleaning-company-melbourne uses an old address of the article "How to Choose a Commercial Cleaning Company in Sydney": link to /blog/choose-commercial-cleaning-sydney',
    })
    // The neighbour and the article it names by their titles, which the save did not send.
    expect(outcome.refusals).toContainEqual({
      rule: 'chainBack',
      field: 'Next article',
      advice:
        'this article leads to the article "Why Deep Cleaning Matters for Sydney Commercial Properties", but the article "Why Deep Cleaning Matters for Sydney Commercial Properties" leads back to the article "What Commercial Cleaning Costs in Sydney, and Why": pick "How Often Should Your Office Be Cleaned? A Sydney Guide" under Previous article in the article "Why Deep Cleaning Matters for Sydney Commercial Properties" first, or choose another article here',
    })
  })

  it("refuses to delete an article other pages link to or chain with, naming each of them in the form's words", () => {
    const outcome = guardDelete(root, ['content/blog/how-often-office-cleaning.md'])
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    const fields = outcome.refusals.map((refusal) => refusal.field)
    expect(fields).toContain('Previous article of the article "What Does a Commercial Cleaning Service Include in Sydney?"')
    expect(outcome.refusals.some((refusal) => /^Body of the (article|page) "[^"]+"$/.test(refusal.field) && refusal.advice === 'the link to /blog/how-often-office-cleaning leads to no page of the site: correct its address, or remove the link')).toBe(true)
    for (const refusal of outcome.refusals) expect(`${refusal.field} ${refusal.advice}`).not.toMatch(/content\/|\.md\b|:\d+:/)
    expect(fs.existsSync(path.join(root, 'content/blog/how-often-office-cleaning.md'))).toBe(true)
  })

  it("takes a deleted article's save as the web editor sends it: its file moved onto the one taking its address, written with the neighbours, and removed", () => {
    const [deleted, target] = ['content/blog/benefits-professional-cleaning-business.md', 'content/blog/cleaning-employee-health-productivity.md']
    const site = new Map(fs.readdirSync(path.join(root, 'content/blog')).map((name) => [`content/blog/${name}`, read(`content/blog/${name}`)]))
    const changes = deleteChanges(site, deleted, target, true)
    const outcome = guardSave(root, [{ path: deleted, newPath: target, raw: changes.get(target)! }, ...[...changes].filter(([file]) => file !== target).map(([file, raw]) => ({ path: file, raw }))])
    expect(outcome.ok && outcome.removed).toEqual([deleted])
    if (outcome.ok) expect(outcome.files.find((file) => file.path === target)?.text).toBe(changes.get(target))
  })

  it('counts a picture uploaded with the entry as present, and refuses one that is not there', () => {
    const file = 'content/blog/how-often-office-cleaning.md'
    const data = frontMatter(file)
    const raw = decapRaw({ ...data, heroImage: { ...(data.heroImage as object), src: '/images/blog/img_4021.jpg' } }, bodyOf(file))
    const refused = guardSave(root, [{ path: file, raw, slug: 'how-often-office-cleaning' }])
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.refusals).toEqual([{ rule: 'missingPicture', field: 'Hero image › Picture', advice: 'the picture "img_4021.jpg" is not on the site: upload it with "Choose different image", or choose one already uploaded' }])
    const saved = guardSave(root, [{ path: file, raw, slug: 'how-often-office-cleaning' }], ['public/images/blog/img_4021.jpg'])
    expect(saved.ok).toBe(true)
  })

  it('moves a renamed article with its old slug as an alias and the links to it changed, which the check accepts', () => {
    const from = 'content/blog/how-often-office-cleaning.md'
    const to = 'content/blog/office-cleaning-frequency.md'
    const moved = withOldAddress(read(from).replace('slug: how-often-office-cleaning', 'slug: office-cleaning-frequency'), from, to)
    const site = new Map(
      fs
        .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md') && name !== 'blog/how-often-office-cleaning.md')
        .map((name) => [`content/${name}`, read(`content/${name}`)]),
    ).set(to, moved)
    const others = [...moveChanges(site, from, to)].map(([file, raw]) => ({ path: file, raw, slug: path.basename(file, '.md') }))
    expect(others.length).toBeGreaterThan(1)
    const outcome = guardSave(root, [{ path: from, newPath: to, raw: moved, slug: 'how-often-office-cleaning' }, ...others])
    expect(outcome).toMatchObject({ ok: true, removed: [from] })
    if (!outcome.ok) return
    expect(outcome.files.find((file) => file.path === to)?.text).toContain('slug: office-cleaning-frequency\n')
    expect(outcome.files.find((file) => file.path === to)?.text).toContain('aliases:\n  - how-often-office-cleaning\n')
  })
})
