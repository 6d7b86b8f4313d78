// Fields an editor may leave empty, filled in on save from what the entry already says: an
// article's slug from its title (for a new article: renaming an existing one is a choice of its own)
// and its read time from its text, so the first save of a new article needs neither worked out by
// hand. Which fields are filled, and from what, is the schema's to say (`.meta({ filledFrom })` in
// lib/content/schema.ts); the form marks them optional (schemaFields.ts) and the save check
// (admin/saveCheck.ts) fills them before the rules judge the entry.
import type * as z from 'zod'
import { WORDS_PER_MINUTE } from '../content/check/readTimeFit.ts'
import { pageAddress } from '../content/pageAddress.ts'
import { countWords } from '../content/render/markdown.ts'
import { metaOf } from './schemaFields.ts'

/** What a field left empty is filled in from. */
export type FilledFrom = 'title' | 'body'

/** A title as the last part of an address: "Cleaning & Safety: 5 Tips" -> "cleaning-and-safety-5-tips". */
export const slugFromTitle = (title: string) => pageAddress(title.replace(/&/g, ' and ').replace(/['’]/g, ''))

/** The read time of a Markdown text in whole minutes, at least one. */
export const readTimeOf = (markdown: string) => Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE))

/** The fields of `schema` that are filled in when left empty, with what from. */
export function filledFieldsOf(schema: z.ZodType): [string, FilledFrom][] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {}
  return Object.entries(shape).flatMap(([name, field]) => {
    const from = metaOf(field).filledFrom as FilledFrom | undefined
    return from ? [[name, from] as [string, FilledFrom]] : []
  })
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))

/**
 * The values to set in `data` (an entry's fields, its Markdown in `body`): each field of the schema
 * that is filled in, left empty, whose source says something. A slug is filled for a new entry only.
 */
export function filledValues(schema: z.ZodType, data: Record<string, unknown>, isNew: boolean): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, from] of filledFieldsOf(schema)) {
    if (!isEmpty(data[name])) continue
    if (from === 'title' && isNew && typeof data.title === 'string' && slugFromTitle(data.title)) values[name] = slugFromTitle(data.title)
    if (from === 'body' && typeof data.body === 'string' && data.body.trim()) values[name] = readTimeOf(data.body)
  }
  return values
}
