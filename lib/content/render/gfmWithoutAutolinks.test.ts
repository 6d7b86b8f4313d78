import fs from 'node:fs'
import path from 'node:path'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { describe, expect, test } from 'vitest'
import { generatedRuns, seededRandom, type Random } from '../../seededRandom.ts'
import { MAY_HOLD_AUTOLINK_LITERAL, remarkGfmWithoutAutolinks } from './gfmWithoutAutolinks.ts'
import { processorFor } from './markdown.ts'

// Generated inputs for the renderer's shortcut: documents cut from the real content's Markdown, with
// GFM's other syntax and near-misses of an autolink literal spliced in. Wherever the shortcut's test
// lets a text skip autolink literals, remark-gfm without them must give remark-gfm's HTML exactly.
// GFM_SHORTCUT_RUNS and GFM_SHORTCUT_SEED choose other cases.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('GFM_SHORTCUT', { sample: 600, seed: 25_100 }, process.env)

const full = remark().use(remarkGfm).use(remarkHtml, { sanitize: false })
const lite = remark().use(remarkGfmWithoutAutolinks).use(remarkHtml, { sanitize: false })
const html = (processor: typeof full, markdown: string) => String(processor.processSync(markdown))

const bodyOf = (text: string) => (text.startsWith('---\n') ? text.slice(text.indexOf('\n---\n', 4) + 5) : text)
const BLOCKS = fs
  .readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) => bodyOf(fs.readFileSync(path.join('content', file), 'utf8')).split(/\n{2,}/))

/** GFM's other syntax, and text that comes close to an autolink literal without being one. */
const PIECES = [
  '~~gone~~', '~gone~', '~~~', 'a~~b~~c', '[^1]', '\n\n[^1]: A note.\n\n', '- [ ] to do', '- [x] done', '| a | b |\n|---|:-:|\n| 1 | 2 |',
  '|x|\n|-|', 'a | b\n--|--\n1 | 2', '`code`', '<b>bold</b>', '<!-- note -->', '[a link](/services/office-cleaning)', '[ref]', '\n\n[ref]: /blog\n\n',
  '*em*', '__strong__', '\\*', '&', 'R & D', 'ww.example.com', 'ww w.example.com', 'example.com', 'sparkwell.com.au', 'htp://example.com',
  'ht tp://x', 'mail at example.com', 'user(at)example.com', 'w.w.w', 'https', 'wwx', '1/2', ':colon:', '<span>x</span>', '#', '> quote',
  '1. one', '* * *', '![a picture](/images/x.svg)', '***', '_', '.', '-', '+', 'ftp://example.com', 'mailto:', 'xmpp:', 'www', '@', '&amp;', '&#64;',
]

function document(random: Random): string {
  const blocks = Array.from({ length: 1 + random.int(5) }, () => random.pick(BLOCKS))
  const text = blocks.join(random.pick(['\n\n', '\n', '\n\n\n']))
  const words = text.split(' ')
  for (let splices = random.int(6); splices > 0; splices--) words.splice(random.int(words.length + 1), 0, random.pick(PIECES))
  return words.join(random.pick([' ', ' ', '']))
}

describe('GFM without autolink literals', () => {
  test(`gives remark-gfm's HTML for every generated text that cannot hold one (${RUNS} cases)`, () => {
    let skipping = 0
    for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
      const markdown = document(seededRandom(seed))
      if (MAY_HOLD_AUTOLINK_LITERAL.test(markdown)) continue
      skipping++
      expect(html(lite, markdown), `${replay(seed)}\n${markdown}`).toBe(html(full, markdown))
    }
    // Most generated texts must take the shortcut, or this test proves little.
    expect(skipping).toBeGreaterThan(RUNS / 2)
  })

  test('every text of the real content renders as remark-gfm renders it', () => {
    for (const block of BLOCKS) expect(html(processorFor(block), block)).toBe(html(full, block))
  })

  test.each(['See www.example.com today.', 'Read https://example.com/a.', 'Write to hello@example.com.', 'Write to hello&#64;example.com.', 'WWW.EXAMPLE.COM', 'Go to &#x77;ww.example.com'])(
    'a text that may hold an autolink literal (%s) is rendered with them',
    (markdown) => {
      expect(MAY_HOLD_AUTOLINK_LITERAL.test(markdown)).toBe(true)
      expect(processorFor(markdown)).not.toBe(processorFor('Plain words.'))
    },
  )

  test('the shortcut matters: without the test, such a text would lose its link', () => {
    expect(html(full, 'See www.example.com today.')).toContain('<a href="http://www.example.com">')
    expect(html(lite, 'See www.example.com today.')).not.toContain('<a ')
    expect(html(full, 'Write to hello&#64;example.com.')).toContain('<a href="mailto:hello@example.com">')
  })
})
