import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { generatedRuns, seededRandom, type Random } from '../../seededRandom.ts'
import { loadContent } from '../checkContent.ts'
import { proseSources } from './checkProse.ts'
import { proseFindings, WORD_LIST, type ProseFormat } from './prose.ts'
import { provenClean, provenSpelledRight } from './proseScreen.ts'

// Generated inputs for the prose screen: paragraphs of the real content with random mutations, each
// one a way a text can go wrong (a misspelling, a doubled word, the wrong article) or a piece of
// syntax the screen must read as retext does (Markdown, addresses, apostrophes, numbers). Whenever
// the screen calls a text clean, retext must find nothing in it, so the check's findings with the
// screen are those without it. PROSE_SCREEN_RUNS and PROSE_SCREEN_SEED choose other cases.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('PROSE_SCREEN', { sample: 800, seed: 25_000 }, process.env)

const wordList = fs.readFileSync(WORD_LIST, 'utf8')
const sources = proseSources(loadContent(process.cwd(), { render: false }), process.cwd())
const PARAGRAPHS = sources.flatMap(({ text, format }) => text.split(/\n{2,}/).map((paragraph) => ({ text: paragraph, format })))

const SOUNDS = ['24/7', '8/10', '11/12', 'a/b', 'and/or', 'hour', 'honest', 'hotel', 'house', 'unit', 'umbrella', 'one', 'once', 'euro', 'ewe', 'apple', 'office', 'MRI', 'FBI', 'HEPA', 'x-ray', 'xbox', 'nba', 'npm', 'sms', 'uni', 'URL', 'a', 'an', 'and', '8am', '11', 'eight', 'e.g.', 'and/or', "'tis", 'etc.', 'Uber', 'cleaner', 'event', 'ideal', 'year', 'yearly']
const EXTRAS = ['HEPA', 'CBD', 'NDIS', "don't", 'Sparkwell’s', "clients'", "rock 'n' roll", "o'clock", 'well-kept', 're-clean', 'colour-coded', 'co-ordinate', 'https://example.com/colorz', 'www.sparkwell.com.au', 'hello@sparkwell.com.au', '$30', '10:30am', '24/7', '1st', 'R&D', 'Q&A', 'w/', 'Mr.', 'café', 'naïve', 'שלום', 'the', 'The']
const SYNTAX: ((word: string) => string)[] = [
  (word) => `[${word}](/blog/colorz-guide)`,
  (word) => `[${word}](/a "colorz title")`,
  (word) => `![${word}](colorz.png)`,
  (word) => `\`${word}\``,
  (word) => `\`\`${word}\`\``,
  (word) => `*${word}*`,
  (word) => `**${word}**`,
  (word) => `_${word}_`,
  (word) => `~~${word}~~`,
  (word) => `<b>${word}</b>`,
  (word) => `${word}[^1]`,
  (word) => `${word}&eacute;`,
  (word) => `\\*${word}`,
  (word) => `"${word}"`,
  (word) => `(${word})`,
  (word) => `'${word}'`,
  (word) => `${word.slice(0, 2)}*${word.slice(2)}*`,
  (word) => `${word}\n`,
  (word) => `| ${word} |`,
]

