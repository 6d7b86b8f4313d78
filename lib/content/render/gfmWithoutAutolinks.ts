// remark-gfm minus its autolink literals (bare www., http:// and e-mail addresses made into links).
// Those cost a third of remark's time on every text: micromark tries an e-mail address at the start
// of every word, and a transform searches every text node again. markdown.ts uses this plugin only
// for a text that cannot hold one, where its output is remark-gfm's exactly.
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote'
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item'
import { gfmFootnote } from 'micromark-extension-gfm-footnote'
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item'
import type { Processor } from 'unified'

/**
 * Could the text hold an autolink literal? Each needs "www", "http" or "@" in its text, and a
 * character reference ("&#64;", "&commat;") could spell one out after decoding: anything of the
 * kind anywhere sends the text to remark-gfm whole. Held to remark-gfm by markdown.test.ts.
 */
export const MAY_HOLD_AUTOLINK_LITERAL = /www|http|@|&[#a-z]/i

/** remark-gfm's extensions in remark-gfm's order (micromark-extension-gfm, mdast-util-gfm), less the first. */
export function remarkGfmWithoutAutolinks(this: Processor): void {
  const data = this.data()
  ;(data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem())
  ;(data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown())
}
