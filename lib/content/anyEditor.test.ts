import fs from 'node:fs'
import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from './checkContent.ts'
import { copyContent, lineMatching, readFile, removeCopies, writeFile } from '../../tests/support/contentCopy.ts'
import { countWords } from './render/markdown.ts'
import { formatProblem } from './problems.ts'
import { MAX_TEXT_BYTES } from './load/readSource.ts'

// Files as other tools save them: each is either read exactly as the same file saved with plain
// LF, or refused with the file, the line and what to do (CONTRIBUTING.md, "Content files").
afterEach(removeCopies)

const POST = 'content/blog/how-often-office-cleaning.md'
const problemsOf = (root: string) => checkContent(root, { render: false }).problems.map(formatProblem)

/** The article as pages get it: its fields and its HTML. */
function loadedPost(root: string) {
  const { content, problems } = checkContent(root)
  expect(problems.map(formatProblem)).toEqual([])
  const { file: _file, ...post } = content.posts.find((candidate) => candidate.slug === 'how-often-office-cleaning')!
  return post
}

const original = readFile('.', POST)
const crlf = (text: string) => text.replace(/\n/g, '\r\n')

describe('accepted, and read exactly as the same file with LF line endings', () => {
  test.each([
    ['Windows line endings (CRLF)', crlf],
    ['mixed line endings', (text: string) => text.split('\n').map((line, index) => line + (index % 2 ? '\r\n' : '\n')).join('').slice(0, -1)],
    ['old Mac line endings (CR)', (text: string) => text.replace(/\n/g, '\r')],
    ['a byte-order mark', (text: string) => `\uFEFF${text}`],
    ['a byte-order mark and CRLF', (text: string) => `\uFEFF${crlf(text)}`],
    ['a tab after a colon', (text: string) => text.replace('category: Office', 'category:\tOffice')],
    ['trailing spaces on front matter lines', (text: string) => text.replace(/^(readTime: 5|date: 2025-01-15|aliases: \[\])$/gm, '$1   ')],
    ['a YAML anchor and alias', (text: string) => text.replace(/^title: (.*)$/m, 'title: &title $1').replace(/^category:/m, 'navTitle: *title\ncategory:')],
  ])('%s', (_name, change) => {
    const plain = copyContent()
    if (_name.includes('alias')) writeFile(plain, POST, original.replace(/^title: (.*)$/m, 'title: $1\nnavTitle: $1'))
    const edited = copyContent()
    writeFile(edited, POST, change(original))
    expect(loadedPost(edited)).toEqual(loadedPost(plain))
  })

  test('non-breaking spaces, curly quotes and emoji in values and text stay as written', () => {
    const root = copyContent()
    writeFile(root, POST, original.replace(/^title: .*$/m, 'title: How Often Should Your Office Be Cleaned?\u00A0A Sydney Guide').replace('## The quick answer', '## The \u201Cquick\u201D answer \u2728'))
    const post = loadedPost(root)
    expect(post.title).toBe('How Often Should Your Office Be Cleaned?\u00A0A Sydney Guide')
    expect(post.html).toContain('The \u201Cquick\u201D answer \u2728')
  })

  test('a YAML file with a byte-order mark and CRLF', () => {
    const root = copyContent()
    writeFile(root, 'content/site.yaml', `\uFEFF${crlf(readFile('.', 'content/site.yaml'))}`)
    expect(checkContent(root, { render: false }).content.site).toEqual(checkContent('.', { render: false }).content.site)
  })

  // Large in the way that matters here: four times any read buffer (64 KiB), every construct of a
  // real article (headings, lists, links, tokens, figures) a hundred times over for each rule to
  // pass through, and thirty times the words its read time allows. A stage whose cost grows
  // faster than its text shows here first: the figures once made a 5 MB article take the check over
  // a minute.
  test('an article a hundred times as long (250 KB) is read whole, and held to its read time like any other', () => {
    const root = copyContent()
    const body = original.slice(original.indexOf('\n---\n') + 5)
    const copies = 100
    writeFile(root, POST, original + body.repeat(copies))
    expect(body.length * copies).toBeGreaterThan(4 * 64 * 1024)
    // No crash and no other complaint: the promise of a 5-minute read is broken, by every word of
    // every copy (counted as the check counts them, with the tokens filled in), and each paragraph
    // of a copy repeats the one of the copy before it.
    const once = checkContent('.', { render: false }).markdown.find((source) => source.file === POST)!.markdown
    const words = (countWords(once) * (copies + 1)).toLocaleString('en-AU')
    const [readTime, ...others] = problemsOf(root)
    expect(readTime).toMatch(new RegExp(`^${POST}:6: readTime: 5 min, but the text has ${words} words, .*; write 920-1,380 words$`))
    expect(others.length).toBeGreaterThan(copies)
    expect(others.filter((problem) => !new RegExp(`^${POST}:\\d+: repeated text: 100% of this paragraph is the one at ${POST}:\\d+;`).test(problem))).toEqual([])
  })

  test('a file that is only front matter, where a page needs no text (an FAQ group)', () => {
    const root = copyContent()
    const file = 'content/faq/01-pricing-billing.md'
    writeFile(root, file, readFile('.', file).replace(/\n---\n[\s\S]*$/, '\n---'))
    expect(problemsOf(root)).toEqual([])
  })
})

