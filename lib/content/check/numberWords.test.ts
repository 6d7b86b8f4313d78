import { describe, expect, test } from 'vitest'
import { inDigits, NUMBER_WORDS, numberValue } from './numberWords.ts'

describe.each([
  ['ten', 10],
  ['Nineteen', 19],
  ['twenty-four', 24],
  ['twenty four', 24],
  ['seventy-seven', 77],
  ['a hundred', 100],
  ['one hundred and five', 105],
  ['two thousand five hundred', 2500],
  ['1,500', 1500],
])('%s', (text, value) => {
  test('is read whole, with its value', () => {
    expect(new RegExp(NUMBER_WORDS, 'i').exec(text)?.[0] ?? text).toBe(text)
    expect(numberValue(text)).toBe(value)
  })
})

test('numbers in words become digits, and words that only hold one ("often", "someone", "sixteenth") stay', () => {
  expect(inDigits('Within twenty-four hours, sixteen cleaners; often someone on the sixteenth.')).toBe('Within 24 hours, 16 cleaners; often someone on the sixteenth.')
})
