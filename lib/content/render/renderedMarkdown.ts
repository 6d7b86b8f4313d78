// A Markdown text as the check and the pages take it: rendered and proof-read from one parse (the
// prose rules read remark-gfm's tree as the renderer left it), kept in the project's store
// (lib/cache.ts) by the text and the word list: a rebuild does this only for the texts that changed.
import { hashOf, remember } from '../../cache.ts'
import { proseFindings, type ProseFinding } from '../check/prose.ts'
import { parseMarkdown, renderMarkdown, type RenderedMarkdown } from './markdown.ts'

export interface CheckedMarkdown extends RenderedMarkdown {
  /** What the prose rules find in it, lines counted in the text. */
  findings: ProseFinding[]
}

function checkMarkdown(markdown: string, wordList: string): CheckedMarkdown {
  const tree = parseMarkdown(markdown)
  const rendered = renderMarkdown(markdown, tree)
  return { ...rendered, findings: proseFindings(markdown, { format: 'markdown', wordList, markdownTree: tree }) }
}

export const renderedMarkdown = (markdown: string, wordList: string): CheckedMarkdown => remember('markdown', `${hashOf(wordList)}\0${markdown}`, () => checkMarkdown(markdown, wordList))
