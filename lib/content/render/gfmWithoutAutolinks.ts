// remark-gfm with less of its autolink literals (bare www., http:// and e-mail addresses made into
// links). Those cost a third of remark's time on every text: micromark tries an e-mail address at
// the start of every word, and a transform searches every text node again. markdown.ts uses the
// lighter forms only for a text whose output they give exactly (markdown.test.ts holds them to it).
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal'
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Parent, Root } from 'mdast'
import type { Processor } from 'unified'

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

/** remark-gfm's extensions in remark-gfm's order (micromark-extension-gfm, mdast-util-gfm), less the autolink literals. */
export function remarkGfmWithoutAutolinks(this: Processor): void {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem())
  ;(data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown())
}

// mdast-util-gfm-autolink-literal's own transform, which links addresses in text nodes.
const [linkLiterals] = gfmAutolinkLiteralFromMarkdown().transforms as [(tree: Parent) => void]

/**
 * For a text whose autolinkLiteralsIn is 'emails', parsed without autolink literals: links its
 * e-mail addresses as remark-gfm would. Only blocks whose source holds an "@" are searched, as the
 * transform, searching every text node, cost as much again as the parse saved.
 */
export function linkEmailAddresses(tree: Root, markdown: string): void {
  for (const block of tree.children) {
    const { start, end } = block.position ?? {}
    if ('children' in block && markdown.slice(start?.offset, end?.offset).includes('@')) linkLiterals(block)
  }
}