type Mutation = (words: string[], random: Random) => void
const at = (words: string[], random: Random) => random.int(words.length)
const MUTATIONS: Mutation[] = [
  // Misspellings: letters swapped, dropped, doubled; an American spelling.
  (words, random) => {
    const index = at(words, random)
    const word = words[index]!
    const cut = 1 + random.int(Math.max(1, word.length - 2))
    words[index] = random.pick([word.slice(0, cut - 1) + (word[cut] ?? '') + word[cut - 1] + word.slice(cut + 1), word.slice(0, cut) + word.slice(cut + 1), word.slice(0, cut) + word[cut - 1] + word.slice(cut)])
  },
  (words, random) => {
    const index = at(words, random)
    words[index] = words[index]!.replace(/our\b/, 'or').replace(/is(e|ation)/, 'iz$1')
  },
  // A word written twice, in another case, or across a line or syntax.
  (words, random) => {
    const index = at(words, random)
    const word = words[index]!
    words.splice(index, 0, random.pick([word, word.toLowerCase(), word.toUpperCase(), `${word}\n`, `**${word}**`, `[${word}](/x)`]))
  },
  // An article put before, or swapped.
  (words, random) => {
    words.splice(at(words, random), 0, random.pick(['a', 'an', 'A', 'An', '*a*', '[an](/x)']), random.pick(SOUNDS))
  },
  (words) => {
    const index = words.findIndex((word) => /^(a|an)$/i.test(word))
    if (index >= 0) words[index] = /n$/i.test(words[index]!) ? words[index]!.slice(0, -1) : `${words[index]}n`
  },
  // Acronyms, compounds, apostrophes, addresses, figures, other scripts.
  (words, random) => words.splice(at(words, random), 0, random.pick(EXTRAS)),
  (words, random) => {
    const index = at(words, random)
    if (index + 1 < words.length) words.splice(index, 2, `${words[index]}${random.pick(['-', '’', "'", '/', '.', '_', '&'])}${words[index + 1]}`)
  },
  // Markdown and quotes around a word.
  (words, random) => {
    const index = at(words, random)
    words[index] = random.pick(SYNTAX)(words[index]!)
  },
  // A word misspelt between marks that may make it a literal, which retext-spell does not spell.
  (words, random) => {
    const index = at(words, random)
    const word = words[index]!
    const typo = `${word}zq`
    words[index] = random.pick([`(${typo})`, `, ${typo},`, `,${typo},`, `( ${typo} )`, `(${typo}.)`, `, ${typo}.`, `"${typo}"`, `(*${typo}*)`, `, [${typo}](/x),`, `(${typo}-${word})`, `, ${typo}\n,`, `(${typo}'s)`, `, ${typo} ${typo},`])
  },
  // A table, whose cells retext reads one by one: a word that ends one cell and starts the next, or is written twice in one.
  (words, random) => {
    const index = at(words, random)
    const [a = 'floors', b = 'desks', c = 'bins'] = words.splice(index, 3)
    const row = random.pick([`| ${a} ${b} | ${b} ${c} |`, `| ${a} | ${a} |`, `|${a} ${b}|${b}|`, `| ${a} | ${b} ${b} | ${c} |`, `| ${a} ${b} | ${c} ${a} |`])
    const cells = row.split('|').length - 2
    words.splice(index, 0, `\n\n| ${Array(cells).fill('Item').join(' | ')} |\n${'| --- '.repeat(cells)}|\n${row}\n\n`)
  },
]

function mutated(random: Random): { text: string; format: ProseFormat } {
  const first = random.int(PARAGRAPHS.length)
  const { format } = PARAGRAPHS[first]!
  const text = PARAGRAPHS.slice(first, first + 1 + random.int(2))
    .map((paragraph) => paragraph.text)
    .join('\n\n')
  const words = text.split(' ')
  for (let count = 1 + random.int(3); count > 0; count--) random.pick(MUTATIONS)(words, random)
  return { text: words.join(' '), format: random.int(4) ? format : random.pick(['text', 'markdown'] as const) }
}

/** The generated cases with retext's findings on each, taken once for both generated tests: retext is most of their time. */
let generated: { seed: number; text: string; format: ProseFormat; findings: ReturnType<typeof proseFindings> }[] | undefined
function generatedCases() {
  generated ??= Array.from({ length: RUNS }, (_, index) => {
    const seed = FIRST_SEED + index
    const { text, format } = mutated(seededRandom(seed))
    return { seed, text, format, findings: proseFindings(text, { format, wordList }) }
  })
  return generated
}

