import { describe, expect, test } from 'vitest'
import { SERVICE_NAMES } from './content/counts'
import { withArticle } from './grammar'

describe.each([
  ['office cleaning specialist', 'an office cleaning specialist'],
  ['event & function specialist', 'an event & function specialist'],
  ['education & school cleaning quote', 'an education & school cleaning quote'],
  ['high-rise & strata specialist', 'a high-rise & strata specialist'],
  ['warehouse & industrial specialist', 'a warehouse & industrial specialist'],
  ['hour', 'an hour'],
  ['user', 'a user'],
  ['ISO 9001 audit', 'an ISO 9001 audit'],
])('%s', (phrase, expected) => {
  test(`reads "${expected}"`, () => {
    expect(withArticle(phrase)).toBe(expected)
  })
})

test('opens a sentence with a capital', () => {
  expect(withArticle('office cleaning specialist', { capitalise: true })).toBe('An office cleaning specialist')
  expect(withArticle('gym & fitness cleaning specialist', { capitalise: true })).toBe('A gym & fitness cleaning specialist')
})

test('every service name takes the article its sound needs', () => {
  const vowelSound = /^(office|education|event|a|e|i|o)/i
  for (const name of SERVICE_NAMES) {
    const phrase = `${name.toLowerCase()} specialist`
    expect(withArticle(phrase), name).toBe(`${vowelSound.test(name) ? 'an' : 'a'} ${phrase}`)
  }
})
