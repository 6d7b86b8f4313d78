import { describe, expect, it } from 'vitest'
import { postSchema } from '../content/schema.ts'
import { filledFieldsOf, filledValues, slugFromTitle } from './filledFields.ts'

describe('fields filled in on save', () => {
  it("are the article's slug, from its title, and its read time, from its text, as the schema says", () => {
    expect(filledFieldsOf(postSchema)).toEqual([
      ['slug', 'title'],
      ['readTime', 'body'],
    ])
  })

  it('turn a title into an address as a person would write it', () => {
    expect(slugFromTitle('Cleaning & Safety: 5 Tips for Café Owners’ Kitchens')).toBe('cleaning-and-safety-5-tips-for-cafe-owners-kitchens')
    expect(slugFromTitle('  --  ')).toBe('')
  })

  it('fill only what was left empty, a slug only for a new article, and a read time of at least a minute', () => {
    const body = Array.from({ length: 690 }, () => 'word').join(' ')
    expect(filledValues(postSchema, { title: 'Office Kitchens, Done Right', body }, true)).toEqual({ slug: 'office-kitchens-done-right', readTime: 3 })
    expect(filledValues(postSchema, { title: 'Office Kitchens', slug: 'kitchens', readTime: 5, body }, true)).toEqual({})
    expect(filledValues(postSchema, { title: 'A New Title', slug: '', body: 'Short.' }, false)).toEqual({ readTime: 1 })
  })
})
