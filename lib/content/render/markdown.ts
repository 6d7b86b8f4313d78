// Markdown to HTML at build time. Nothing here is imported by client code, so no Markdown library
// reaches a browser.
import type { Html, Image, Root, Table } from 'mdast'
import { remark } from 'remark'
import remarkHtml from 'remark-html'
import { visit } from 'unist-util-visit'
import { parseGfm } from './gfmParse.ts'
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

/** A picture in a body becomes a marker, made a <picture> when its page is rendered (pictureMarkers.ts). */
const markPicture = (node: Image): Html => ({ type: 'html', value: pictureMarker(node.url, node.alt ?? '') })

// The tree is remark-gfm's (gfmParse.ts). Editors are trusted: sanitising would only cost time.
const toHtml = remark().use(remarkHtml, { sanitize: false })

/** A Markdown text as the pages and the content check use it. */
export interface RenderedMarkdown {
  /** Picture markers included: pass page HTML through expandPictures (pictureMarkers.ts). */
  html: string
  /** Collected while rendering, so the link check never parses a file a second time. */
  links: InternalLink[]
  /** countWords of the text, kept with it: the read-time check counts every article's words on every build. */
  words: number
}

/** Renders without any cache; see renderedMarkdown.ts for the cached way every caller takes. */
export function renderMarkdownUncached(markdown: string): RenderedMarkdown {
  const tree = parseGfm(markdown)
  const links: InternalLink[] = []
  // One walk over the tree does every change and collects the links: walks cost as much as a fifth
  // of the parse, and a cold build renders thousands of texts.
  visit(tree, (node, index, parent) => {
    if (node.type === 'table') makeTableAccessible(node)
    else if (node.type === 'image' && parent && index !== undefined && node.url.startsWith('/')) parent.children[index] = markPicture(node)
    else if ((node.type === 'link' || node.type === 'definition') && node.url.startsWith('/') && !node.url.startsWith('//')) links.push({ url: node.url, line: node.position?.start.line ?? 1 })
  })
  return { html: String(toHtml.stringify(toHtml.runSync(tree) as Root)), links, words: countWords(markdown) }
}

export interface InternalLink {
  url: string
  /** Line within the Markdown passed in, counting from 1. */
  line: number
}

/**
 * Words a visitor reads, for length checks: Markdown syntax and URLs removed. Line by line (a
 * link's address holds no line break), so a text's count is the sum of its lines' counts, and a
 * long text cut into parts (splitMarkdown.ts) adds up its parts' counts.
 */
export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/\]\([^)\n]*\)/g, ']')
    .replace(/[#*_`>|[\]-]/g, ' ')
  return plain.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}
