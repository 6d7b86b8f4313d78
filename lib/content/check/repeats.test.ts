import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from '../checkContent.ts'
import { copyContent, lineMatching, readFile, removeCopies, writeFile } from '../../../tests/support/contentCopy.ts'
import { formatProblem } from '../problems.ts'
import { findRepeats, paragraphsOf, SAME_PARAGRAPH } from './repeats.ts'

afterEach(removeCopies)

const WHY_US =
  'Because we have cleaned Sydney workplaces for over ten years, every cleaner is police-checked and inducted to your building, and a supervisor inspects the work each week and sends you a short report of what was found and fixed.'
const passage = (file: string, text: string, line = 1) => ({ file, field: '', line, text })

describe('a paragraph written twice', () => {
  test('is found with a few words changed, pointing at the first', () => {
    const reworded = WHY_US.replace('over ten years', 'more than ten years').replace('each week', 'every week')
    const [repeat, ...rest] = findRepeats([passage('a.md', WHY_US), passage('b.md', 'A different paragraph.'), passage('c.md', reworded, 7)], SAME_PARAGRAPH)
    expect(rest).toEqual([])
    expect(repeat!.first.file).toBe('a.md')
    expect(repeat!.later).toMatchObject({ file: 'c.md', line: 7 })
    expect(repeat!.share).toBeGreaterThan(0.5)
  })

  test('paragraphs that share a phrase or two, and short ones, pass', () => {
    const other =
      'Every cleaner is police-checked, and our warehouse crews also hold the licences for scrubbers and lifts, plan the work around your forklift traffic and recover wash water instead of sending it to the stormwater drain.'
    expect(findRepeats([passage('a.md', WHY_US), passage('b.md', other), passage('c.md', 'Yes. We clean on weekends.'), passage('d.md', 'Yes. We clean on weekends.')], SAME_PARAGRAPH)).toEqual([])
  })

  test("a Markdown body's paragraphs, each with its line, leaving headings and tables out", () => {
    expect(paragraphsOf('## Why us\n\nFirst paragraph\nstill first.\n\n| a | b |\n|---|---|\n\nSecond.', 10)).toEqual([
      { text: 'First paragraph\nstill first.', line: 12 },
      { text: 'Second.', line: 18 },
    ])
  })
})

test('in the content check: the same FAQ answer on two service pages, reported on the second with the first one named', () => {
  const root = copyContent()
  const [office, retail] = ['content/services/office-cleaning.md', 'content/services/retail-cleaning.md']
  const answerOf = (text: string) => /\n {4}answer: >-\n((?: {6}.*\n)+)/.exec(text)!
  const officeText = readFile(root, office).replace(answerOf(readFile(root, office))[1]!, `      ${WHY_US}\n`)
  writeFile(root, office, officeText)
  const retailText = readFile(root, retail).replace(answerOf(readFile(root, retail))[1]!, `      ${WHY_US}\n`)
  writeFile(root, retail, retailText)
  const line = (text: string) => lineMatching(text, /police-checked and inducted to your building, and a supervisor/)
  expect(checkContent(root, { render: false }).problems.map(formatProblem)).toEqual([
    `${retail}:${line(retailText)}: faq.0.answer: repeated text: 100% of this paragraph is the one at ${office}:${line(officeText)} (faq.0.answer); say what is particular to this page, or keep the text in one place and link to it`,
  ])
})
