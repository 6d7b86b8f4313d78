// One long Markdown text cut into parts that render alone to the same HTML, so that a text of
// several MB (a document pasted in whole) renders on every core at once (parallelRender.ts).
// splitMarkdown.test.ts holds joinRendered(parts rendered alone) to the whole text rendered.
import type { RenderedMarkdown } from './markdown.ts'

export interface MarkdownPart {
  text: string
  /** The part's first line in the whole text, counting from 1. */
  firstLine: number
}

/**
 * Where no cut is safe: a link or footnote definition serves the whole text; a code fence or an
 * HTML block of these kinds may run on across blank lines and headings (and a fence's extent
 * depends on the lists and quotes around it, which a line-by-line look cannot tell).
 */
const UNSPLITTABLE = /^ {0,3}\[[^\]\n]*\]:|\[\^|```|~~~|<!|<\?|<(?:script|pre|style|textarea)\b/im
/** A heading at the left margin ends any list, quote, table or paragraph before it. */
const HEADING = /^#{1,6}(?:[ \t]|$)/

/**
 * The text cut before up to `count - 1` headings that start a top-level block after a blank line,
 * into parts of about equal length; the whole text as one part where no cut is safe.
 */
export function splitMarkdown(markdown: string, count: number): MarkdownPart[] {
  if (count < 2 || UNSPLITTABLE.test(markdown)) return [{ text: markdown, firstLine: 1 }]
  const lines = markdown.split('\n')
  const target = markdown.length / count
  const parts: MarkdownPart[] = []
  let [start, startOffset, offset] = [0, 0, 0]
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    if (index > start && HEADING.test(line) && !lines[index - 1]!.trim() && offset - startOffset >= target && parts.length < count - 1) {
      parts.push({ text: lines.slice(start, index).join('\n'), firstLine: start + 1 })
      ;[start, startOffset] = [index, offset]
    }
    offset += line.length + 1
  }
  parts.push({ text: lines.slice(start).join('\n'), firstLine: start + 1 })
  return parts
}

/** The whole text's rendering from its parts', each rendered alone. */
export function joinRendered(parts: MarkdownPart[], rendered: RenderedMarkdown[]): RenderedMarkdown {
  return {
    // Each part's HTML ends in a line break, as the whole text's does.
    html: rendered.map((part) => part.html).join(''),
    links: rendered.flatMap((part, index) => part.links.map((link) => ({ ...link, line: link.line + parts[index]!.firstLine - 1 }))),
    words: rendered.reduce((sum, part) => sum + part.words, 0),
  }
}
