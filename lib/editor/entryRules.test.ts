import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { Facts, Site } from '../content/schema.ts'
import { entryProblems } from './entryRules.ts'
import { refusalLine, refusalsFor } from './refusalWords.ts'

// The rules the editor runs before a save, on the project's own content and facts, worded as the
// form shows them.
const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8')
const site = parse(read('content/site.yaml')) as Omit<Site, 'facts'>
const facts = parse(read('content/facts.yaml')) as Facts
const ARTICLE = 'content/blog/how-often-office-cleaning.md'

/** The form's words for `text` saved as `file`. */
const refusals = (file: string, text: string) => refusalsFor(entryProblems(file, text, site, facts), () => text).map(refusalLine)

describe('the rules of one entry', () => {
  it.each([
    ['content/blog/how-often-office-cleaning.md'],
    ['content/services/office-cleaning.md'],
    ['content/faq/01-pricing-billing.md'],
    ['content/pages/contact.md'],
    ['content/testimonials.yaml'],
    ['content/facts.yaml'],
    ['content/site.yaml'],
  ])('find nothing in %s as it stands', (file) => {
    expect(entryProblems(file, read(file), site, facts)).toEqual([])
  })

  it('ask for the read time that fits the text, by its form label', () => {
    const text = read(ARTICLE).replace(/^readTime: 5$/m, 'readTime: 12')
    const [line, ...rest] = refusals(ARTICLE, text)
    expect(rest).toEqual([])
    expect(line).toMatch(/^Read time: 12 min, but the text has [\d,]+ words, about [\d.]+ min: set Read time to \d+-\d+, or change the text\.$/)
  })

  it('name a missing field, a figure written out and an unknown token by the field they are in, with no file path or line', () => {
    const text = read(ARTICLE)
      .replace(/^title: .*\n/m, '')
      .replace('Plenty of Sydney offices', 'At $10 per hour for offices, plenty of Sydney offices')
      .replace('## The quick answer', '## The quick answer from {{brnad}}')
    const lines = refusals(ARTICLE, text)
    expect(lines).toContain('Title: fill in Title.')
    expect(lines.some((line) => /^Body: "\$10 per hour" is not our hourly rate, offices \(\$[\d-]+\): our figures are changed under Company facts and testimonials › Facts › Rates › Office/.test(line))).toBe(true)
    expect(lines.some((line) => line.startsWith('Body: "brnad" in double curly brackets is none of the company\'s details or figures: did you mean "brand"'))).toBe(true)
    for (const line of lines) expect(line).not.toMatch(/content\/|\.md|\.yaml|:\d+:/)
  })

  it('hold a service page to its decided name, and a figure of ours to its token', () => {
    const file = 'content/services/office-cleaning.md'
    const text = read(file).replace(/^serviceName: .*$/m, 'serviceName: Desk Cleaning')
    const [refusal, ...others] = refusals(file, text)
    expect(others).toEqual([])
    expect(refusal).toMatch(/^Service name: must be the name of the service this page offers, one of "Office Cleaning", "Retail Cleaning", .*found "Desk Cleaning"$/)
  })
})
