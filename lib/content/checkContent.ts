// The one way content is loaded and checked, in three stages: load/ reads and validates every file
// of every collection (collections.ts), render/ turns its Markdown into HTML, check/ applies the
// rules that look across files. loadContent stops after rendering; checkContent adds the rules, so
// its problems are everything an editor must fix, file by file, top to bottom.
import type { LoadedContent } from './entries.ts'
import { readContent } from './load/readContent.ts'
import { renderedMarkdown } from './render/renderedMarkdown.ts'
import { renderContent } from './render/renderContent.ts'
import { checkClaims } from './check/claims.ts'
import { checkImages, oversizedPictures } from './check/images.ts'
import { checkProse } from './check/checkProse.ts'
import { checkRepeats } from './check/checkRepeats.ts'
import { checkAliases, checkLinks, checkSlugs } from './check/pages.ts'
import { checkReadTimes } from './check/readTime.ts'
import { checkChains, checkCounts, checkServiceNames } from './check/spec.ts'
import { buildDate, checkPublication } from './publication.ts'

export interface LoadOptions {
  /** Turn Markdown into HTML (the pages need it; some tests and tools do not, and run faster without). */
  render?: boolean
  /** The Sydney date the check judges scheduled articles by (lib/content/publication.ts); the build's date by default. */
  today?: string
  /** Pictures a save writes with its entry, counted as present (the editor's save check). */
  uploads?: string[]
}

/** Reads, validates and renders all content. */
export function loadContent(root: string = process.cwd(), { render = true }: LoadOptions = {}): LoadedContent {
  const read = readContent(root)
  const toHtml = render ? (markdown: string) => renderedMarkdown(markdown, read.wordList).html : () => ''
  return { content: renderContent(read, toHtml), problems: read.problems, markdown: read.markdown, ids: read.ids, texts: read.texts, figures: read.figures, claims: read.claims, wordList: read.wordList }
}

/** loadContent, and the rules that look across files: every problem to fix. */
export function checkContent(root: string = process.cwd(), options: LoadOptions = {}): LoadedContent {
  const loaded = loadContent(root, options)
  const { today = buildDate(), uploads = [] } = options
  const { content } = loaded
  loaded.problems.push(
    ...checkCounts(loaded),
    ...checkServiceNames(content),
    ...checkSlugs(content),
    ...checkChains(content.posts, loaded.ids.posts),
    ...checkAliases(content),
    ...checkImages(content, root, uploads),
    ...oversizedPictures(root),
    ...checkLinks(loaded),
    ...loaded.figures,
    ...checkReadTimes(loaded, root),
    ...checkClaims(loaded.claims),
    ...checkProse(loaded),
    ...checkPublication(loaded, root, today),
    ...checkRepeats(loaded),
  )
  // One file's problems together, top to bottom, the order an editor fixes them in.
  loaded.problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
  return loaded
}
