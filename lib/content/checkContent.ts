// The one way content is loaded and checked, in three stages: load/ reads and validates every file
// of every collection (collections.ts), render/ turns its Markdown into HTML, check/ applies the
// rules that look across files. loadContent stops after rendering; checkContent adds the rules, so
// its problems are everything an editor must fix, file by file, top to bottom.
import type { LoadedContent } from './entries.ts'
import type { Problem } from './problems.ts'
import { readContent, type ReadContent } from './load/readContent.ts'
import { renderInParallel } from './render/parallelRender.ts'
import { renderContent } from './render/renderContent.ts'
import { renderedMarkdown } from './render/renderedMarkdown.ts'
import { checkFigures } from './check/checkFigures.ts'
import { checkImages, oversizedPictures } from './check/images.ts'
import { checkProse } from './check/checkProse.ts'
import { checkRepeats, startRepeatsRule } from './check/checkRepeats.ts'
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

/** Reads, validates and renders all content; Markdown comes from the cache where it can. */
export function loadContent(root: string = process.cwd(), { render = true }: LoadOptions = {}): LoadedContent {
  return rendered(readContent(root), render ? (markdown) => renderedMarkdown(markdown, root).html : () => '')
}

/** loadContent, and the rules that look across files: every problem to fix. */
export function checkContent(root: string = process.cwd(), options: LoadOptions = {}): LoadedContent {
  return checked(loadContent(root, options), root, options)
}

/**
 * checkContent for a build, with the Markdown the cache lacks rendered on other cores. The rules
 * that read no HTML (figures, prose, repeats: most of the check's own time) run meanwhile, on the
 * content without its HTML; the rest wait for it. The repeats rule runs on another core;
 * `meanwhile`, when every other rule has passed, runs while it finishes: the next steps of a build
 * that write nothing, which a problem it finds makes void.
 */
export async function checkContentOnAllCores(root: string = process.cwd(), meanwhile?: (loaded: LoadedContent) => Promise<unknown>): Promise<LoadedContent> {
  const read = readContent(root)
  const rendering = renderInParallel(read.markdown.map((source) => source.markdown), root)
  // The repeats rule, the longest after one edit, runs on another core while this one applies the
  // others; started before its texts are gathered, it opens its caches meanwhile.
  const repeatsOf = startRepeatsRule(root, textBytes(read))
  const withoutHtml = rendered(read, () => '')
  const repeats = repeatsOf(withoutHtml)
  // Its failure is awaited below, after `meanwhile`: not an unhandled rejection meanwhile.
  repeats.catch(() => {})
  const textRules: TextRuleProblems = { figures: checkFigures(withoutHtml, root), prose: checkProse(withoutHtml, root) }
  await rendering
  const loaded = rendered(read, (markdown) => renderedMarkdown(markdown, root).html)
  checked(loaded, root, {}, false, textRules)
  if (meanwhile && !loaded.problems.length) await meanwhile(loaded)
  loaded.problems.push(...(await repeats))
  return sortProblems(loaded)
}

/** The length of the content files' texts as read: what the repeats rule will read, near enough to choose where it runs. */
function textBytes(read: ReadContent): number {
  let bytes = 0
  for (const text of read.texts.values()) bytes += text.length
  return bytes
}

/** The problems of the rules that read no HTML, found before the HTML was ready. */
interface TextRuleProblems {
  figures: Problem[]
  prose: Problem[]
}

function rendered(read: ReadContent, toHtml: (markdown: string) => string): LoadedContent {
  return { content: renderContent(read, toHtml), problems: read.problems, markdown: read.markdown, ids: read.ids, texts: read.texts }
}

function checked(loaded: LoadedContent, root: string, { today = buildDate(), uploads = [] }: Pick<LoadOptions, 'today' | 'uploads'> = {}, repeats = true, textRules?: TextRuleProblems): LoadedContent {
  const { content } = loaded
  loaded.problems.push(
    ...checkCounts(loaded),
    ...checkServiceNames(content),
    ...checkSlugs(content),
    ...checkChains(content.posts, loaded.ids.posts),
    ...checkAliases(content),
    ...checkImages(content, root, uploads),
    ...oversizedPictures(root),
    ...checkLinks(loaded, root),
    ...(textRules?.figures ?? checkFigures(loaded, root)),
    ...checkReadTimes(loaded, root),
    ...(textRules?.prose ?? checkProse(loaded, root)),
    ...checkPublication(loaded, root, today),
    // Last, so that a build, which adds the repeats from another core once the rest are done
    // (checkContentOnAllCores), lists problems of one line in the same order.
    ...(repeats ? checkRepeats(loaded, root) : []),
  )
  return sortProblems(loaded)
}

/** One file's problems together, top to bottom, the order an editor fixes them in. */
function sortProblems(loaded: LoadedContent): LoadedContent {
  loaded.problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0))
  return loaded
}
