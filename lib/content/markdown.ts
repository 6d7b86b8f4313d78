// Markdown to HTML at build time. Nothing here is imported by client code, so no Markdown library
// reaches a browser.
import type { Root } from 'mdast'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { visit } from 'unist-util-visit'
import { pictureHtml } from '../images/manifest.ts'

/**
 * Wide tables scroll sideways inside themselves on a phone; a keyboard user must be able to focus
 * them to scroll too.
 */
function focusableTables() {
  return (tree: Root) => {
    visit(tree, 'table', (node) => {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tabIndex: 0 } }
    })
  }
}

/** Pictures in a body become responsive <picture>s of the build's AVIF and WebP files. */
function responsivePictures() {
  return (tree: Root) => {
    visit(tree, 'image', (node, index, parent) => {
      if (!parent || index === undefined || !node.url.startsWith('/')) return
      parent.children[index] = { type: 'html', value: pictureHtml(node.url, node.alt ?? '') }
    })
  }
}

// Editors are trusted: sanitising would strip the tables' alignment attributes for no gain.
const processor = remark().use(remarkGfm).use(focusableTables).use(responsivePictures).use(remarkHtml, { sanitize: false })

/**
 * Links found while rendering, by Markdown text, so the content check does not parse every file a
 * second time to find them (that second parse was a fifth of a 4,000-article build).
 */
const linksSeen = new Map<string, InternalLink[]>()

export function renderMarkdown(markdown: string): string {
  const tree = processor.parse(markdown) as Root
  linksSeen.set(markdown, linksIn(tree))
  return String(processor.stringify(processor.runSync(tree) as Root))
}

export interface InternalLink {
  url: string
  /** Line within the Markdown passed in, counting from 1. */
  line: number
}

/** Root-relative links ('/services/office-cleaning'), the only ones the site can check itself. */
export function internalLinks(markdown: string): InternalLink[] {
  return linksSeen.get(markdown) ?? linksIn(processor.parse(markdown) as Root)
}

function linksIn(tree: Root): InternalLink[] {
  const links: InternalLink[] = []
  visit(tree, ['link', 'definition'], (node) => {
    const { url, position } = node as { url: string; position?: { start: { line: number } } }
    if (url.startsWith('/') && !url.startsWith('//')) links.push({ url, line: position?.start.line ?? 1 })
  })
  return links
}

/** Words a visitor reads, for length checks: Markdown syntax and URLs removed. */
export function countWords(markdown: string): number {
  const plain = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`>|[\]-]/g, ' ')
  return plain.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}
