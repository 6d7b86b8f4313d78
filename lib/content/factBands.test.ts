import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from './checkContent.ts'
import { copyContent, lineMatching, readFile, removeCopies, writeFile } from '../../tests/support/contentCopy.ts'
import { areaBand, bandProblems, clockBand, SCALES, staffBand } from './factBands.ts'
import { formatProblem } from './problems.ts'
import { factsSchema } from './schema.ts'
import { parse } from 'yaml'
import fs from 'node:fs'

// Bands that divide a scale (office sizes, floor areas, time slots) must leave no office and no hour
// in two bands or in none: facts.yaml as it stands passes, and each way of breaking it is refused
// with the file, the line and where the band must start.
const FACTS = 'content/facts.yaml'

afterEach(removeCopies)

/** The content check's lines for a facts.yaml with one line changed. */
function problemsWith(line: RegExp, replacement: string) {
  const root = copyContent('fact-bands')
  const text = readFile(root, FACTS)
  const changed = text.replace(line, replacement)
  if (changed === text) throw new Error(`${line} is not in ${FACTS}`)
  writeFile(root, FACTS, changed)
  return { problems: checkContent(root, { render: false }).problems.map(formatProblem), line: (pattern: RegExp) => lineMatching(changed, pattern) }
}

test('the bands of facts.yaml follow on with no gap and no overlap', () => {
  expect(factsSchema.safeParse(parse(fs.readFileSync(FACTS, 'utf8'))).error?.issues ?? []).toEqual([])
})

describe.each([
  ['staff', staffBand, [['1-10', { from: 1, to: 10 }], ['51+', { from: 51, to: Infinity }], ['ten', undefined]]],
  ['area', areaBand, [['up to 200', { from: 1, to: 200 }], ['201-800', { from: 201, to: 800 }], ['over 800', { from: 801, to: Infinity }]]],
  // Hours since the evening's noon, so a slot that runs past midnight stays one band.
  ['clock', clockBand, [['6-10 pm', { from: 18, to: 21 }], ['10 pm-5 am', { from: 22, to: 28 }], ['5-8 am', { from: 29, to: 31 }]]],
] as const)('%s bands are read as numbers', (_scale, read, cases) => {
  test.each(cases.map(([text, band]) => [text, band]))('%s', (text, band) => {
    expect(read(text)).toEqual(band)
  })
})

describe('bands that fail are refused where they fail', () => {
  test('an office of 50 staff in two size bands', () => {
    const { problems, line } = problemsWith(/^  large: 51\+$/m, '  large: 50+')
    expect(problems).toEqual([`${FACTS}:${line(/^  large: 50\+/)}: sizes.large: "50+" overlaps medium ("11-50"): start it at 51 staff, where medium ends`])
  })

  test('offices of 11 to 14 staff in no size band', () => {
    const { problems, line } = problemsWith(/^  medium: 11-50$/m, '  medium: 15-50')
    expect(problems).toEqual([`${FACTS}:${line(/^  medium: 15-50/)}: sizes.medium: "15-50" leaves a gap after small ("1-10"): start it at 11 staff, where small ends`])
  })

  test('floor areas that share their boundary', () => {
    const { problems, line } = problemsWith(/^  medium: 201-800$/m, '  medium: 200-800')
    expect(problems).toEqual([`${FACTS}:${line(/^  medium: 200-800/)}: areas.medium: "200-800" overlaps small ("up to 200"): start it at 201 sqm, where small ends`])
  })

  test('a night slot that runs into the early-morning one', () => {
    const { problems, line } = problemsWith(/^  earlyMorning: 5-8 am$/m, '  earlyMorning: 4-8 am')
    expect(problems).toEqual([`${FACTS}:${line(/^  earlyMorning: 4-8 am/)}: slots.earlyMorning: "4-8 am" overlaps night ("10 pm-5 am"): start it at 5 am, where night ends`])
  })

  test('a daily threshold inside the small band', () => {
    const { problems, line } = problemsWith(/^  dailyFrom: 20\+$/m, '  dailyFrom: 8+')
    expect(problems).toEqual([`${FACTS}:${line(/^  dailyFrom: 8\+/)}: sizes.dailyFrom: must start above 11 staff, so offices between the small band (1-10) and daily cleaning keep advice of their own`])
  })
})

test('an open band before the last is reported, and so is a scale that starts late', () => {
  const bands = [['small', '1-10'], ['medium', '11+'], ['large', '51+']].map(([key, text]) => [key!, text!, staffBand(text!)] as [string, string, ReturnType<typeof staffBand>])
  expect(bandProblems(bands, SCALES.staff, 1)).toEqual([
    { key: 'medium', message: '"11+" has no upper end, so large ("51+") can never apply: only the last band may be open' },
  ])
  expect(bandProblems([['small', '2-10', staffBand('2-10')]], SCALES.staff, 1)).toEqual([{ key: 'small', message: '"2-10" must start at 1 staff, so that every site falls in a band' }])
})
