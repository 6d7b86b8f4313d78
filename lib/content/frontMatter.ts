// Splits a Markdown file into front matter and body, and finds the line of any front-matter field,
// so that every problem can point the editor at the line to fix.
import matter from 'gray-matter'
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import { hashCache, type HashCache } from './hashCache.ts'
import type { Problem } from './problems.ts'

export interface ParsedFile {
  data: unknown
  body: string
  /** Line of the file on which the body starts. */
  bodyLine: number
  /** Line of a front-matter field, by its path; undefined when the field is absent. */
  lineOf: (path: PropertyKey[]) => number | undefined
}

/**
 * What parsing a file yields, kept in the cache: lines are looked up only when something needs one.
 * The body and the front matter are kept as offsets into the file, not as copies of its text.
 */
interface SplitFile {
  data: unknown
  /** Offset of the body, which runs to the end of the file. */
  bodyStart: number
  bodyLine: number
  /** Where the front matter is, as gray-matter cut it out, to find lines in. */
  matterStart: number
  matterEnd: number
}

/**
 * Splits and parses a file; with a cache, a file parsed by an earlier build is not parsed again
 * (YAML parsing was a tenth of a 4,000-article rebuild).
 */
export function parseFrontMatter(file: string, source: string, cache?: HashCache<SplitFile>): ParsedFile | Problem {
  let split: SplitFile
  try {
    split = cache ? cache.get(source, splitFile) : splitFile(source)
  } catch (error) {
    return yamlProblem(file, error, source)
  }
  let lines: ReturnType<typeof lineFinder> | undefined
  const lineOf = (path: PropertyKey[]) => (lines ??= lineFinder(source.slice(split.matterStart, split.matterEnd)))(path)
  return { data: split.data, body: source.slice(split.bodyStart), bodyLine: split.bodyLine, lineOf }
}

/** The cache parseFrontMatter takes: its results depend on this file's code and the YAML library's version. */
export const frontMatterCache = (root: string) => hashCache<SplitFile>(root, 'front-matter', 'lib/content/frontMatter.ts')

/** Dates stay the strings the editor wrote: the parse never turns them into Date objects. */
const yamlEngine = {
  parse: (matterText: string) => {
    const document = parseDocument(matterText)
    if (document.errors.length) throw document.errors[0]
    return document.toJS() as object
  },
}

function splitFile(source: string): SplitFile {
  // Passing options also turns off gray-matter's own cache, which would keep every file in memory.
  const parsed = matter(source, { engines: { yaml: yamlEngine } })
  const bodyLine = source.split('\n').length - parsed.content.split('\n').length + 1
  const bodyStart = source.length - parsed.content.length
  const matterStart = source.indexOf(parsed.matter)
  // gray-matter cuts both out of the file as they are; anything else would put lines out.
  if (!source.endsWith(parsed.content) || matterStart < 0) throw new Error('front matter and body could not be told apart')
  return { data: parsed.data, bodyStart, bodyLine, matterStart, matterEnd: matterStart + parsed.matter.length }
}

function lineFinder(matterText: string) {
  const counter = new LineCounter()
  const document = parseDocument(matterText, { lineCounter: counter })
  const offset = matterOffset(matterText)
  return (path: PropertyKey[]) => {
    const node = findNode(document.contents as Node | null, path)
    return node?.range ? counter.linePos(node.range[0]).line + offset : undefined
  }
}

function findNode(node: Node | null, path: PropertyKey[]): Node | undefined {
  let current: unknown = node
  for (const key of path) {
    if (isMap(current)) current = current.items.find((pair) => (pair.key as { value?: unknown })?.value === key)?.value
    else if (isSeq(current) && typeof key === 'number') current = current.items[key]
    else return undefined
  }
  return (current as Node | undefined) ?? undefined
}

/**
 * gray-matter hands the parser the text after the opening '---', which starts with that line's
 * newline; the parser's line 1 is then the '---' line itself. This maps its lines to the file's.
 */
function matterOffset(matterText: string): number {
  return matterText.startsWith('\n') || matterText.startsWith('\r\n') ? 0 : 1
}

function yamlProblem(file: string, error: unknown, source: string): Problem {
  const { message, linePos } = error as { message: string; linePos?: [{ line: number }] }
  const first = (message.split('\n')[0] ?? 'unreadable').replace(/ at line \d+, column \d+:?$/, '')
  const matterText = source.replace(/^---/, '')
  return { file, field: '', message: `malformed front matter: ${first}`, line: linePos ? linePos[0].line + matterOffset(matterText) : undefined }
}
