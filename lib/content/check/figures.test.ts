import fs from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, test } from 'vitest'
import { factsSchema } from '../schema.ts'
import { figureProblemsIn } from './figureRules.ts'
import { extractFigures, parseMoney } from './figures.ts'

const only = (text: string) => {
  const [figure, ...rest] = extractFigures(text)
  expect(rest).toEqual([])
  return figure!
}

describe.each([
  ['Most offices pay $30-60 per hour.', { text: '$30-60', from: 30, to: 60, unit: 'hour' }],
  ['It sits between $30 and $60 an hour.', { text: '$30 and $60', from: 30, to: 60, unit: 'hour' }],
  ['Essential Clean from $80/visit, weekly.', { text: '$80', from: 80, to: 80, unit: 'visit', openEnded: true }],
  ['Professional indemnity of $1-5M is common.', { text: '$1-5M', from: 1e6, to: 5e6 }],
  ['We hold cover of $20 million.', { text: '$20 million', from: 2e7, to: 2e7 }],
  ['Large offices pay $2,000-4,000 a month.', { text: '$2,000-4,000', from: 2000, to: 4000, unit: 'month' }],
  ['Weekend work adds 10-25% to the rate.', { kind: 'percent', text: '10-25%', from: 10, to: 25 }],
  ['Offices with 50+ employees need daily cleaning.', { kind: 'staff', text: '50+ employees', from: 50, openEnded: true }],
  ['Our office rate is fifty-five to eighty-five dollars per hour.', { text: 'fifty-five to eighty-five dollars', from: 55, to: 85, unit: 'hour' }],
  ['We hold twenty million dollars of cover.', { text: 'twenty million dollars', from: 2e7, to: 2e7 }],
  ['Weekend work adds ten to twenty-five per cent.', { kind: 'percent', text: 'ten to twenty-five per cent', from: 10, to: 25 }],
  ['Offices of twenty staff need daily cleaning.', { kind: 'staff', text: 'twenty staff', from: 20, to: 20 }],
])('%s', (text, expected) => {
  test('is read with its value and unit', () => {
    expect(only(text)).toMatchObject(expected)
  })
})

test('a figure marked {{market: ...}} is the market\'s, and a plain one is not', () => {
  const [market, ours] = extractFigures('Offices pay {{market: $25-40}} per hour across the market; ours is $30-60 per hour.')
  expect(market).toMatchObject({ text: '$25-40', market: true, unit: 'hour' })
  expect(ours).toMatchObject({ text: '$30-60', market: false, unit: 'hour' })
})

test('a table cell takes its unit from the column header and its sentence is the row', () => {
  const table = '| Service type | Typical market rate per hour |\n|---|---|\n| Office | $25-40 |'
  expect(only(table)).toMatchObject({ line: 3, unit: 'hour', sentence: '| Office | $25-40 |' })
})

test('a list of rates names the unit once', () => {
  const figures = extractFigures('Our rates: offices $30-60 per hour, retail $25-50, warehouses $35-70.')
  expect(figures.map((figure) => figure.unit)).toEqual(['hour', 'hour', 'hour'])
})

test('two covers joined by "and" stay two figures', () => {
  expect(extractFigures('We carry $20M and $5M of cover.').map((figure) => figure.text)).toEqual(['$20M', '$5M'])
})

test('the money values of facts.yaml parse as ranges', () => {
  expect(parseMoney('$1,000-5,000')).toEqual({ from: 1000, to: 5000 })
  expect(parseMoney('$20M')).toEqual({ from: 2e7, to: 2e7 })
})

test('a figure of ours written in words is refused as the same figure in digits is', () => {
  const facts = factsSchema.parse(parse(fs.readFileSync('content/facts.yaml', 'utf8')))
  const problemOf = (text: string) => figureProblemsIn('content/blog/a.md', `Cleaning an office costs ${text} per hour with us.`, facts)
  const [inDigits] = problemOf('$55-85')
  expect(inDigits).toBeDefined()
  const inWords = (text: string) => text.replace('$55-85', 'fifty-five to eighty-five dollars')
  expect(problemOf('fifty-five to eighty-five dollars')).toEqual([{ ...inDigits, message: inWords(inDigits!.message), editor: inWords(inDigits!.editor!), fill: { ...inDigits!.fill!, text: 'fifty-five to eighty-five dollars' } }])
  expect(problemOf('twenty dollars')).toHaveLength(1)
})
