import type { Root } from 'mdast'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { describe, expect, test } from 'vitest'
import { contentBlocks } from './contentBlocks.ts'
import { generatedRuns, seededRandom, type Random } from '../../seededRandom.ts'
import { autolinkLiteralsIn, parseGfm, possibleTableHeads, type AutolinkLiterals } from './gfmParse.ts'

// Generated inputs for the renderer's shortcuts: documents cut from the real content's Markdown, with
// GFM's other syntax, e-mail addresses, near-misses of an autolink literal, and tables and
// near-misses of one in the blocks that can hold them, spliced in. Whichever way parseGfm takes a
// text (without autolink literals, or with the transform that finds e-mail addresses only; with
// tables tried on some lines or on none), it must give remark-gfm's HTML exactly.
// GFM_SHORTCUT_RUNS and GFM_SHORTCUT_SEED choose other cases.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('GFM_SHORTCUT', { sample: 600, seed: 25_100 }, process.env)

const full = remark().use(remarkGfm).use(remarkHtml, { sanitize: false })
/** CommonMark alone: GFM's extensions left out. */
const plain = remark().use(remarkHtml, { sanitize: false })
const html = (processor: typeof full, markdown: string) => String(processor.processSync(markdown))
/** As the renderer takes it (markdown.ts). */
const shortcut = (markdown: string) => String(plain.stringify(plain.runSync(parseGfm(markdown)) as Root))

const BLOCKS = contentBlocks()

/** GFM's other syntax, and text that comes close to an autolink literal without being one. */
const PIECES = [
  '~~gone~~', '~gone~', '~~~', 'a~~b~~c', '[^1]', '\n\n[^1]: A note.\n\n', '- [ ] to do', '- [x] done', '| a | b |\n|---|:-:|\n| 1 | 2 |',
  '|x|\n|-|', 'a | b\n--|--\n1 | 2', '`code`', '<b>bold</b>', '<!-- note -->', '[a link](/services/office-cleaning)', '[ref]', '\n\n[ref]: /blog\n\n',
  '*em*', '__strong__', '\\*', '&', 'R & D', 'ww.example.com', 'ww w.example.com', 'example.com', 'sparkwell.com.au', 'htp://example.com',
  'ht tp://x', 'mail at example.com', 'user(at)example.com', 'w.w.w', 'https', 'wwx', '1/2', ':colon:', '<span>x</span>', '#', '> quote',
  '1. one', '* * *', '![a picture](/images/x.svg)', '***', '_', '.', '-', '+', 'ftp://example.com', 'mailto:', 'xmpp:', 'www', '@', '&amp;', '&#64;',
]
/** Addresses and near-misses, written as an editor (or a token such as {{email}}) would put them. */
const ADDRESSES = [
  'hello@sparkwell.example', 'a.b+c@x-y.co', 'first_last@x.com', 'x@y', '@', 'a@b.c.', 'name@domain.com.au,', '(hello@x.com)', 'hello@x.com:', '“hello@x.com”',
  '-@x.com', '@x.com', 'x@', 'x@-y.com', 'x@y-.com', 'x@y.com-', 'x@y.com_', 'x@@y.com', 'x@y..com', 'jobs@sparkwell.example/careers', '/x@y.com', 'x@y.c', 'A@B.CO', 'é@x.com', 'x@é.com',
]
/**
 * Tables and lines that come close, as whole blocks: in quotes and lists, right after a paragraph's
 * line, with body rows, lazy lines, CRLF, tabs, escaped pipes, and rows a table refuses.
 */
const TABLES = [
  '| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 | 4 |', '|x|\n|-|', 'a | b\n--|--\n1 | 2', '> | a | b |\n> |---|---|\n> | 1 | 2 |', '> | a |\n|---|',
  '| a |\n> |---|', '- item\n\n  | a | b |\n  | - | - |\n  | 1 | 2 |', '- | a |\n  | - |', '1. x\n   | a |\n   |---|\n   | 1 |', 'Text right above\n| a | b |\n|---|---|',
  '| a |\n| - |\n| b |\nA lazy line', '| a |\n|---|\n\n| b |', 'Heading\n---', 'Heading\n-', '| a | b |\n| --- |', 'a|b\r\n-|-\r\n1|2', '\t| a |\n\t|---|',
  '   | a |\n   | :-: |', '    | a |\n    |---|', '| `a|b` | c |\n|---|---|', '| a \\| b |\n|---|', '| a |\n|:|', '|-|\n|-|', '* * *\n|a|\n|-|', '| a |\n|---|\n> quote',
  '| a | b |\n|---|---|\n| c | d |\n# Heading', '| a |\n|---|\n- item', '> - | a |\n>   |---|', '| a |\n|---|\n| [link](/blog) | www.example.com |', '| a |\n-|-\n| b |',
]
const SETTINGS = ['Write to {} today.', '{}', '- E-mail: {}', '| {} | 2 |\n|---|---|\n| a | {} |', '## {}', '> {}', '1. {}', 'Call us or write to {}', '    {}', '{} {}', 'Rates: $30 per hour, {}']

