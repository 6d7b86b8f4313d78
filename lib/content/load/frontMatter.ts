// Splits a Markdown file into front matter and body, and finds the line of any front-matter field,
// so that every problem can point the editor at the line to fix.
import matter from 'gray-matter'
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import type { Problem } from '../problems.ts'

export interface ParsedFile {
  data: unknown
  body: string
  /** Line of the file on which the body starts. */
  bodyLine: number
  /** Line of a front-matter field, by its path; undefined when the field is absent. */
  lineOf: (path: PropertyKey[]) => number | undefined
}

/** What parsing a file yields; lines are looked up only when something needs one. */
interface SplitFile {
  data: unknown
  /** Offset of the body, which runs to the end of the file. */
  bodyStart: number
  bodyLine: number
  /** Where the front matter is, as gray-matter cut it out, to find lines in. */
  matterStart: number
  matterEnd: number
}

/** Splits and parses a file. */
export function parseFrontMatter(file: string, source: string): ParsedFile | Problem {
  const shapeProblem = frontMatterShape(file, source)
  if (shapeProblem) return shapeProblem
  let split: SplitFile
  try {
    split = splitFile(source)
  } catch (error) {
    return yamlProblem(file, error, source)
  }
  let lines: ReturnType<typeof lineFinder> | undefined
  const lineOf = (path: PropertyKey[]) => (lines ??= lineFinder(source.slice(split.matterStart, split.matterEnd)))(path)
  return { data: split.data, body: source.slice(split.bodyStart), bodyLine: split.bodyLine, lineOf }
}

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

/**
 * What gray-matter would pass over in silence: a file with no front matter, front matter never
 * closed (it would swallow the body), and a non-breaking space where YAML needs a space (it would
 * turn `hero:` and its fields into different keys).
 */
function frontMatterShape(file: string, source: string): Problem | undefined {
  if (!/^---[ \t]*\n/.test(source)) {
    return { rule: 'noFrontMatter', file, field: '', line: 1, message: 'does not start with front matter: the first line must be ---, then the fields, then another --- line' }
  }
  const close = /\n---[ \t]*(?:\n|$)/.exec(source)
  if (!close) return { rule: 'unclosedFrontMatter', file, field: '', line: 1, message: 'the front matter is never closed: add a line --- after the last field' }
  const matterText = source.slice(0, close.index)
  if (!matterText.includes('\u00A0')) return undefined
  const nbsp = matterText.split('\n').findIndex((line, index) => index > 0 && (/^[ \t-]*\u00A0/.test(line) || /^[ \t-]*[^\s:'"#][^:]*:\u00A0/.test(line)))
  if (nbsp >= 0) {
    return { rule: 'nbsp', file, field: '', line: nbsp + 1, message: 'a non-breaking space stands where YAML needs an ordinary one (in the indentation or after the colon): replace it with a space' }
  }
  return undefined
}

/** The parser's complaint, with what an editor should do about it. */
function yamlProblem(file: string, error: unknown, source: string): Problem {
  const { message = String(error), code, linePos } = error as { message?: string; code?: string; linePos?: [{ line: number }] }
  const first = (message.split('\n')[0] || 'unreadable').replace(/ at line \d+, column \d+:?$/, '')
  const matterText = source.replace(/^---/, '')
  let line = linePos ? linePos[0].line + matterOffset(matterText) : undefined
  const text = line ? (source.split('\n')[line - 1] ?? '') : ''
  let advice = 'check the indentation, and quote a value that holds ": " or starts with a sign such as [ { * # \' "'
  if (code === 'TAB_AS_INDENT') advice = 'indent with spaces, not tabs'
  else if (code === 'DUPLICATE_KEY') advice = `the field ${/^\s*(?:- )?([^:]+):/.exec(text)?.[1] ?? 'on this line'} is written twice: keep one`
  else if (/[\u2018\u2019\u201C\u201D]/.test(text)) advice = 'curly quotes are not quotes to YAML: quote the value with straight \' or " quotes'
  else if (/alias count/i.test(message)) {
    advice = 'an alias (*name) is repeated too many times: write the values out instead'
    line = source.split('\n').findIndex((candidate) => /(^|[\s[,{])\*[\w-]+/.test(candidate)) + 1 || undefined
  }
  return { rule: 'malformedYaml', file, field: '', message: `malformed front matter: ${first}; ${advice}`, line }
}
