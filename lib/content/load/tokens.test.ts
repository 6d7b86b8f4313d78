import { describe, expect, test } from 'vitest'
import { generatedRuns, seededRandom, type Random } from '../../../tests/support/seededRandom.ts'
import { MARKET_TOKEN, substituteTokens, unquotedTokenValues } from './tokens.ts'

// Generated inputs: texts of lines with known, unknown and market tokens, some broken across lines,
// with odd spacing. substituteTokens replaces over the whole text at once; it must give what the rule
// as an editor reads it gives, line by line (the reference below, the loader's code until it was
// made faster): the same text and the same problems on the same lines. TOKENS_RUNS and TOKENS_SEED
// choose other cases.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('TOKENS', { sample: 400, seed: 26_100 }, process.env)

const VALUES = { brand: 'Sparkwell', phone: '0400 000 000', 'rates.office': '$30-60', 'rates.retail': '$35-65' }

/** The rule as first written: each line on its own, a token never spanning two. */
function lineByLine(file: string, source: string, values: Record<string, string>) {
  const problems: { file: string; field: string; line: number; message: string }[] = []
  const factsKnown = Object.keys(values).some((name) => name.includes('.'))
  const text = source
    .split('\n')
    .map((line, index) =>
      line.replace(/\{\{\s*([A-Za-z][\w.]*)\s*(?::([^}]*))?\}\}/g, (match, name: string, argument: string | undefined) => {
        if (name === MARKET_TOKEN && argument?.trim()) return argument.trim()
        if (argument === undefined && name in values) return values[name as keyof typeof values]!
        if (argument === undefined && name.includes('.') && !factsKnown) return match
        problems.push({ file, field: '', line: index + 1, message: match })
        return match
      }),
    )
    .join('\n')
  return { text, problems }
}

const PIECES = [
  '{{brand}}', '{{ brand }}', '{{\tphone\t}}', '{{rates.office}}', '{{rates.offices}}', '{{mobile}}', '{{market: $25-40}}', '{{market:}}', '{{ market :  about $40 }}',
  '{{market: a\nb}}', '{{\nbrand}}', '{{brand\n}}', '{{brand}', '{brand}}', '{{{brand}}}', '{{9lives}}', '{{a.b.c}}', '{{brand: x}}', '}}', '{{', 'plain words', ' ', '\n', '\n\n', '\r\n',
]

function text(random: Random): string {
  return Array.from({ length: random.int(12) }, () => random.pick(PIECES)).join(random.pick(['', ' ', '\n']))
}

describe('substituteTokens', () => {
  test(`replaces as the line-by-line rule does, over ${RUNS} generated texts`, () => {
    for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
      const random = seededRandom(seed)
      const source = text(random)
      const values = random.next() < 0.2 ? { brand: 'Sparkwell' } : VALUES
      const expected = lineByLine('a.md', source, values)
      const actual = substituteTokens('a.md', source, values)
      const context = `${replay(seed)}: ${JSON.stringify(source)}`
      expect(actual.text, context).toBe(expected.text)
      expect(
        actual.problems.map(({ line, message }) => ({ line, token: /\{\{.*?\}\}/s.exec(message)?.[0] })),
        context,
      ).toEqual(expected.problems.map(({ line, message }) => ({ line, token: message })))
    }
  })

  test('names the line of an unknown token and what to write instead', () => {
    const { problems } = substituteTokens('content/blog/a.md', '---\ntitle: A\n---\n\nCall {{mobile}} today.', VALUES)
    expect(problems).toEqual([
      {
        rule: 'unknownToken',
        file: 'content/blog/a.md',
        field: '',
        line: 5,
        message: 'unknown token {{mobile}}; use one of {{brand}}, {{phone}}; docs/tokens.md lists the tokens',
        editor: '"mobile" in double curly brackets is none of the company\'s details or figures: did you mean "brand" or "phone"?',
      },
    ])
  })
})

describe('unquotedTokenValues', () => {
  test('finds a value that starts with a token in the front matter only', () => {
    const source = '---\ntitle: {{brand}} cleaning\nlist:\n  - {{brand}} too\nquoted: "{{brand}}"\n---\n\nsummary: {{brand}} in the body is prose'
    expect(unquotedTokenValues('a.md', source, 6).map(({ line }) => line)).toEqual([2, 4])
    expect(unquotedTokenValues('a.yaml', 'title: {{brand}}\nother: x', Infinity).map(({ line }) => line)).toEqual([1])
    expect(unquotedTokenValues('a.md', 'no tokens: here', 1)).toEqual([])
  })
})

describe('a value ending in "+" after words that say so again', () => {
  const values = { ...VALUES, years: '10+', clients: '500+' }

  test('is reported on the line of its token, with what it would read and what to drop', () => {
    const { text, problems } = substituteTokens('content/pages/about.md', 'Who we are.\n\nOver {{years}} years we have grown to more than\n{{ clients }} clients.', values)
    expect(text).toBe('Who we are.\n\nOver 10+ years we have grown to more than\n500+ clients.')
    expect(problems).toEqual([
      expect.objectContaining({ line: 3, message: '"Over {{years}}" reads "Over 10+": the "+" already says more than, so drop "Over"', editor: '"Over 10+" says "more than" twice: the "+" says it already, so drop "Over"' }),
      expect.objectContaining({ line: 4, message: '"more than {{ clients }}" reads "more than 500+": the "+" already says more than, so drop "more than"' }),
    ])
  })

  test('passes where the words do not repeat it, or the value has no "+"', () => {
    const source = 'For {{years}} years, {{clients}} clients. Cover over {{rates.office}}; moreover {{years}}; lover {{clients}}. The game is over\n\n{{clients}} clients.'
    expect(substituteTokens('x.md', source, values).problems).toEqual([])
  })
})