describe('the prose screen', () => {
  test('calls a text clean only when retext finds nothing in it, over generated texts', () => {
    let clean = 0
    let faulty = 0
    for (const { seed, text, format, findings } of generatedCases()) {
      if (findings.length) faulty++
      if (!provenClean(text, { format, wordList })) continue
      clean++
      expect(findings, `${replay(seed)} (${format}): ${JSON.stringify(text)}`).toEqual([])
    }
    console.log(`prose screen: ${clean} of ${RUNS} generated texts proven clean, ${faulty} with findings`)
    // Both kinds are well represented, so the cases test something: texts with findings, and texts the screen passes.
    if (RUNS >= 100) {
      expect(faulty).toBeGreaterThan(RUNS / 4)
      expect(clean).toBeGreaterThan(RUNS / 10)
    }
  })

  test('proves a text spelled right only when retext finds the same without its speller, over generated texts', () => {
    let spelled = 0
    let otherFindings = 0
    for (const { seed, text, format, findings } of generatedCases()) {
      if (!provenSpelledRight(text, { format, wordList })) continue
      spelled++
      if (findings.length) otherFindings++
      expect(proseFindings(text, { format, wordList, spelling: false }), `${replay(seed)} (${format}): ${JSON.stringify(text)}`).toEqual(findings)
    }
    console.log(`prose screen: ${spelled} of ${RUNS} generated texts proven spelled right, ${otherFindings} of them with other findings`)
    // Texts with a doubled word or a wrong article among them, or the speller is never left out where it matters.
    if (RUNS >= 100) expect(otherFindings).toBeGreaterThan(RUNS / 20)
  })

  test('passes most of the real content as it is, and marks what retext would', () => {
    const screened = sources.filter(({ text, format }) => provenClean(text, { format, wordList }))
    expect(screened.length).toBeGreaterThan(sources.length / 2)
    for (const { text, format } of screened) expect(proseFindings(text, { format, wordList })).toEqual([])
    for (const [text, format] of [
      ['We clean the the lobby.', 'text'],
      ['Talk to a event planner.', 'text'],
      ['We clean offices in color.', 'markdown'],
      ['See **the** the lobby.', 'markdown'],
      ['Book a <b>hour</b> now.', 'markdown'],
      // Cases the generated texts found: brackets that make no link, a letter "a" before a longer word.
      ['Ask in [detail.\n\n##](/blog/colorz-guide) Working', 'markdown'],
      ['| C | 6 | 7.35 [|](/blog/colorz-guide)', 'markdown'],
      ['before the first a and’shift', 'text'],
      ['A page\'s HTML: <p>We clean the the lobby.</p>', 'html'],
    ] as const)
      expect(provenClean(text, { format, wordList })).toBe(false)
  })

  test('reads a table cell by cell, as retext does: a word that ends one cell and starts the next is no repeat', () => {
    const table = (row: string) => `| Allergen | Where | What we use |\n| --- | --- | --- |\n${row}`
    for (const row of ["| Latex | Cleaners' gloves | Nitrile gloves as standard |", '| Dust | Carpets | Carpets are vacuumed with HEPA filters |', '|Bins|bins|'])
      expect(provenClean(table(row), { format: 'markdown', wordList }), row).toBe(true)
    // Within one cell, a word written twice is still left to retext, which marks it.
    expect(provenClean(table('| Latex | gloves gloves | Nitrile |'), { format: 'markdown', wordList })).toBe(false)
  })

  test('leaves the spelling of a word between commas or in brackets to no one, as retext-spell does (a literal)', () => {
    const clean = (text: string) => provenClean(text, { format: 'markdown', wordList })
    expect(['Privacy Act 1988 (Cth) and the APPs.', 'File stores, mailrooms, trading desks.', 'Alexandria, Smithfield, Wetherill Park.'].filter((text) => !clean(text))).toEqual([])
    // Not wrapped, so spelt: retext-spell marks these.
    expect(['File stores, mailroomz.', 'Stores,mailroomz trading.'].filter(clean)).toEqual([])
  })

  test("judges an article by retext-indefinite-article's own lists, and leaves joined words to retext", () => {
    const clean = (text: string) => provenClean(text, { format: 'text', wordList })
    expect(['an hour', 'a unit', 'a Sydney office', 'an 8am start', 'a one-off clean', 'an FBI check', 'a 24/7 service', 'an 8/10 score', 'a 24/365 service', 'A cleaner arrives.', 'a four-step process'].filter((text) => !clean(text))).toEqual([])
    expect(['a hour', 'an unit', 'a 8am start', 'an one-off clean', 'a FBI check', 'An cleaner arrives.', 'an R&D lab', 'an 24/7 service', 'a 8/10 score'].filter(clean)).toEqual([])
  })
})
