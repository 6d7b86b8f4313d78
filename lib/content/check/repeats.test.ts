import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from '../checkContent.ts'
import { copyContent, lineMatching, readFile, removeCopies, writeFile } from '../contentCopy.ts'
import { formatProblem } from '../problems.ts'
import { seededRandom } from '../../seededRandom.ts'
import { loadContent } from '../checkContent.ts'
import { proseSources } from './checkProse.ts'
import { checkRepeats, startRepeatsRule } from './checkRepeats.ts'
import { findRepeats, paragraphsOf, SAME_PAGE, SAME_PARAGRAPH, wordsOf } from './repeats.ts'

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

test('the rule run on another core (as a build runs it) reports what it reports in place', async () => {
  const root = copyContent()
  for (const file of ['content/services/office-cleaning.md', 'content/services/retail-cleaning.md']) {
    const answerOf = (text: string) => /\n {4}answer: >-\n((?: {6}.*\n)+)/.exec(text)!
    writeFile(root, file, readFile(root, file).replace(answerOf(readFile(root, file))[1]!, `      ${WHY_US}\n`))
  }
  const loaded = loadContent(root, { render: false })
  const inPlace = checkRepeats(loaded, root)
  expect(inPlace.map((problem) => problem.file)).toEqual(['content/services/retail-cleaning.md'])
  // Told to use a worker however few the texts are.
  expect(await startRepeatsRule(root, 0, 0)(loaded)).toEqual(inPlace)
})

/** A text's words as the rule was first written to read them: the reference its scan of character codes is held to. */
const referenceWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/\]\([^)]*\)/g, ' ')
    .match(/[\p{L}\p{N}'’$%.-]+/gu)
    ?.map((word) => word.replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter(Boolean) ?? []

test('reads the words of any text as the reference does: runs of letters, digits and marks, the marks at their ends trimmed', () => {
  const random = seededRandom(7)
  const pieces = ['clean', 'Office', "don't", '’tis', 'R&D', '$25-40', '50%', 'e.g.', '...', '-', '—', 'straße', 'İstanbul', 'ΣΑΣ', '𝐀𝐁', '𠀀', '\uD800', '\uDC00', '🙂', 'ﬁne', '١٢٣', '[our team](/about)', 'a.b.', "'quoted'", '“smart”', '24/7', 'co-op', '\n\n', '\t']
  for (let count = 0; count < 500; count++) {
    const text = Array.from({ length: random.int(40) }, () => random.pick(pieces) + (random.next() < 0.5 ? ' ' : '')).join('')
    expect(wordsOf(text), JSON.stringify(text)).toEqual(referenceWords(text))
  }
})

/** The rule as first written, with each shingle a string of five words: the reference the faster one is held to. */
function referenceRepeats(passages: { file: string; field: string; line: number; text: string }[], threshold: number) {
  const long = passages.filter((passage) => referenceWords(passage.text).length >= 25)
  const shingles = long.map((passage) => {
    const words = referenceWords(passage.text)
    return new Set(words.slice(0, Math.max(0, words.length - 4)).map((_, index) => words.slice(index, index + 5).join(' ')))
  })
  const holders = new Map<string, number[]>()
  shingles.forEach((set, index) => {
    for (const shingle of set) {
      const list = holders.get(shingle)
      if (!list) holders.set(shingle, [index])
      else if (list.length < 16) list.push(index)
    }
  })
  return shingles.flatMap((set, later) => {
    const shared = new Map<number, number>()
    for (const shingle of set) for (const first of holders.get(shingle)!) if (first < later) shared.set(first, (shared.get(first) ?? 0) + 1)
    let best: { first: number; share: number } | undefined
    for (const [first, count] of shared) {
      const share = count / Math.min(set.size, shingles[first]!.size)
      if (share >= threshold && (!best || share > best.share)) best = { first, share }
    }
    return best ? [{ first: long[best.first]!, later: long[later]!, share: best.share }] : []
  })
}

test('finds the same repeats as the rule with string shingles, on the real paragraphs copied with changes', () => {
  const sources = proseSources(loadContent(process.cwd(), { render: false }), process.cwd())
  const real = sources.flatMap((source) => paragraphsOf(source.text, source.line).map((paragraph) => ({ ...source, ...paragraph })))
  const random = seededRandom(25)
  // Copies of real paragraphs with a few words changed, dropped or added, some pasted many times.
  const copies = Array.from({ length: 600 }, (_, index) => {
    const words = random.pick(real).text.split(' ')
    for (let change = random.int(words.length / 2); change > 0; change--) words.splice(random.int(words.length), random.int(2), random.pick(['very', 'our', 'cleaning', 'team']))
    return passage(`copy-${index}.md`, words.join(' '))
  })
  const passages = [...real, ...copies].sort(() => random.next() - 0.5)
  for (const threshold of [SAME_PARAGRAPH, SAME_PAGE]) {
    const found = findRepeats(passages, threshold)
    expect(found.length).toBeGreaterThan(50)
    expect(found).toEqual(referenceRepeats(passages, threshold))
  }
})
