import { expect, it } from 'vitest'
import { postSchema } from '../content/schema.ts'
import { todayInSydney } from '../format.ts'
import { withBlanks } from './blankFields.ts'

it("dates today in Sydney, not in UTC: before 10 am in Sydney UTC's date is yesterday's", () => {
  expect(todayInSydney(new Date('2026-11-24T21:30:00Z'))).toBe('2026-11-25')
  expect(todayInSydney(new Date('2026-06-30T13:59:00Z'))).toBe('2026-06-30')
})

it("fills a new article's date with today's, and its other blanks with what the page can draw", () => {
  const blank = withBlanks({ title: 'Draft' }, postSchema) as Record<string, unknown>
  expect(blank).toMatchObject({ title: 'Draft', date: todayInSydney(), description: '', aliases: [], prev: null })
})
