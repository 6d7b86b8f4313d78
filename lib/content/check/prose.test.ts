import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { checkContent } from '../checkContent.ts'
import { copyContent, lineMatching, readFile, removeCopies, writeFile } from '../../../tests/support/contentCopy.ts'
import { formatProblem } from '../problems.ts'
import { proseFindings, WORD_LIST } from './prose.ts'

afterEach(removeCopies)

const wordList = fs.readFileSync(WORD_LIST, 'utf8')
const plain = (text: string) => proseFindings(text, { format: 'text', wordList })
const markdown = (text: string) => proseFindings(text, { format: 'markdown', wordList })

describe.each([
  {
    rule: 'spelling',
    bad: 'Our Specializations include sanitization of every restroom.',
    good: 'Our specialisations include sanitisation of every bathroom.',
    says: ['"Specializations" is not Australian English: write "Specialisations"', '"sanitization" is not Australian English'],
  },
  {
    rule: 'article',
    bad: 'Talk to a event and function specialist, or an cleaner.',
    good: 'Talk to an event and function specialist, or a cleaner, within an hour.',
    says: ['"a event": write "an event"', '"an cleaner": write "a cleaner"'],
  },
  { rule: 'repeated word', bad: 'We clean the the lobby before the morning rush.', good: 'We clean the lobby before the morning rush.', says: ['"the the" repeats a word: write "the"'] },
])('the $rule rule', ({ rule, bad, good, says }) => {
  test('marks a bad sentence, saying what to write', () => {
    const findings = plain(bad)
    expect(findings.map((finding) => finding.rule)).toEqual(says.map(() => rule))
    says.forEach((words, index) => expect(findings[index]!.message).toContain(words))
  })

  test('passes a good one', () => {
    expect(plain(good)).toEqual([])
  })
})

describe('what the spelling rule reads', () => {
  test('the project word list: names and trade terms it lists pass, at the start of a sentence too', () => {
    expect(plain('Sparkwell cleans coolrooms in Parramatta. Coolrooms need degreasing.')).toEqual([])
    expect(proseFindings('Sparkwell cleans coolrooms.', { format: 'text', wordList: '' }).map((finding) => finding.message)).toEqual([
      expect.stringContaining(`"Sparkwell" is not Australian English`),
      expect.stringContaining(`"coolrooms" is not Australian English`),
    ])
  })

  test('acronyms, times, figures, addresses and other scripts are not words to spell', () => {
    expect(plain('TGA-listed HEPA filters at 8am, $30-60 an hour, per www.oaic.gov.au and the CBD, for שלום.')).toEqual([])
  })

  test('in Markdown, the text only: no link address or code, and the line within the text', () => {
    expect(markdown('# Our work\n\nSee [our colour guide](/blog/colorz-guide) and `colorz`.\n\nWe clean offices in color.')).toEqual([
      { line: 5, rule: 'spelling', message: expect.stringContaining('"color" is not Australian English: write') },
    ])
  })

  test("in Markdown, a table's cells too", () => {
    expect(markdown('| Area | How often |\n|---|---|\n| Kitchen | Sanitized daily |')).toEqual([
      { line: 3, rule: 'spelling', message: expect.stringContaining('"Sanitized" is not Australian English: write "Sanitised"') },
    ])
  })
})

describe("a built page's visible text", () => {
  const page = (head: string, body: string) => `<!doctype html>\n<html lang="en-AU">\n<head>${head}</head>\n<body>\n${body}\n</body>\n</html>`
  const html = (text: string) => proseFindings(text, { format: 'html', wordList })

  test('a heading a template joined wrongly, a misspelt placeholder and a doubled word in the title, each with its line and sentence', () => {
    const findings = html(page('<title>Office cleaning cleaning | Sparkwell</title>', '<h2>Talk to a office cleaning specialist</h2>\n<form><input placeholder="Your organization"></form>'))
    expect(findings).toEqual([
      { line: 5, rule: 'article', message: expect.stringContaining('"a office": write "an office"'), sentence: 'Talk to a office cleaning specialist' },
      { line: 3, rule: 'repeated word', message: '"cleaning cleaning" repeats a word: write "cleaning"', sentence: 'Office cleaning cleaning | Sparkwell' },
      { line: 6, rule: 'spelling', message: expect.stringContaining('"organization" is not Australian English: write "organisation"'), sentence: 'Your organization' },
    ])
  })

  test('scripts, styles, code and addresses are not prose; good copy passes', () => {
    const body = '<h2>Talk to an office cleaning specialist</h2>\n<p>This page has moved to <a href="/blog">https://www.sparkwell.example/blog/some-old-slug</a>.</p><pre>colorz = 1</pre>'
    expect(html(page('<title>Office cleaning | Sparkwell</title><style>.colorz{}</style><script type="application/ld+json">{"colorz":1}</script>', body))).toEqual([])
  })
})

describe('in the content check', () => {
  const OFFICE = 'content/services/office-cleaning.md'
  const problemsOf = (root: string) => checkContent(root, { render: false }).problems.map(formatProblem)

  test('a front-matter field is named, with its line; tokens are read as the values they show, never spelt as words', () => {
    const root = copyContent()
    const text = readFile(root, OFFICE).replace(/^checklistHeading: .*$/m, 'checklistHeading: What our {{rates.office}} a office cleaning Specializations include')
    writeFile(root, OFFICE, text)
    const line = lineMatching(text, /^checklistHeading:/)
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(new RegExp(`^${OFFICE}:${line}: checklistHeading: spelling: "Specializations" is not Australian English`)),
      `${OFFICE}:${line}: checklistHeading: article: "a office": write "an office" (the article follows the sound of the next word)`,
    ])
  })

  test("a FAQ answer's and an article's Markdown, by the file's line", () => {
    const root = copyContent()
    const post = 'content/blog/how-often-office-cleaning.md'
    const postText = readFile(root, post).replace(/\n\n/, '\n\nWe clean the the kitchen.\n\n')
    writeFile(root, post, postText)
    const faq = 'content/faq/01-pricing-billing.md'
    const faqText = readFile(root, faq).replace(/(\n\s+answer: [>|]?-?\s*\n?\s*)/, '$1Every quote is itemized. ')
    writeFile(root, faq, faqText)
    const problems = problemsOf(root)
    expect(problems).toContainEqual(`${post}:${lineMatching(postText, /the the kitchen/)}: repeated word: "the the" repeats a word: write "the"`)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${faq}:${lineMatching(faqText, /itemized/)}: items\\.0\\.answer: spelling: "itemized" is not Australian English: write "itemised"`)))
    expect(problems).toHaveLength(2)
  })

  test('a word added to the word list passes from then on', () => {
    const root = copyContent()
    writeFile(root, OFFICE, readFile(root, OFFICE).replace(/^checklistHeading: .*$/m, 'checklistHeading: What our Kurnell team includes'))
    expect(problemsOf(root)).toEqual([expect.stringContaining('"Kurnell" is not Australian English')])
    fs.appendFileSync(path.join(root, WORD_LIST), 'Kurnell\n')
    expect(problemsOf(root)).toEqual([])
  })
})
