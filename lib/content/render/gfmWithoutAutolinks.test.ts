import type { Root } from 'mdast'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { describe, expect, test } from 'vitest'
import { contentBlocks } from './contentBlocks.ts'
import { generatedRuns, seededRandom, type Random } from '../../seededRandom.ts'
import { autolinkLiteralsIn, remarkGfmWithoutAutolinks, type AutolinkLiterals } from './gfmWithoutAutolinks.ts'
import { parseMarkdown } from './markdown.ts'

// Generated inputs for the renderer's shortcut: documents cut from the real content's Markdown, with
// GFM's other syntax, e-mail addresses and near-misses of an autolink literal spliced in. Whichever
// way the shortcut renders a text (without autolink literals, or with the transform that finds
// e-mail addresses only), it must give remark-gfm's HTML exactly.
// GFM_SHORTCUT_RUNS and GFM_SHORTCUT_SEED choose other cases.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('GFM_SHORTCUT', { sample: 600, seed: 25_100 }, process.env)

const full = remark().use(remarkGfm).use(remarkHtml, { sanitize: false })
const lite = remark().use(remarkGfmWithoutAutolinks).use(remarkHtml, { sanitize: false })
const html = (processor: typeof full, markdown: string) => String(processor.processSync(markdown))
/** As the renderer takes it. */
const shortcut = (markdown: string) => {
  const { tree, processor } = parseMarkdown(markdown)
  return String(processor.stringify(processor.runSync(tree) as Root))
}

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
const SETTINGS = ['Write to {} today.', '{}', '- E-mail: {}', '| {} | 2 |\n|---|---|\n| a | {} |', '## {}', '> {}', '1. {}', 'Call us or write to {}', '    {}', '{} {}', 'Rates: $30 per hour, {}']

function document(random: Random): string {
  const blocks = Array.from({ length: 1 + random.int(5) }, () => random.pick(BLOCKS))
  const text = blocks.join(random.pick(['\n\n', '\n', '\n\n\n']))
  const words = text.split(' ')
  for (let splices = random.int(6); splices > 0; splices--) words.splice(random.int(words.length + 1), 0, random.pick(PIECES))
  const body = words.join(random.pick([' ', ' ', '']))
  if (random.int(2)) return body
  // An address on a line of its own, or spliced into the text.
  const address = random.pick(SETTINGS).replaceAll('{}', () => random.pick(ADDRESSES))
  return random.int(2) ? `${body}${random.pick(['\n\n', '\n'])}${address}\n` : body.replace(' ', ` ${random.pick(ADDRESSES)} `)
}

describe('GFM without autolink literals', () => {
  test(`gives remark-gfm's HTML for every generated text, whichever way it takes (${RUNS} cases)`, () => {
    const ways: Record<AutolinkLiterals, number> = { all: 0, emails: 0, none: 0 }
    for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
      const markdown = document(seededRandom(seed))
      ways[autolinkLiteralsIn(markdown)]++
      expect(shortcut(markdown), `${replay(seed)}\n${markdown}`).toBe(html(full, markdown))
    }
    // Each shortcut must be taken often, or this test proves little.
    expect(ways.none).toBeGreaterThan(RUNS / 4)
    expect(ways.emails).toBeGreaterThan(RUNS / 10)
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
    expect(html(lite, 'See www.example.com today.')).not.toContain('<a ')
    expect(html(full, 'Write to hello&#64;example.com.')).toContain('<a href="mailto:hello@example.com">')
  })
})
