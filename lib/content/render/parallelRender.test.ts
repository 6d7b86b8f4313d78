import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { renderMarkdownUncached } from './markdown'
import { renderInParallel } from './parallelRender'
import { notYetRendered, renderedMarkdown } from './renderedMarkdown'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parallel-render-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

test.skipIf(os.availableParallelism() < 2)('texts rendered on every core come out as rendered on this thread, links included', async () => {
  // Enough texts for two workers; each differs, with a table, a picture and a link to a page.
  const texts = Array.from({ length: 420 }, (_, index) => `## Part ${index}\n\n| Task | Minutes |\n|:--|--:|\n| Vacuum | ${index} |\n\n![Desk ${index}](/images/desk.jpg)\n\nSee [our services](/services/office-cleaning?from=${index}).\n`)
  await renderInParallel(texts, root)
  expect(notYetRendered(texts, root)).toEqual([])
  for (const text of [texts[0]!, texts[211]!, texts[419]!]) expect(renderedMarkdown(text, root)).toEqual(renderMarkdownUncached(text))
})

test('one long text is rendered on a worker of its own, as on this thread', async () => {
  // As pasted from a document: too long to hold up the check's other rules while it renders.
  const long = 'A paragraph about the kitchen benches, see [our services](/services/office-cleaning).\n\n'.repeat(8_000)
  await renderInParallel([long, '# Short'], root)
  expect(notYetRendered([long], root)).toEqual([])
  expect(renderedMarkdown(long, root)).toEqual(renderMarkdownUncached(long))
})

test.skipIf(os.availableParallelism() < 2)('a text of several MB is rendered in parts on every core, as on this thread', async () => {
  const article = fs.readFileSync('content/blog/how-often-office-cleaning.md', 'utf8')
  const long = article.slice(article.indexOf('\n---\n') + 5).repeat(200)
  await renderInParallel([long], root)
  expect(notYetRendered([long], root)).toEqual([])
  expect(renderedMarkdown(long, root)).toEqual(renderMarkdownUncached(long))
})

test.skipIf(os.availableParallelism() < 2)('a text of over a MB that cannot be cut leaves a core idle, and still renders as on this thread', async () => {
  // No heading to cut before: one part, so the second worker would have nothing to render.
  const long = 'The benches are wiped, the bins emptied and the floors vacuumed. '.repeat(17_000)
  await renderInParallel([long], root)
  expect(notYetRendered([long], root)).toEqual([])
  expect(renderedMarkdown(long, root)).toEqual(renderMarkdownUncached(long))
})
