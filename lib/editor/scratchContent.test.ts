import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { scratchContent } from './scratchContent.ts'
import { formatProblem } from '../content/problems.ts'

// The scratch copy the editor's saves are checked in is kept between saves: it must always be
// checked as the working tree is now, whatever changed in the tree meanwhile.
let root: string
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-content-'))
  fs.cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true })
  fs.cpSync(path.resolve('public'), path.join(root, 'public'), { recursive: true })
})
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const SERVICE = 'content/services/office-cleaning.md'
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const write = (file: string, text: string) => fs.writeFileSync(path.join(root, file), text)
const elevenItems = (text: string) => text.replace(/^checklist:\n {2}- .*\n/m, 'checklist:\n')

test('each check sees the working tree as it is now: files edited, added and removed, folders too', () => {
  const scratch = scratchContent(root)
  expect(scratch.problemsNow()).toEqual([])
  const original = read(SERVICE)

  write(SERVICE, elevenItems(original))
  expect(scratch.problemsNow().map(formatProblem)).toEqual([expect.stringMatching(/^content\/services\/office-cleaning\.md:\d+: checklist: must list exactly 12 items$/)])
  write(SERVICE, original)

  fs.mkdirSync(path.join(root, 'content/blog/drafts'))
  fs.writeFileSync(path.join(root, 'content/blog/drafts/idea.md'), read('content/blog/how-often-office-cleaning.md'))
  expect(scratch.problemsNow().map(formatProblem)).toEqual(['content/blog/drafts: folders inside content/blog are not read: move its files into content/blog itself'])
  fs.rmSync(path.join(root, 'content/blog/drafts'), { recursive: true })
  expect(scratch.problemsNow()).toEqual([])
})

test('a checked save leaves the scratch as the working tree: nothing of it stays for the next check', () => {
  const scratch = scratchContent(root)
  const broken = new Map([
    [SERVICE, elevenItems(read(SERVICE))],
    ['content/blog/drafts/new-idea.md', read('content/blog/how-often-office-cleaning.md')],
  ])
  expect(scratch.problemsWith(broken)).toHaveLength(2)
  expect(scratch.problemsNow()).toEqual([])
  expect(scratch.problemsWith(new Map())).toEqual([])
})

test('only content is written to the scratch: a save naming another file never reaches the pictures it links to', () => {
  const scratch = scratchContent(root)
  expect(scratch.problemsWith(new Map([['public/images/note.txt', 'not content'], ['content/../public/images/other.txt', 'nor this']]))).toEqual([])
  expect(fs.existsSync(path.join(root, 'public/images/note.txt'))).toBe(false)
  expect(fs.existsSync(path.join(root, 'public/images/other.txt'))).toBe(false)
})
