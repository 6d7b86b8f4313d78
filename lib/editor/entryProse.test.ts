import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { proseFindings, WORD_LIST } from '../content/check/prose.ts'
import type { Facts, Site } from '../content/schema.ts'
import { entryProseProblems } from './entryProse.ts'
import { refusalLine, refusalsFor } from './refusalWords.ts'

// The prose rules the editor runs before a save, on the project's own content, worded as the form
// shows them: the field by its label, what to write, and where an editor adds a word.
const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8')
const site = parse(read('content/site.yaml')) as Omit<Site, 'facts'>
const facts = parse(read('content/facts.yaml')) as Facts
const wordList = read(WORD_LIST)
const ARTICLE = 'content/blog/how-often-office-cleaning.md'

const problems = (file: string, text: string) => entryProseProblems(file, text, site, facts, (source, format) => proseFindings(source, { format, wordList }))
const refusals = (file: string, text: string) => refusalsFor(problems(file, text), () => text).map(refusalLine)

describe("the prose rules of one entry, in the form's words", () => {
  it.each([[ARTICLE], ['content/services/office-cleaning.md'], ['content/faq/01-pricing-billing.md'], ['content/testimonials.yaml'], ['content/facts.yaml']])(
    'find nothing in %s as it stands',
    (file) => {
      expect(problems(file, read(file))).toEqual([])
    },
  )

  it('name a misspelt title by its label, say what to write, and how to add a word in the editor', () => {
    const text = read(ARTICLE).replace(/^title: (.*)$/m, 'title: When to recieve $1')
    expect(refusals(ARTICLE, text)).toEqual([
      'Title: "recieve" is not Australian English: write "receive" or "relieve"; if it is right (a name, a trade term), add it to the "Word list" in the editor\'s menu and publish that, then save this again.',
    ])
  })

  it('name the body for a misspelling, "a" before a vowel sound and a word written twice in the text, with tokens read as the page shows them', () => {
    const text = read(ARTICLE)
      .replace('Plenty of Sydney offices', 'Plenty of Sydney offices, at {{rates.office}}, organize an a office clean and and')
      .replace(/\n+$/, '\n')
    const lines = refusals(ARTICLE, text)
    expect(lines).toContain('Body: "organize" is not Australian English: write "organise"; if it is right (a name, a trade term), add it to the "Word list" in the editor\'s menu and publish that, then save this again.')
    expect(lines).toContain('Body: "a office": write "an office" (the article follows the sound of the next word)')
    expect(lines).toContain('Body: "and and" repeats a word: write "and"')
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(line).not.toMatch(/content\/|words\.txt|\.md|:\d+:|^spelling|rates\.office/)
  })

  it('accept a word the word list holds', () => {
    const text = read(ARTICLE).replace(/^title: (.*)$/m, 'title: Kurnell $1')
    expect(problems(ARTICLE, text)).toHaveLength(1)
    const withWord = entryProseProblems(ARTICLE, text, site, facts, (source, format) => proseFindings(source, { format, wordList: `${wordList}Kurnell\n` }))
    expect(withWord).toEqual([])
  })
})
