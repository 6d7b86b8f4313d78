// Rendered Markdown by content hash, kept across builds: remark needs about 5 ms for a 600-word
// article, so a rebuild of 4,000 unchanged articles would otherwise spend 20 s of CPU redoing what
// it did last time. Only texts whose hash is new are rendered.
import { hashCache } from '../hashCache.ts'
import { renderMarkdownUncached, type RenderedMarkdown } from './markdown.ts'

/** The renderer: its code, what it imports and the remark packages' versions fingerprint the cache. */
export const MARKDOWN_RENDERER = 'lib/content/render/markdown.ts'

const cacheIn = (root: string) => hashCache<RenderedMarkdown>(root, 'rendered-markdown', MARKDOWN_RENDERER)

/** The rendered form of a Markdown text: from the cache when this exact text was rendered before. */
export function renderedMarkdown(markdown: string, root: string = process.cwd()): RenderedMarkdown {
  return cacheIn(root).get(markdown, renderMarkdownUncached)
}

/** The texts of a list that the cache does not hold yet, each once. */
export function notYetRendered(markdowns: string[], root: string = process.cwd()): string[] {
  const cache = cacheIn(root)
  return [...new Set(markdowns)].filter((markdown) => !cache.has(markdown))
}

/** Adds what another thread rendered (see parallelRender.ts). */
export function addRendered(rendered: [markdown: string, entry: RenderedMarkdown][], root: string = process.cwd()): void {
  const cache = cacheIn(root)
  for (const [markdown, entry] of rendered) cache.add(markdown, entry)
}