function document(random: Random): string {
  const blocks = Array.from({ length: 1 + random.int(5) }, () => random.pick(BLOCKS))
  for (let tables = random.int(2) * random.int(3); tables > 0; tables--) blocks.splice(random.int(blocks.length + 1), 0, random.pick(TABLES))
  const text = blocks.join(random.pick(['\n\n', '\n', '\n\n\n']))
  const words = text.split(' ')
  for (let splices = random.int(6); splices > 0; splices--) words.splice(random.int(words.length + 1), 0, random.pick(PIECES))
  const body = words.join(random.pick([' ', ' ', '']))
  if (random.int(2)) return body
  // An address on a line of its own, or spliced into the text.
  const address = random.pick(SETTINGS).replaceAll('{}', () => random.pick(ADDRESSES))
  return random.int(2) ? `${body}${random.pick(['\n\n', '\n'])}${address}\n` : body.replace(' ', ` ${random.pick(ADDRESSES)} `)
}

describe('GFM parsed with each costly construct only where the text can hold it', () => {
  test(`gives remark-gfm's HTML for every generated text, whichever way it takes (${RUNS} cases)`, () => {
    const ways: Record<AutolinkLiterals, number> = { all: 0, emails: 0, none: 0 }
    const tableWays = { someLines: 0, noLine: 0 }
    for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
      const markdown = document(seededRandom(seed))
      ways[autolinkLiteralsIn(markdown)]++
      tableWays[possibleTableHeads(markdown).size ? 'someLines' : 'noLine']++
      expect(shortcut(markdown), `${replay(seed)}\n${markdown}`).toBe(html(full, markdown))
    }
    // Each shortcut must be taken often, or this test proves little.
    expect(ways.none).toBeGreaterThan(RUNS / 4)
    expect(ways.emails).toBeGreaterThan(RUNS / 10)
    expect(tableWays.someLines).toBeGreaterThan(RUNS / 4)
    expect(tableWays.noLine).toBeGreaterThan(RUNS / 4)
  })

  test('every text of the real content renders as remark-gfm renders it', () => {
    for (const block of BLOCKS) expect(shortcut(block)).toBe(html(full, block))
  })

  test.each(['See www.example.com today.', 'Read https://example.com/a.', 'Write to hello&#64;example.com.', 'WWW.EXAMPLE.COM', 'Go to &#x77;ww.example.com', 'Write to *hello@example.com*', 'x_y@example.com'])(
    'a text that may hold a literal the transform alone would miss (%s) is rendered with GFM in full',
    (markdown) => expect(autolinkLiteralsIn(markdown)).toBe('all'),
  )

  test('an address in plain words takes the e-mail transform alone, and plain text neither', () => {
    expect(autolinkLiteralsIn('Call 02 9000 0000 or write to hello@sparkwell.example to book.\n\n| a | b |\n|---|---|\n| [x](/y) | 1 |')).toBe('emails')
    expect(autolinkLiteralsIn('Plain words, a [link](/blog) and R & D.')).toBe('none')
  })

  test('the shortcut matters: without the test, such a text would lose its link', () => {
    expect(html(full, 'See www.example.com today.')).toContain('<a href="http://www.example.com">')
    expect(html(plain, 'See www.example.com today.')).not.toContain('<a ')
    expect(html(full, 'Write to hello&#64;example.com.')).toContain('<a href="mailto:hello@example.com">')
  })

  test('a table can start only on a line above one that can be its delimiter row, counted from 1 as micromark counts', () => {
    expect([...possibleTableHeads('Intro\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n\nText\n> |-|\nMore\n---\n')]).toEqual([3, 7, 9])
    expect([...possibleTableHeads('a|b\r\n-|-\r1|2')]).toEqual([1])
    // No hyphen, no cell: neither a blank line nor a row of pipes can be a delimiter row.
    expect(possibleTableHeads('A paragraph.\n\n| a |\n| : |\n||\n').size).toBe(0)
  })

  test("a table's body rows, on lines no delimiter row follows, stay in the table, as its head row does in a quote or a list", () => {
    for (const markdown of ['| a |\n|---|\n| 1 |\n| 2 |\nno pipe here', '> | a |\n> |---|\n> | 1 |', '- | a |\n  |---|\n  | 1 |']) {
      expect(shortcut(markdown)).toBe(html(full, markdown))
      expect(shortcut(markdown)).toContain('<td>1</td>')
    }
    expect(shortcut('| a |\n|---|\n| 1 |\n| 2 |\nno pipe here')).toContain('<td>no pipe here</td>')
  })
})
