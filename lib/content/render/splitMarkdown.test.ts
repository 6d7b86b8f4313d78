import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { bodyOf, contentBlocks } from './contentBlocks.ts'
import { generatedRuns, seededRandom, type Random } from '../../seededRandom.ts'
import { renderMarkdownUncached } from './markdown.ts'
import { joinRendered, splitMarkdown } from './splitMarkdown.ts'

// Generated inputs: documents cut from the real content's Markdown with headings, code fences, HTML,
// lists, quotes, tables and definitions spliced in. Cut into parts and rendered part by part, each
// must render as the whole text does: the same HTML, the same links on the same lines, the same
// word count. SPLIT_MARKDOWN_RUNS and SPLIT_MARKDOWN_SEED choose other cases.
const { runs: RUNS, firstSeed: FIRST_SEED, replay } = generatedRuns('SPLIT_MARKDOWN', { sample: 300, seed: 25_200 }, process.env)

const BLOCKS = contentBlocks()

/** Blocks that end at a heading, or hide a heading from the cut. */
const TIES = [
  '## A heading', '# Top', '###### Deep', '#Not a heading', '    ## Indented code', '- a list\n\n## A heading ends it', '- item\n\n  ## A heading in the item',
  '> a quote\n\n## A heading ends it', '> a quote\n## lazy?', '<div>\n\n## In HTML?\n\n</div>', '<details>\n<summary>More</summary>\n\n## Inside\n\n</details>',
  '| a | b |\n|---|---|\n| 1 | 2 |', '* * *', 'Setext\n---', 'Setext\n===', 'See [office cleaning](/services/office-cleaning).', '![A picture](/images/x.svg)', '',
  // An address left open across the cut: the word count must add up all the same.
  'See [the guide](/blog\n\n## A heading) after it',
]
/** Blocks that tie one part of a text to another, or whose extent a line-by-line look cannot tell: no cut then. */
const UNCUTTABLE = [
  '```\n## Not a heading\n\n## Still code\n```', '~~~~\n```\n\n## Code\n~~~~', '```js`x\n\n## A heading after all', '   ```\n\n## In a fence indented three\n   ```',
  '1. one\n\n   ```\n\n## code?\n   ```', '> ```\n\n## Heading', '<!-- a comment\n\n## hidden\n\n-->', '<pre>\n\n## pre\n\n</pre>', '[ref]: /blog\n\nSee [the guide][ref].', 'A note[^1].\n\n[^1]: The note.',
]

function document(random: Random): string {
  const blocks = Array.from({ length: 4 + random.int(30) }, () => (random.int(3) ? random.pick(BLOCKS) : random.pick(TIES)))
  if (!random.int(4)) blocks.splice(random.int(blocks.length + 1), 0, random.pick(UNCUTTABLE))
  return blocks.join(random.pick(['\n\n', '\n\n', '\n', '\n\n\n']))
}

const renderedInParts = (markdown: string, count: number) => {
  const parts = splitMarkdown(markdown, count)
  return { parts, rendered: joinRendered(parts, parts.map((part) => renderMarkdownUncached(part.text))) }
}

describe('a long text cut into parts', () => {
  test(`renders part by part as it renders whole (${RUNS} generated texts)`, () => {
    let cut = 0
    for (let seed = FIRST_SEED; seed < FIRST_SEED + RUNS; seed++) {
      const random = seededRandom(seed)
      const markdown = document(random)
      const { parts, rendered } = renderedInParts(markdown, 2 + random.int(6))
      if (parts.length > 1) cut++
      expect(parts.map((part) => part.text).join('\n'), replay(seed)).toBe(markdown)
      expect(rendered, `${replay(seed)}\n${markdown}`).toEqual(renderMarkdownUncached(markdown))
    }
    // Most texts must be cut, or this test proves little.
    expect(cut).toBeGreaterThan(RUNS / 3)
  })

  test('a long article is cut into parts of about equal length before its headings', () => {
    const article = bodyOf(fs.readFileSync('content/blog/how-often-office-cleaning.md', 'utf8')).repeat(40)
    const parts = splitMarkdown(article, 4)
    expect(parts).toHaveLength(4)
    for (const part of parts) {
      expect(part.text.length).toBeGreaterThan(article.length / 5)
      expect(part.text).toMatch(part.firstLine === 1 ? /^/ : /^## /)
    }
  })

  test('a text with a definition that serves it whole is not cut', () => {
    const text = '## One\n\nSee [the guide][ref].\n\n## Two\n\nMore.\n\n[ref]: /blog\n'.repeat(20)
    expect(splitMarkdown(text, 4)).toEqual([{ text, firstLine: 1 }])
  })
})
