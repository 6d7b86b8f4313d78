import { describe, expect, test } from 'vitest'
import { formatDate, formatReadTime, timeInSydney, todayInSydney } from './format.ts'

describe.each([
  ['2025-01-15', '15 January 2025'],
  ['2024-11-28', '28 November 2024'],
  ['2025-01-01', '1 January 2025'],
])('formatDate(%s)', (iso, expected) => {
  test(`reads ${expected}`, () => expect(formatDate(iso)).toBe(expected))
})

test('read time reads as minutes', () => expect(formatReadTime(5)).toBe('5 min read'))

// Sydney's clock whatever the computer's: AEDT (UTC+11) in November, AEST (UTC+10) in June.
describe.each([
  ['2026-11-24T21:30:00Z', '2026-11-25', '08:30'],
  ['2026-11-24T12:59:00Z', '2026-11-24', '23:59'],
  ['2026-11-24T13:05:00Z', '2026-11-25', '00:05'],
  ['2026-06-14T14:00:00Z', '2026-06-15', '00:00'],
])('at %s', (instant, date, time) => {
  test(`Sydney's date is ${date} and its time ${time}`, () => {
    expect(todayInSydney(new Date(instant))).toBe(date)
    expect(timeInSydney(new Date(instant))).toBe(time)
  })
})
