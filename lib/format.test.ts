import { describe, expect, test } from 'vitest'
import { formatDate, formatReadTime } from './format.ts'

describe.each([
  ['2025-01-15', '15 January 2025'],
  ['2024-11-28', '28 November 2024'],
  ['2025-01-01', '1 January 2025'],
])('formatDate(%s)', (iso, expected) => {
  test(`reads ${expected}`, () => expect(formatDate(iso)).toBe(expected))
})

test('read time reads as minutes', () => expect(formatReadTime(5)).toBe('5 min read'))