describe('refused with the file, the line and what to do', () => {
  const refusals: [string, string, string | Uint8Array, (text: string) => string[]][] = [
    ['an empty file', POST, '', () => [`${POST}: the file is empty: write its fields and text (see content/README.md), or delete the file`]],
    ['a file of blank lines', POST, '\r\n \n\t\n', () => [`${POST}: the file is empty: write its fields and text (see content/README.md), or delete the file`]],
    ['an article that is only front matter', POST, original.replace(/\n---\n[\s\S]*$/, '\n---\n'), (text) => [`${POST}:${text.split('\n').length}: the article has no text: write it below the second --- line`]],
    ['Markdown with no front matter', POST, original.replace(/^---\n[\s\S]*?\n---\n/, ''), () => [`${POST}:1: does not start with front matter: the first line must be ---, then the fields, then another --- line`]],
    ['front matter never closed', POST, original.replace(/\naliases: \[\]\n---\n/, '\naliases: []\n'), () => [`${POST}:1: the front matter is never closed: add a line --- after the last field`]],
    ['a tab in the indentation', POST, original.replace('\n  alt:', '\n\talt:'), (text) => [`${POST}:${lineMatching(text, /^\talt:/)}: malformed front matter: Tabs are not allowed as indentation; indent with spaces, not tabs`]],
    ['a duplicate key', POST, original.replace(/^readTime: 5$/m, 'readTime: 5\nreadTime: 6'), (text) => [`${POST}:${lineMatching(text, /^readTime: 6/)}: malformed front matter: Map keys must be unique; the field readTime is written twice: keep one`]],
    ['a non-breaking space after a colon', POST, original.replace('category: ', 'category:\u00A0'), (text) => [`${POST}:${lineMatching(text, /^category:/)}: a non-breaking space stands where YAML needs an ordinary one (in the indentation or after the colon): replace it with a space`]],
    ['curly quotes around a value with a colon', POST, original.replace(/^title: (.*)$/m, 'title: \u201CCleaning: $1\u201D'), (text) => [`${POST}:${lineMatching(text, /^title:/)}: malformed front matter: Nested mappings are not allowed in compact mappings; curly quotes are not quotes to YAML: quote the value with straight ' or " quotes`]],
    ['a control character pasted into the text', POST, original.replace('## The quick answer', '## The quick\u0008 answer'), (text) => [`${POST}:${lineMatching(text, /quick\u0008/)}: holds an invisible control character (U+0008), often pasted from Word or a PDF: delete it`]],
    ['a date written day first', POST, original.replace('date: 2025-01-15', 'date: 15/01/2025'), (text) => [`${POST}:${lineMatching(text, /^date:/)}: date: the date must be written 2025-01-15 (year-month-day)`]],
    ['a date not in the calendar', POST, original.replace('date: 2025-01-15', 'date: 2025-02-30'), (text) => [`${POST}:${lineMatching(text, /^date:/)}: date: 2025-02-30 is not a date in the calendar: write a real one, such as 2025-01-15`]],
    ['an alias repeated a billion times', POST, original.replace(/^aliases: \[\]$/m, `aliases: []\nx1: &a [a,a,a,a,a,a,a,a,a,a]\nx2: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nx3: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nx4: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]`), (text) => [`${POST}:${lineMatching(text, /^x2:/)}: malformed front matter: Excessive alias count indicates a resource exhaustion attack; an alias (*name) is repeated too many times: write the values out instead`]],
    ['a problem in a CRLF file, on the line an editor sees', POST, crlf(original.replace('readTime: 5', 'readTime: five')), (text) => [`${POST}:${lineMatching(text, /^readTime:/)}: readTime: must be a number, not text`]],
    ['a slug with accents', POST, original.replace('slug: how-often-office-cleaning', 'slug: caf\u00E9-cleaning'), (text) => [`${POST}:${lineMatching(text, /^slug:/)}: slug: must be lower-case words joined by hyphens`]],
    ['binary data saved as .md', POST, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), () => [`${POST}: is not a text file (it holds binary data): save it as plain text (UTF-8), and put pictures in public/images/`]],
    ['text saved as Latin-1', POST, Buffer.from(original.replace('## The quick answer', '## The caf\u00E9 answer'), 'latin1'), (text) => [`${POST}:${lineMatching(text, /caf/)}: is not UTF-8 text (saved as Windows-1252 or Latin-1?): save the file with UTF-8 encoding`]],
  ]
  test.each(refusals)('%s', (_name, file, content, expected) => {
    const root = copyContent()
    writeFile(root, file, content)
    expect(problemsOf(root)).toEqual(expected(typeof content === 'string' ? content.replace(/\r\n?/g, '\n') : Buffer.from(content).toString('latin1')))
  })

  test.each([
    ['a file name with spaces and capitals', 'content/blog/Office Tips 2025.md', 'rename it to office-tips-2025.md'],
    ['a file name with accents', 'content/blog/café-guide.md', 'rename it to cafe-guide.md'],
    ['a .markdown extension', 'content/blog/office-tips.markdown', 'rename it to office-tips.md'],
    ['an upper-case .MD extension', 'content/services/kitchen-cleaning.MD', 'rename it to kitchen-cleaning.md'],
  ])('%s', (_name, file, what) => {
    const root = copyContent()
    writeFile(root, file, original)
    expect(problemsOf(root)).toEqual([`${file}: the file name is the page's address, so it must be lower-case words joined by hyphens ending in .md: ${what}`])
  })

  test('a file over the size limit', () => {
    const root = copyContent()
    const body = original.slice(original.indexOf('\n---\n') + 5)
    writeFile(root, POST, original + body.repeat(Math.ceil((1.2 * MAX_TEXT_BYTES) / body.length)))
    const size = (Math.ceil(fs.statSync(`${root}/${POST}`).size / 100_000) / 10).toFixed(1)
    expect(Number(size)).toBeGreaterThan(11.9)
    expect(problemsOf(root)).toEqual([
      `${POST}: is ${size} MB, over the 10 MB a content file may hold: split it into several files (an article into parts, each its own .md file linked by prev and next), and leave out what a reader does not need`,
    ])
  })

  test('a picture or a document saved among the articles', () => {
    const root = copyContent()
    writeFile(root, 'content/blog/team-photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]))
    writeFile(root, 'content/blog/draft.docx', new Uint8Array([0x50, 0x4b, 3, 4, 0]))
    writeFile(root, 'content/blog/.DS_Store', new Uint8Array([0, 0, 0, 1]))
    expect(problemsOf(root)).toEqual([
      'content/blog/draft.docx: is not a Markdown file, and content/blog holds only .md files: move it out (pictures go in public/images/)',
      'content/blog/team-photo.png: is not a Markdown file, and content/blog holds only .md files: move it out (pictures go in public/images/)',
    ])
  })

  test('a folder among the articles', () => {
    const root = copyContent()
    writeFile(root, 'content/blog/drafts/new-idea.md', original)
    expect(problemsOf(root)).toEqual(['content/blog/drafts: folders inside content/blog are not read: move its files into content/blog itself'])
  })
})
