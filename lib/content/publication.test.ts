import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from './checkContent.ts'
import { addArticle, copyContent, editFile, lineMatching, NEW_ARTICLES, readFile, removeCopies, type Fields } from '../../tests/support/contentCopy.ts'
import { formatProblem } from './problems.ts'
import { leftOut, publishedContent } from './publication.ts'
import { todayInSydney } from '../format.ts'

// Each case copies the real content, continues the chain that ends with END by one new article
// (NEW) or two (NEW, then LATER), makes them drafts or dates them, and looks at what the check says and
// what a build on a given day publishes.
const END = 'deep-cleaning-commercial-properties'
const NEW = 'deep-cleaning-schedule-planning'
const NEW_FILE = `content/blog/${NEW}.md`
const FIRST_POST = 'content/blog/how-often-office-cleaning.md'

afterEach(removeCopies)

const copySite = () => copyContent('publication')
const edit = editFile

/** The real content with NEW after END in its chain, with `fields` set in NEW. */
function withNewArticle(fields: Fields = {}): string {
  const root = copySite()
  addArticle(root, END, NEW, NEW_ARTICLES[0], fields)
  return root
}

const LATER = 'monthly-cleaning-audit'
const LATER_FILE = `content/blog/${LATER}.md`
/** withNewArticle, and LATER after NEW. */
function withTwoNewArticles(fields: Fields, laterFields: Fields): string {
  const root = withNewArticle(fields)
  addArticle(root, NEW, LATER, NEW_ARTICLES[1], laterFields)
  return root
}

const lineOf = (root: string, file: string, pattern: RegExp) => lineMatching(readFile(root, file), pattern)

const check = (root: string, today: string) => checkContent(root, { render: false, today })
const problemsOf = (root: string, today: string) => check(root, today).problems.map(formatProblem)
const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug)

describe('the build date is the date in Sydney', () => {
  test.each([
    ['2026-11-30T12:59:00Z', '2026-11-30'], // 23:59 AEDT (UTC+11)
    ['2026-11-30T13:00:00Z', '2026-12-01'], // midnight AEDT
    ['2026-06-30T13:59:00Z', '2026-06-30'], // 23:59 AEST (UTC+10)
    ['2026-06-30T14:00:00Z', '2026-07-01'], // midnight AEST
  ])('%s is %s', (instant, date) => {
    expect(todayInSydney(new Date(instant))).toBe(date)
  })
})

describe('a draft', () => {
  test('is checked and shown as written, and left out of what a build publishes, with the link to it', () => {
    const root = withNewArticle({ draft: 'true' })
    const { content, problems } = check(root, '2026-11-25')
    expect(problems.map(formatProblem)).toEqual([])
    // npm run dev and the previews show the content as written.
    expect(content.posts.find((post) => post.slug === END)?.next).toBe(NEW)
    expect(slugs(content.posts)).toContain(NEW)
    const published = publishedContent(content, '2026-11-25')
    expect(slugs(published.posts)).not.toContain(NEW)
    expect(published.posts).toHaveLength(20)
    expect(published.posts.find((post) => post.slug === END)?.next).toBeNull()
    expect(slugs(leftOut(content, '2026-11-25').drafts)).toEqual([NEW])
  })

  test('once published, ends the chain with its links both ways', () => {
    const root = withNewArticle()
    const published = publishedContent(check(root, '2026-11-25').content, '2026-11-25')
    expect(published.posts.find((post) => post.slug === END)?.next).toBe(NEW)
    expect(published.posts.find((post) => post.slug === NEW)?.prev).toBe(END)
  })

  test('may not be linked from a published page', () => {
    const root = withNewArticle({ draft: 'true' })
    edit(root, FIRST_POST, (text) => `${text}\nSee also [deep clean planning](/blog/${NEW}).\n`)
    const line = lineOf(root, FIRST_POST, /deep clean planning/)
    expect(problemsOf(root, '2026-11-25')).toEqual([
      `${FIRST_POST}:${line}: link: /blog/${NEW} is a draft (${NEW_FILE}), which no build publishes: link to it from other drafts only, or publish it first (draft: false)`,
    ])
  })

  test('may link to a published article, and be linked from another draft', () => {
    const root = withNewArticle({ draft: 'true' })
    edit(root, NEW_FILE, (text) => `${text}\nSee [how often to clean](/blog/how-often-office-cleaning).\n`)
    expect(problemsOf(root, '2026-11-25')).toEqual([])
  })

  test('may not sit in the middle of a chain: what follows it must wait too', () => {
    const root = withTwoNewArticles({ draft: 'true' }, {})
    expect(problemsOf(root, '2026-11-25')).toEqual([
      `${LATER_FILE}:${lineOf(root, LATER_FILE, /^prev:/)}: prev: follows "${NEW}" in its chain, and that article is a draft: only the end of a chain may wait. Make this article a draft too (draft: true), or publish ${NEW_FILE} (draft: false)`,
    ])
    expect(problemsOf(withTwoNewArticles({ draft: 'true' }, { draft: 'true' }), '2026-11-25')).toEqual([])
  })
})

describe('a scheduled article', () => {
  test('is published by the first build on or after its date, with its chain links', () => {
    const root = withNewArticle({ date: '2026-12-01' })
    const dayBefore = publishedContent(check(root, '2026-11-30').content, '2026-11-30')
    expect(slugs(dayBefore.posts)).not.toContain(NEW)
    expect(dayBefore.posts.find((post) => post.slug === END)?.next).toBeNull()
    const onTheDay = publishedContent(check(root, '2026-12-01').content, '2026-12-01')
    expect(onTheDay.posts[0]).toMatchObject({ slug: NEW, prev: END }) // newest first on the index
    expect(onTheDay.posts.find((post) => post.slug === END)?.next).toBe(NEW)
    expect(slugs(leftOut(check(root, '2026-11-30').content, '2026-11-30').scheduled)).toEqual([NEW])
  })

  test('may be linked from articles dated on or after it, and from published pages once its day has come', () => {
    const root = withTwoNewArticles({ date: '2026-12-01' }, { date: '2026-12-02' })
    edit(root, LATER_FILE, (text) => `${text}\nSee also [deep clean planning](/blog/${NEW}).\n`)
    expect(problemsOf(root, '2026-11-30')).toEqual([])
    edit(root, FIRST_POST, (text) => `${text}\nSee also [deep clean planning](/blog/${NEW}).\n`)
    const line = lineOf(root, FIRST_POST, /deep clean planning/)
    expect(problemsOf(root, '2026-11-30')).toEqual([
      `${FIRST_POST}:${line}: link: /blog/${NEW} is scheduled for 2026-12-01 (${NEW_FILE}): link to it from drafts and articles dated 2026-12-01 or later only, until that day`,
    ])
    expect(problemsOf(root, '2026-12-01')).toEqual([])
  })

  test('is followed in its chain only by drafts and articles dated on or after it', () => {
    const root = withTwoNewArticles({ date: '2026-12-05' }, { date: '2026-12-01' })
    expect(problemsOf(root, '2026-11-30')).toEqual([
      `${LATER_FILE}:${lineOf(root, LATER_FILE, /^date:/)}: date: follows "${NEW}" in its chain, which is scheduled for 2026-12-05: date this article 2026-12-05 or later, or make it a draft (draft: true)`,
    ])
  })
})
