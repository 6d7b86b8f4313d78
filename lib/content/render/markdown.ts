// Markdown to HTML, with remark-gfm: at build time (renderedMarkdown.ts keeps each text's result),
// and in the web editor's previews. No public page's code imports it, so no Markdown library
// reaches a visitor's browser.
import type { Image, Root, Table } from 'mdast'
import { defaultHandlers, type Handler } from 'mdast-util-to-hast'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { visit } from 'unist-util-visit'
import { pictureMarker } from './pictureMarkers.ts'

/**
 * Wide tables scroll sideways inside themselves on a phone; a keyboard user must be able to focus
 * them to scroll too. A column's alignment (`|---:|`) becomes a class: the align attribute is
 * obsolete HTML, and the CSP allows no inline styles.
 */
function makeTableAccessible(node: Table): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tabIndex: 0 } }
  const align = node.align ?? []
  node.align = align.map(() => null)
  for (const row of node.children) {
    row.children.forEach((cell, column) => {
      const side = align[column]
      if (side) cell.data = { ...cell.data, hProperties: { ...cell.data?.hProperties, className: [`text-${side}`] } }
    })
  }
}

/**
 * A picture of the site's in a body becomes a marker, made a <picture> when its page is rendered
 * (pictureMarkers.ts); by a handler of mdast-util-to-hast rather than a change to the tree, so the
 * prose rules still read its alt text in the same tree.
 */
const image: Handler = (state, node: Image) => (node.url.startsWith('/') ? { type: 'raw', value: pictureMarker(node.url, node.alt ?? '') } : defaultHandlers.image(state, node))

// Editors are trusted: sanitising would only cost time.
const processor = remark().use(remarkGfm).use(remarkHtml, { sanitize: false, handlers: { image } })

/** A Markdown text as the pages and the content check use it. */
export interface RenderedMarkdown {
  /** Picture markers included: pass page HTML through expandPictures (pictureMarkers.ts). */
  html: string
  /** Collected while rendering, so the link check never parses a file a second time. */
  links: InternalLink[]
  /** countWords of the text, kept with it: the read-time check counts every article's words on every build. */
  words: number
}

/** A Markdown text's tree, as remark-gfm reads it. */
export const parseMarkdown = (markdown: string): Root => processor.parse(markdown)

/** A Markdown text rendered; `tree` is its parse, whose tables this marks: proof-read it after, not before. */
export function renderMarkdown(markdown: string, tree = parseMarkdown(markdown)): RenderedMarkdown {
  const links: InternalLink[] = []
  visit(tree, (node) => {
    if (node.type === 'table') makeTableAccessible(node)
    else if ((node.type === 'link' || node.type === 'definition') && node.url.startsWith('/') && !node.url.startsWith('//')) links.push({ url: node.url, line: node.position?.start.line ?? 1 })
  })
  return { html: String(processor.stringify(processor.runSync(tree) as Root)), links, words: countWords(markdown) }
}

export interface InternalLink {
  url: string
  /** Line within the Markdown passed in, counting from 1. */
  line: number
}

/** Words a visitor reads, for length checks: Markdown syntax and URLs removed. */
export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/\]\([^)\n]*\)/g, ']')
    .replace(/[#*_`>|[\]-]/g, ' ')
  return plain.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}
