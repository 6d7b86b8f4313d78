// remark-gfm's parse, with its two costly constructs only where a text can hold them. micromark
// tries both throughout every text:
// - an autolink literal (a bare www., http:// or e-mail address) at the start of every word, and a
//   transform searches every text node again: about a third of remark's time;
// - a table at the start of every line, reading the whole line (a paragraph is often one) before it
//   finds that the next one is no delimiter row (|---|:--:|): 27% of the parse of a text with no
//   table, 13% of one with a table (the build benchmark's articles).
// markdown.ts parses with parseGfm; gfmParse.test.ts holds its HTML to remark-gfm's on generated texts.
import type { Parent, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types'

/** A text as remark().use(remarkGfm) parses it. */
export function parseGfm(markdown: string): Root {
  const literals = autolinkLiteralsIn(markdown)
  const table = tablesWhereTheyCanStart(markdown)
  const tree = fromMarkdown(markdown, {
    // remark-gfm's extensions in its order (micromark-extension-gfm, mdast-util-gfm).
    extensions: [...(literals === 'all' ? [gfmAutolinkLiteral()] : []), gfmFootnote(), gfmStrikethrough(), ...(table ? [table] : []), gfmTaskListItem()],
    mdastExtensions: [
      ...(literals === 'all' ? [gfmAutolinkLiteralFromMarkdown()] : []),
      gfmFootnoteFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
      gfmTableFromMarkdown(),
      gfmTaskListItemFromMarkdown(),
    ],
  })
  if (literals === 'emails') linkEmailAddresses(tree, markdown)
  return tree
}

/** How much of GFM's autolink literals a text needs: all, only the transform that finds e-mail addresses, or none. */
export type AutolinkLiterals = 'all' | 'emails' | 'none'

/**
 * A web address needs "www" or "http" in its text, an e-mail address an "@", and a character
 * reference ("&#64;", "&commat;") could spell either out after decoding.
 */
const MAY_HOLD_WEB_ADDRESS = /www|http|&[#a-z]/i
/** Syntax that could cut into an address or hold it (emphasis, code, links, HTML, escapes): on a line with an "@", GFM in full. */
const INLINE_SYNTAX = /[\\`*_~[\]<>!&]/

export function autolinkLiteralsIn(markdown: string): AutolinkLiterals {
  if (MAY_HOLD_WEB_ADDRESS.test(markdown)) return 'all'
  if (!markdown.includes('@')) return 'none'
  // An address in plain words is found by the transform alone, as micromark would have marked it.
  for (const line of markdown.split('\n')) if (line.includes('@') && INLINE_SYNTAX.test(line)) return 'all'
  return 'emails'
}

// mdast-util-gfm-autolink-literal's own transform, which links addresses in text nodes.
const [linkLiterals] = gfmAutolinkLiteralFromMarkdown().transforms as [(tree: Parent) => void]

/**
 * For a text whose autolinkLiteralsIn is 'emails', parsed without autolink literals: links its
 * e-mail addresses as remark-gfm would. Only blocks whose source holds an "@" are searched, as the
 * transform, searching every text node, cost as much again as the parse saved.
 */
function linkEmailAddresses(tree: Root, markdown: string): void {
  for (const block of tree.children) {
    const { start, end } = block.position ?? {}
    if ('children' in block && markdown.slice(start?.offset, end?.offset).includes('@')) linkLiterals(block)
  }
}

/** micromark's line endings. */
const LINE_ENDING = /\r\n|\r|\n/
/**
 * A line that can hold a table's delimiter row: cells of hyphens with a colon at either end, pipes
 * and spaces, behind any quote markers and indent of the blocks around it. At least one hyphen:
 * each cell has one, and a table at least one cell.
 */
const MAY_BE_DELIMITER_ROW = /^[ \t>|:-]*-[ \t>|:-]*$/

/**
 * The lines (counting from 1, as micromark does) where a table can start: those followed by a line
 * that can be its delimiter row, which GFM wants right below the head row.
 */
export function possibleTableHeads(markdown: string): Set<number> {
  const heads = new Set<number>()
  markdown.split(LINE_ENDING).forEach((line, index) => {
    // This line is line index + 1, so the one above it is line index.
    if (index > 0 && MAY_BE_DELIMITER_ROW.test(line)) heads.add(index)
  })
  return heads
}

/**
 * GFM's table construct, tried only where the text can hold a table (micromark-extension-gfm-table
 * otherwise reads each line before it fails), or undefined where no line can start one. It is tried
 * on a possible head row, and after a table's head or row, where its own start takes the line as a
 * body row; on any other line it fails at once, as it would have after reading the line.
 */
function tablesWhereTheyCanStart(markdown: string): Extension | undefined {
  const heads = possibleTableHeads(markdown)
  if (!heads.size) return undefined
  const table = gfmTable().flow!.null as Construct
  return {
    flow: {
      null: {
        ...table,
        tokenize(effects, ok, nok) {
          const start = table.tokenize.call(this, effects, ok, nok)
          return (code) => (heads.has(this.now().line) || afterTableRow(this) ? start(code) : nok(code))
        },
      },
    },
  }
}

/** Whether the flow's last event, line endings and indents aside, is a table's head or row: the construct's own test for a body row. */
function afterTableRow({ events }: TokenizeContext): boolean {
  let index = events.length - 1
  while (index > -1 && (events[index]![1].type === 'lineEnding' || events[index]![1].type === 'linePrefix')) index--
  const type = index > -1 ? events[index]![1].type : undefined
  return type === 'tableHead' || type === 'tableRow'
}
